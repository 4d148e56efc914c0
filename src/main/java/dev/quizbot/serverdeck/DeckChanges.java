package dev.quizbot.serverdeck;

import dev.quizbot.bank.Deck;
import dev.quizbot.bank.Question;
import dev.quizbot.quality.QuestionVersion;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What replacing a deck changes, question by question: what the confirmation of a re-upload says. A
 * question is the same when its id and the hash of its text ({@link QuestionVersion}) are.
 *
 * @param added ids new in the deck
 * @param changed ids whose text changed: a new version, its history starts again
 * @param unchanged ids whose text is the same: history kept
 * @param dropped ids no longer in the deck: no longer drawn, history kept
 */
public record DeckChanges(
    List<String> added, List<String> changed, List<String> unchanged, List<String> dropped) {

  public DeckChanges {
    added = List.copyOf(added);
    changed = List.copyOf(changed);
    unchanged = List.copyOf(unchanged);
    dropped = List.copyOf(dropped);
  }

  /** The changes from {@code before} (null: no deck yet) to {@code after}. */
  public static DeckChanges between(Deck before, Deck after) {
    Map<String, String> old = new LinkedHashMap<>();
    if (before != null) {
      for (Question q : before.questions()) {
        old.put(q.id(), QuestionVersion.hash(q));
      }
    }
    List<String> added = new ArrayList<>();
    List<String> changed = new ArrayList<>();
    List<String> unchanged = new ArrayList<>();
    for (Question q : after.questions()) {
      String previous = old.remove(q.id());
      if (previous == null) {
        added.add(q.id());
      } else if (previous.equals(QuestionVersion.hash(q))) {
        unchanged.add(q.id());
      } else {
        changed.add(q.id());
      }
    }
    return new DeckChanges(added, changed, unchanged, new ArrayList<>(old.keySet()));
  }

  public boolean isNone() {
    return added.isEmpty() && changed.isEmpty() && dropped.isEmpty();
  }
}
