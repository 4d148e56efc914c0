package dev.quizbot.serverdeck;

import dev.quizbot.bank.Deck;
import dev.quizbot.bank.Problem;
import java.util.List;

/**
 * A checked upload waiting for the admin's Confirm: what it would store and change. Nothing is
 * stored yet.
 *
 * @param guildId the server it is for
 * @param deck the deck read from the file; null when refused
 * @param problems why it is refused (empty when it can be stored)
 * @param skipped questions of a kind Quizbot cannot ask, listed, not stored
 * @param notes what the import made up and the admin should check
 * @param changes what storing it changes against the server's deck of its id
 * @param replacing true when a deck of this id is in use and would be replaced
 * @param previousHash the stored deck's content hash when checked (null: none), so a Confirm after
 *     another upload of the same id is refused rather than replacing what the admin never saw
 */
public record DeckUpload(
    long guildId,
    Deck deck,
    List<Problem> problems,
    List<Problem> skipped,
    List<String> notes,
    DeckChanges changes,
    boolean replacing,
    String previousHash) {

  public DeckUpload {
    problems = List.copyOf(problems);
    skipped = List.copyOf(skipped);
    notes = List.copyOf(notes);
  }

  public boolean storable() {
    return deck != null && problems.isEmpty();
  }

  /** The topics of the deck's questions, in first-seen order. */
  public List<String> topics() {
    return deck == null
        ? List.of()
        : deck.questions().stream().map(q -> q.topic()).distinct().sorted().toList();
  }
}
