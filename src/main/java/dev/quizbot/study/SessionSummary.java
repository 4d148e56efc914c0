package dev.quizbot.study;

import java.time.Instant;
import java.util.Objects;
import java.util.Optional;

/**
 * The end of a session, and what comes next.
 *
 * @param answered answers given (a requeued question counts at every answer)
 * @param right of those, right
 * @param dueTomorrow the member's questions due by the end of tomorrow in their zone
 * @param streak study-day streak, today included
 * @param readyNow the questions a review started now would ask (due ones and the day's new ones
 *     left, every deck): more than 0 offers "Review more"
 * @param nextDue when the member's next question falls due, if any is remembered
 * @param remindersOn whether the member gets the daily reminder DM
 */
public record SessionSummary(
    int answered,
    int right,
    int dueTomorrow,
    int streak,
    int readyNow,
    Optional<Instant> nextDue,
    boolean remindersOn) {

  public SessionSummary {
    Objects.requireNonNull(nextDue, "nextDue");
  }

  /** A summary without the next step (the terminal's, a test's). */
  public SessionSummary(int answered, int right, int dueTomorrow, int streak) {
    this(answered, right, dueTomorrow, streak, 0, Optional.empty(), false);
  }
}
