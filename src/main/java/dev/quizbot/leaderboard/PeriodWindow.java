package dev.quizbot.leaderboard;

import java.time.ZonedDateTime;

/**
 * The local-time span a monthly or weekly board counts.
 *
 * @param start first instant counted (inclusive), in the server's zone
 * @param end first instant no longer counted (exclusive), in the server's zone
 */
public record PeriodWindow(ZonedDateTime start, ZonedDateTime end) {

  long startMillis() {
    return start.toInstant().toEpochMilli();
  }

  long endMillis() {
    return end.toInstant().toEpochMilli();
  }
}
