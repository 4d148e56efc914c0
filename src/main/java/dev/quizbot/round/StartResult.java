package dev.quizbot.round;

import java.time.Instant;
import java.util.Optional;

/** What {@link RoundService#start} decided: a round ready to post, or a refusal. */
public sealed interface StartResult permits StartResult.Rejected, PreparedRound {

  /** Why a request was refused. */
  enum RejectReason {
    /** A {@code /quiz} round is already open in this channel; {@code closesAt} says until when. */
    ROUND_ALREADY_OPEN,
    /** The server limits {@code /quiz} to other channels. */
    CHANNEL_NOT_ALLOWED,
    UNKNOWN_TOPIC,
    UNKNOWN_DECK,
    /** Topic and deck exist but no question matches both. */
    NO_QUESTIONS,
    /** The requested window is outside the accepted range. */
    INVALID_WINDOW
  }

  /**
   * Nothing was stored. {@code message} says what is wrong and how to fix it, ready to show the
   * caller ephemerally.
   */
  record Rejected(RejectReason reason, String message, Optional<Instant> closesAt)
      implements StartResult {}
}
