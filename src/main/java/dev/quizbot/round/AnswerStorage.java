package dev.quizbot.round;

/** Where a graded answer stands on its way to the database. */
public enum AnswerStorage {
  /** Queued or being committed. */
  PENDING,
  /** Committed. */
  STORED,
  /**
   * Given up at stop while storage still refused it: only the member's reaction on the message
   * still holds the answer (the next start grades it from there), so that reaction must stay.
   */
  LOST
}
