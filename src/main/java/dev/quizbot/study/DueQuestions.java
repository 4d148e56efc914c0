package dev.quizbot.study;

import java.time.Instant;

/** How many questions a member has due: a reminder goes out only when there are some. */
public interface DueQuestions {

  /**
   * The member's questions due in a session starting at {@code at} ({@link LearnAhead}), among the
   * questions of the current bank.
   */
  int dueCount(long memberId, Instant at);
}
