package dev.quizbot.round;

/** Where a graded answer stands on its way to the database. */
public enum AnswerStorage {
  /** Queued or being committed. */
  PENDING,
  /** Committed. */
  STORED,
  /**
   * Its batch kept failing and was dropped: only the member's reaction on the message still holds
   * the answer (a restart grades it from there), so that reaction must stay.
   */
  LOST
}
