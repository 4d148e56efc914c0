package dev.quizbot.round;

import java.util.List;

/**
 * What {@link RoundService#reconcile} graded from a message's reactions.
 *
 * @param roundOpen false when the message is not an open round (nothing done)
 * @param recorded answers graded now, all {@code recovered} (no speed bonus)
 * @param ambiguousUsers members with reactions on more than one choice: their first pick cannot be
 *     known, so they are not graded
 * @param alreadyGraded members with a choice reaction who were graded before (left untouched)
 */
public record ReconcileResult(
    boolean roundOpen,
    List<AnswerOutcome.Recorded> recorded,
    List<Long> ambiguousUsers,
    int alreadyGraded) {

  public ReconcileResult {
    recorded = List.copyOf(recorded);
    ambiguousUsers = List.copyOf(ambiguousUsers);
  }

  static ReconcileResult notOpen() {
    return new ReconcileResult(false, List.of(), List.of(), 0);
  }
}
