package dev.quizbot.config;

import java.time.Duration;

/**
 * Clean stop on SIGTERM.
 *
 * @param grace how long queued Discord requests may take to finish before the process exits anyway
 *     (0s..5m)
 */
public record ShutdownSettings(Duration grace) {
  public static final Duration DEFAULT_GRACE = Duration.ofSeconds(10);

  public static ShutdownSettings defaults() {
    return new ShutdownSettings(DEFAULT_GRACE);
  }

  static ShutdownSettings read(SettingsReader r) {
    return new ShutdownSettings(
        r.durationBetween("shutdown.grace", DEFAULT_GRACE, Duration.ZERO, Duration.ofMinutes(5)));
  }
}
