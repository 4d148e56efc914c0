package dev.quizbot.config;

import java.time.Duration;

/**
 * Defaults for {@code /quiz} rounds; a server can change its own answer window with {@code
 * /quizconfig}.
 *
 * @param answerWindow how long a question stays open (10s..1h)
 * @param cooldown minimum time between two {@code /quiz} in one channel (0s = none, up to 1h)
 */
public record QuizSettings(Duration answerWindow, Duration cooldown) {
  public static final Duration DEFAULT_ANSWER_WINDOW = Duration.ofSeconds(60);
  public static final Duration MIN_ANSWER_WINDOW = Duration.ofSeconds(10);
  public static final Duration MAX_ANSWER_WINDOW = Duration.ofHours(1);
  public static final Duration DEFAULT_COOLDOWN = Duration.ofSeconds(10);

  public static QuizSettings defaults() {
    return new QuizSettings(DEFAULT_ANSWER_WINDOW, DEFAULT_COOLDOWN);
  }

  static QuizSettings read(SettingsReader r) {
    return new QuizSettings(
        r.durationBetween(
            "quiz.answerWindow", DEFAULT_ANSWER_WINDOW, MIN_ANSWER_WINDOW, MAX_ANSWER_WINDOW),
        r.durationBetween("quiz.cooldown", DEFAULT_COOLDOWN, Duration.ZERO, Duration.ofHours(1)));
  }
}
