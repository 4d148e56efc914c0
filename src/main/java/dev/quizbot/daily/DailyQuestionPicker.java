package dev.quizbot.daily;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.Set;

/**
 * Chooses a server's daily question: never one already asked in the current cycle; when every
 * eligible question has been asked, the cycle starts over for those questions, never with the
 * question asked last.
 *
 * <p>Deterministic for a given {@link Random} and stored history (candidates are sorted before the
 * draw), so tests can pin the sequence. Not synchronized: only the owner of a date's claim picks.
 */
public final class DailyQuestionPicker {

  private final DailyStore store;
  private final EligibleQuestions eligible;
  private final Random random;

  public DailyQuestionPicker(DailyStore store, EligibleQuestions eligible, Random random) {
    this.store = store;
    this.eligible = eligible;
    this.random = random;
  }

  /** A question id for this server's next daily, or empty when the topic has no questions. */
  public Optional<String> pick(long guildId, Optional<String> topic) {
    List<String> all = eligible.questionIds(guildId, topic).stream().distinct().sorted().toList();
    if (all.isEmpty()) {
      return Optional.empty();
    }
    Set<String> asked = store.askedQuestionIds(guildId);
    List<String> fresh = new ArrayList<>(all);
    fresh.removeAll(asked);
    if (fresh.isEmpty()) {
      // A new cycle must not open with yesterday's question: members would see it twice in a row.
      Optional<String> last = store.lastAskedQuestionId(guildId);
      // Forget only the questions of this cycle's pool: other topics' history stays intact.
      store.forgetAsked(guildId, all);
      fresh = new ArrayList<>(all);
      if (fresh.size() > 1) {
        last.ifPresent(fresh::remove);
      }
    }
    return Optional.of(fresh.get(random.nextInt(fresh.size())));
  }
}
