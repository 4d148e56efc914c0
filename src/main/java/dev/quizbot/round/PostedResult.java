package dev.quizbot.round;

import java.util.List;

/**
 * What {@link RoundService#markPosted} did.
 *
 * @param posted false when the round is unknown, already posted, or was dropped at its deadline
 * @param heldAnswers answers graded from reactions on the message that arrived before its id was
 *     known, in arrival order; where {@link AnswerOutcome.Recorded#removeReaction()} is set the
 *     adapter should queue their removal exactly as for a live answer
 */
public record PostedResult(boolean posted, List<AnswerOutcome.Recorded> heldAnswers) {

  private static final PostedResult NOT_POSTED = new PostedResult(false, List.of());

  public PostedResult {
    heldAnswers = List.copyOf(heldAnswers);
  }

  static PostedResult notPosted() {
    return NOT_POSTED;
  }
}
