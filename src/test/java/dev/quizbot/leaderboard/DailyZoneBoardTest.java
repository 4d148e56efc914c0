package dev.quizbot.leaderboard;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.daily.DailySchedule;
import dev.quizbot.daily.JdbcDailyStore;
import dev.quizbot.storage.Database;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalTime;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.util.Optional;
import java.util.OptionalLong;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Spec, "Leaderboards and stats": periods count "in the server's timezone (UTC when none is set)".
 * The only per-server timezone the spec defines is the one of "/daily set channel time timezone";
 * an admin who gave it expects the weekly board to turn over at local midnight, not UTC's.
 */
final class DailyZoneBoardTest {

  private static final long GUILD = 5101;
  private static final ZoneId BERLIN = ZoneId.of("Europe/Berlin");

  /** Wednesday 4 March 2026, 11:00 in Berlin (CET, UTC+1). */
  private static final String NOW = "2026-03-04T10:00:00Z";

  @TempDir Path dir;
  private Database db;

  @BeforeEach
  void open() {
    db = Database.openSqlite(dir.resolve("quizbot.db"));
  }

  @AfterEach
  void close() {
    db.close();
  }

  @Test
  @DisplayName("a server whose only time zone is its /daily set zone counts its week in that zone")
  void weekFollowsTheDailyScheduleZone() {
    // GIVEN a server that set its daily question for 08:00 Europe/Berlin and never used
    // /quizconfig timezone
    new JdbcDailyStore(db)
        .saveSchedule(
            new DailySchedule(
                GUILD,
                6101,
                LocalTime.of(8, 0),
                BERLIN,
                Optional.empty(),
                OptionalLong.empty(),
                Duration.ofHours(12),
                true,
                7101,
                Instant.parse("2026-03-01T00:00:00Z")));

    // WHEN the weekly board is read
    Board board = Boards.service(db, NOW).board(GUILD, Period.WEEK, Optional.empty(), 1, 7101);

    // THEN the week is Monday 00:00 to Monday 00:00 in Berlin (today the board uses UTC)
    assertThat(board.window())
        .contains(
            new PeriodWindow(
                ZonedDateTime.of(2026, 3, 2, 0, 0, 0, 0, BERLIN),
                ZonedDateTime.of(2026, 3, 9, 0, 0, 0, 0, BERLIN)));
  }
}
