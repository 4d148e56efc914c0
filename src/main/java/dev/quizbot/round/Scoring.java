package dev.quizbot.round;

import java.time.Duration;
import java.time.Instant;

/** The spec's points: 10 for a correct answer plus {@code floor(5 × time_left / window)}. */
public final class Scoring {

  public static final int CORRECT_POINTS = 10;
  public static final int MAX_SPEED_BONUS = 5;

  private Scoring() {}

  /**
   * Points for one answer.
   *
   * @param correct whether the answer is right (wrong answers earn 0)
   * @param speedBonus whether the round pays the speed bonus (off per server, and off for answers
   *     graded after a restart, whose time is unknown)
   * @param answeredAt when the answer arrived
   * @param deadline when the round closes
   * @param window the round's answer window
   */
  public static int points(
      boolean correct, boolean speedBonus, Instant answeredAt, Instant deadline, Duration window) {
    if (!correct) {
      return 0;
    }
    if (!speedBonus) {
      return CORRECT_POINTS;
    }
    long windowMillis = window.toMillis();
    // Clamp: an answer stamped after the deadline earns no bonus, one stamped before the
    // opening (clock skew) earns no more than the full bonus.
    long timeLeft =
        Math.max(0, Math.min(windowMillis, deadline.toEpochMilli() - answeredAt.toEpochMilli()));
    return CORRECT_POINTS + (int) (MAX_SPEED_BONUS * timeLeft / windowMillis);
  }
}
