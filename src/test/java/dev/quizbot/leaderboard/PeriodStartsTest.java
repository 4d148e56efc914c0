package dev.quizbot.leaderboard;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

final class PeriodStartsTest {

  @Test
  @DisplayName(
      "the remembered week and month starts equal the calendar's for every 7 minutes of a year,"
          + " in zones with DST, a midnight gap, a 30-minute shift and the date line")
  void matchesTheCalendar() {
    // GIVEN zones whose transitions test the local-day arithmetic
    List<ZoneId> zones =
        List.of(
            ZoneId.of("America/New_York"),
            ZoneId.of("America/Havana"), // DST begins at midnight: that day starts at 01:00
            ZoneId.of("Australia/Lord_Howe"),
            ZoneId.of("Pacific/Kiritimati"),
            ZoneId.of("Pacific/Pago_Pago"),
            ZoneId.of("UTC"));
    PeriodStarts starts = new PeriodStarts();
    Instant from = Instant.parse("2025-12-25T00:00:00Z");
    Instant to = Instant.parse("2027-01-05T00:00:00Z");

    for (ZoneId zone : zones) {
      for (Instant at = from; at.isBefore(to); at = at.plus(Duration.ofMinutes(7))) {
        // WHEN the starts are looked up THEN they are the windows the boards are read with
        PeriodStarts.Starts found = starts.of(zone, at.toEpochMilli());
        assertThat(found.week())
            .as("week of %s in %s", at, zone)
            .isEqualTo(
                LeaderboardService.windowOf(Period.WEEK, at.atZone(zone))
                    .orElseThrow()
                    .startMillis());
        assertThat(found.month())
            .as("month of %s in %s", at, zone)
            .isEqualTo(
                LeaderboardService.windowOf(Period.MONTH, at.atZone(zone))
                    .orElseThrow()
                    .startMillis());
      }
    }
  }
}
