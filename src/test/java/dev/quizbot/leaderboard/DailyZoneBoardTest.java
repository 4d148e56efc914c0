package dev.quizbot.leaderboard;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.daily.DailySchedules;
import dev.quizbot.daily.JdbcDailyStore;
import dev.quizbot.shard.Shard;
import dev.quizbot.storage.Database;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.util.Optional;
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
    scheduleDailyIn(BERLIN);

    // WHEN the weekly board is read
    Board board = Boards.service(db, NOW).board(GUILD, Period.WEEK, Optional.empty(), 1, 7101);

    // THEN the week is Monday 00:00 to Monday 00:00 in Berlin (today the board uses UTC)
    assertThat(board.window())
        .contains(
            new PeriodWindow(
                ZonedDateTime.of(2026, 3, 2, 0, 0, 0, 0, BERLIN),
                ZonedDateTime.of(2026, 3, 9, 0, 0, 0, 0, BERLIN)));
  }

  @Test
  @DisplayName("answers are added to the week totals of the daily zone, which the board then reads")
  void totalsKeptInTheDailyScheduleZone() {
    // GIVEN a server with only a daily zone (Berlin), and an answer on Sunday 1 March 23:30 UTC,
    // which is Monday 2 March 00:30 in Berlin: this week in Berlin, last week in UTC
    scheduleDailyIn(BERLIN);
    new AnswerFixture(db).correct(GUILD, 7201, "memory", 12, "2026-03-01T23:30:00Z");

    // WHEN this Berlin week is read from the stored week totals
    PeriodWindow week =
        new PeriodWindow(
            ZonedDateTime.of(2026, 3, 2, 0, 0, 0, 0, BERLIN),
            ZonedDateTime.of(2026, 3, 9, 0, 0, 0, 0, BERLIN));
    Optional<LeaderboardStore.RankedSlice> totals =
        new JdbcLeaderboardStore(db).periodTotals(GUILD, Period.WEEK, BERLIN, week, 0, 10, 7201);

    // THEN the totals were kept in Berlin's weeks and hold the answer
    assertThat(totals).isPresent();
    assertThat(totals.get().entries()).extracting(BoardEntry::userId).containsExactly(7201L);
    assertThat(totals.get().entries()).extracting(BoardEntry::points).containsExactly(12L);
  }

  @Test
  @DisplayName("after /daily off the boards keep counting in the daily question's zone")
  void dailyOffKeepsTheZone() {
    // GIVEN a server whose only zone is its daily question's, which an admin turned off
    scheduleDaily(BERLIN, false);

    // WHEN the server's zone is read
    ZoneId zone = new JdbcGuildZones(db).zoneOf(GUILD);

    // THEN it is still Berlin (README: `/daily off` keeps the daily zone for the boards), so the
    // week totals kept so far stay in use
    assertThat(zone).isEqualTo(BERLIN);
  }

  @Test
  @DisplayName("a zone set with /quizconfig timezone wins over the daily question's zone")
  void quizconfigZoneWins() throws Exception {
    // GIVEN a daily question in Berlin and /quizconfig timezone Asia/Tokyo
    scheduleDailyIn(BERLIN);
    new AnswerFixture(db).timezone(GUILD, "Asia/Tokyo");

    // WHEN the server's zone is read
    JdbcGuildZones zones = new JdbcGuildZones(db);

    // THEN it is Tokyo, not the daily schedule's Berlin
    assertThat(zones.zoneOf(GUILD)).isEqualTo(ZoneId.of("Asia/Tokyo"));
  }

  private void scheduleDailyIn(ZoneId zone) {
    scheduleDaily(zone, true);
  }

  private void scheduleDaily(ZoneId zone, boolean enabled) {
    new JdbcDailyStore(db, Shard.ALL)
        .saveSchedule(
            DailySchedules.at(GUILD, zone, enabled, Instant.parse("2026-03-01T00:00:00Z")));
  }
}
