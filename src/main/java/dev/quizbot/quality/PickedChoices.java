package dev.quizbot.quality;

import java.util.Optional;
import java.util.OptionalInt;

/** Which choice a member had picked on a channel or daily round, for a report of its question. */
public interface PickedChoices {

  /**
   * The round's question and the member's choice on it.
   *
   * @return empty when no such round is stored
   */
  Optional<RoundPick> inRound(long roundId, long memberId);

  /**
   * @param questionId the round's question
   * @param choiceIndex the picked choice's index in the deck's order; empty when the member did not
   *     answer (or the stored order does not have the position)
   */
  record RoundPick(String questionId, OptionalInt choiceIndex) {}
}
