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
    INVALID_WINDOW,
    /**
     * The channel's last {@code /quiz} started less than {@code quiz.cooldown} ago; {@code
     * closesAt} says when the next one is possible.
     */
    COOLDOWN
  }

  /**
   * Nothing was stored. {@code refusal} says what is wrong, as data for the adapter to word. {@link
   * #closesAt} is the instant the refusal ends, where one applies: the open round's deadline
   * ({@link RejectReason#ROUND_ALREADY_OPEN}) or the end of the cooldown ({@link
   * RejectReason#COOLDOWN}).
   */
  record Rejected(StartRefusal refusal) implements StartResult {
    public RejectReason reason() {
      return refusal.reason();
    }

    public Optional<Instant> closesAt() {
      return refusal.until();
    }
  }
}
