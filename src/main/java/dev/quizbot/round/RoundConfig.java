package dev.quizbot.round;

import java.time.Duration;

/**
 * Settings of the round engine that are not per server.
 *
 * @param dailyWindow answer window of a daily round when its request names none (spec: 12 h)
 * @param maxWindow longest window a request may ask for
 * @param writerBatchSize most answers the writer commits in one transaction
 * @param quizCooldown minimum time from the start of one {@code /quiz} round in a channel to the
 *     start of the next; zero means none (setting {@code quiz.cooldown})
 */
public record RoundConfig(
    Duration dailyWindow, Duration maxWindow, int writerBatchSize, Duration quizCooldown) {

  public static final Duration MIN_WINDOW = Duration.ofSeconds(10);

  /** The product default of {@code quiz.cooldown}. */
  public static final Duration DEFAULT_QUIZ_COOLDOWN = Duration.ofSeconds(10);

  public static final RoundConfig DEFAULTS =
      new RoundConfig(Duration.ofHours(12), Duration.ofHours(24), 2_000, DEFAULT_QUIZ_COOLDOWN);

  public RoundConfig {
    if (dailyWindow.compareTo(MIN_WINDOW) < 0 || dailyWindow.compareTo(maxWindow) > 0) {
      throw new IllegalArgumentException(
          "daily window must be between " + MIN_WINDOW + " and " + maxWindow);
    }
    if (writerBatchSize < 1) {
      throw new IllegalArgumentException("writer batch size must be at least 1");
    }
    if (quizCooldown.isNegative()) {
      throw new IllegalArgumentException("the /quiz cooldown cannot be negative");
    }
  }

  /** This configuration with another {@code /quiz} cooldown (zero: none). */
  public RoundConfig withQuizCooldown(Duration cooldown) {
    return new RoundConfig(dailyWindow, maxWindow, writerBatchSize, cooldown);
  }
}
