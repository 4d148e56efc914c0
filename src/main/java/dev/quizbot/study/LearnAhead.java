package dev.quizbot.study;

import java.time.Duration;
import java.time.Instant;

/**
 * Anki's learn-ahead limit: when a session starts, a question in a learning or relearning step that
 * falls due within 20 minutes counts as due now. Without it a member who just missed a question
 * would finish the session and be told to come back in 10 minutes for one question. Review
 * questions (whole days) are due only once their due instant has passed.
 */
public final class LearnAhead {

  public static final Duration LIMIT = Duration.ofMinutes(20);

  private LearnAhead() {}

  /** Whether {@code state} belongs in a session starting at {@code sessionStart}. */
  public static boolean isDue(MemoryState state, Instant sessionStart) {
    Instant horizon = state.inStep() ? sessionStart.plus(LIMIT) : sessionStart;
    return !state.due().isAfter(horizon);
  }
}
