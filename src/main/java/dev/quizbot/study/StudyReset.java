package dev.quizbot.study;

/** {@code /review reset}: a member's study data deleted, and nothing else. */
public interface StudyReset {

  /**
   * Deletes every study row of the member (memory states, reviews, settings, sessions, reminder
   * claims) in one transaction.
   *
   * @return how many rows were deleted
   */
  int reset(long memberId);
}
