package dev.quizbot.round;

import java.time.Instant;
import java.util.List;
import java.util.Optional;

/** Persistence of rounds (the {@code rounds} table). */
public interface RoundStore {

  /** Stores a prepared round (no message id yet, open). */
  void insert(StoredRound round);

  /** Records the posted message; the round is then recovered after a restart. */
  void setMessageId(long roundId, long messageId);

  /**
   * Gives {@code messageId} to the newest open round of {@code kind} for {@code questionId} in the
   * channel that has no message yet (one a process prepared and posted but died before recording),
   * unless a round already carries that message. Returns whether a round carries it afterwards.
   */
  boolean attachMessage(
      long guildId, long channelId, RoundKind kind, String questionId, long messageId);

  /** Deletes a round that was never posted; returns whether a row went. */
  boolean deleteUnposted(long roundId);

  /**
   * Deletes rounds never posted whose deadline passed: leftovers of a process that stopped between
   * preparing and posting. Returns how many went.
   */
  int deleteUnpostedDueBy(Instant now);

  /** Posted rounds not closed yet. */
  List<StoredRound> openPosted();

  Optional<StoredRound> find(long roundId);

  /**
   * When the channel's most recent posted {@code /quiz} round opened (open or closed, any age);
   * empty when it never had one. Rounds never posted do not count.
   */
  Optional<Instant> lastPostedQuizStart(long channelId);

  /** Marks a round closed unless it already is; true when this call closed it. */
  boolean close(long roundId, Instant closedAt);

  /**
   * Records that a closed round's reveal is done: its message was edited into the reveal, or the
   * reveal was given up for good. Keeps the first time; true when this call recorded it.
   */
  boolean markRevealed(long roundId, Instant revealedAt);

  /**
   * Closed rounds with a message whose reveal is not done (a process died between the close and the
   * edit), earliest closed first.
   */
  List<StoredRound> closedUnrevealed();
}
