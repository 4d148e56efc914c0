package dev.quizbot.round;

/** What one reaction did. */
public sealed interface AnswerOutcome {

  /**
   * The reaction was the member's answer: graded now and queued for storage (committed within
   * milliseconds; {@link RoundService#flush()} waits for it).
   *
   * @param choicePosition display position picked (0 = 🇦)
   * @param recovered graded after a restart from a reaction list (no speed bonus)
   * @param removeReaction the round hides answers: the adapter should remove this reaction (through
   *     its rate-limited queue), once {@link RoundService#storage} says the answer is stored
   * @param writeSeq the answer's place in the storage queue, for {@link RoundService#storage}
   */
  record Recorded(
      long roundId,
      long messageId,
      long channelId,
      long guildId,
      long userId,
      int choicePosition,
      boolean correct,
      int points,
      boolean recovered,
      boolean removeReaction,
      long writeSeq)
      implements AnswerOutcome {

    /** The reaction the member answered with (what to remove when hiding answers). */
    public String emoji() {
      return ChoiceEmojis.emoji(choicePosition);
    }
  }

  /**
   * The reaction's message is not a known round, but a round of its channel is still waiting for
   * its message id: the reaction is kept, and graded by {@link RoundService#markPosted} if it was
   * on that round's message (dropped otherwise). Not the member's answer yet.
   */
  record Held() implements AnswerOutcome {
    static final Held INSTANCE = new Held();
  }

  /** The reaction changes nothing. */
  record Ignored(IgnoreReason reason) implements AnswerOutcome {}

  /** Why a reaction changes nothing (spec, "Grading rules"). */
  enum IgnoreReason {
    /** The message is not an open round of this process (includes unknown messages). */
    NOT_A_ROUND,
    /** A bot reacted, the quiz bot's own reactions included. */
    BOT,
    /** Not one of this round's choice emojis. */
    NOT_A_CHOICE,
    /** The member already answered this round (later reaction or a replayed event). */
    ALREADY_ANSWERED,
    /** The reaction arrived at or after the deadline. */
    CLOSED,
    /**
     * Storage is away and the answers waiting for it fill the memory bound ({@link
     * AnswerWriter#hasRoom()}): not graded now; the reaction stays on the message for a restart.
     */
    STORAGE_BACKLOG
  }
}
