package dev.quizbot.leaderboard;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.storage.Database;
import java.nio.file.Path;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

final class LeaderboardPeriodTest {

  private static final long GUILD = 5001;
  private static final ZoneId NEW_YORK = ZoneId.of("America/New_York");

  /** Wednesday 4 March 2026, 10:00 in New York (EST, UTC-5; DST starts 8 March). */
  private static final String NOW = "2026-03-04T15:00:00Z";

  @TempDir Path dir;
  private Database db;
  private AnswerFixture answers;

  @BeforeEach
  void open() {
    db = Database.openSqlite(dir.resolve("quizbot.db"));
    answers = new AnswerFixture(db);
  }

  @AfterEach
  void close() {
    db.close();
  }

  @Test
  @DisplayName("the weekly board starts on Monday 00:00 in the server's zone, not in UTC")
  void weekStartsOnLocalMonday() throws Exception {
    // GIVEN a New York server; Sunday 23:30 local is already Monday in UTC
    answers.timezone(GUILD, "America/New_York");
    answers.correct(GUILD, 11, "memory", 10, "2026-03-02T04:30:00Z");
    answers.correct(GUILD, 12, "memory", 12, "2026-03-02T05:30:00Z");

    // WHEN the weekly board is read
    Board board = Boards.service(db, NOW).board(GUILD, Period.WEEK, Optional.empty(), 1, 12);

    // THEN only the answer from Monday 00:30 local counts
    assertThat(Boards.userIds(board)).containsExactly(12L);
    assertThat(board.window())
        .contains(
            new PeriodWindow(
                ZonedDateTime.of(2026, 3, 2, 0, 0, 0, 0, NEW_YORK),
                ZonedDateTime.of(2026, 3, 9, 0, 0, 0, 0, NEW_YORK)));
  }

  @Test
  @DisplayName(
      "the monthly board of a New York server leaves out 1 March 03:00 UTC (February there)")
  void monthStartsOnLocalFirst() throws Exception {
    // GIVEN 2026-03-01T03:00Z is 28 February 22:00 in New York
    answers.timezone(GUILD, "America/New_York");
    answers.correct(GUILD, 21, "memory", 15, "2026-03-01T03:00:00Z");
    answers.correct(GUILD, 22, "memory", 10, "2026-03-01T06:00:00Z");

    // WHEN the monthly board is read
    Board board = Boards.service(db, NOW).board(GUILD, Period.MONTH, Optional.empty(), 1, 21);

    // THEN the February answer is not on it and its author has no line
    assertThat(Boards.userIds(board)).containsExactly(22L);
    assertThat(board.callerEntry()).isEmpty();
    assertThat(board.window().orElseThrow().start())
        .isEqualTo(ZonedDateTime.of(2026, 3, 1, 0, 0, 0, 0, NEW_YORK));
  }

  @Test
  @DisplayName("a server without a timezone counts its month in UTC")
  void serverWithoutZoneUsesUtc() {
    // GIVEN no settings row for the server
    answers.correct(GUILD, 21, "memory", 15, "2026-03-01T03:00:00Z");
    answers.correct(GUILD, 22, "memory", 10, "2026-03-01T06:00:00Z");

    // WHEN the monthly board is read
    Board board = Boards.service(db, NOW).board(GUILD, Period.MONTH, Optional.empty(), 1, 21);

    // THEN 03:00 UTC on 1 March is March
    assertThat(Boards.userIds(board)).containsExactly(21L, 22L);
    assertThat(board.zone()).isEqualTo(ZoneId.of("Z"));
  }

  @Test
  @DisplayName("the all-time board counts every answer, whatever the period boundaries")
  void allTimeCountsEverything() throws Exception {
    // GIVEN answers before and after both boundaries
    answers.timezone(GUILD, "America/New_York");
    answers.correct(GUILD, 21, "memory", 15, "2026-03-01T03:00:00Z");
    answers.correct(GUILD, 11, "memory", 10, "2026-03-02T04:30:00Z");
    answers.correct(GUILD, 12, "memory", 12, "2026-03-02T05:30:00Z");

    // WHEN the all-time board is read
    Board board = Boards.service(db, NOW).board(GUILD, Period.ALL_TIME, Optional.empty(), 1, 11);

    // THEN everybody is on it, best first, with totals
    assertThat(board.entries())
        .containsExactly(
            new BoardEntry(1, 21, 15, 1, 1),
            new BoardEntry(2, 12, 12, 1, 1),
            new BoardEntry(3, 11, 10, 1, 1));
    assertThat(board.window()).isEmpty();
  }

  @Test
  @DisplayName("a period board sums points, correct and answered within the period only")
  void periodBoardSumsWithinPeriod() throws Exception {
    // GIVEN a member with answers before and during the week
    answers.timezone(GUILD, "America/New_York");
    answers.correct(GUILD, 31, "memory", 15, "2026-02-20T12:00:00Z");
    answers.correct(GUILD, 31, "memory", 12, "2026-03-02T12:00:00Z");
    answers.wrong(GUILD, 31, "memory", "2026-03-03T12:00:00Z");
    answers.correct(GUILD, 31, "precision", 11, "2026-03-04T12:00:00Z");

    // WHEN the weekly board is read
    Board board = Boards.service(db, NOW).board(GUILD, Period.WEEK, Optional.empty(), 1, 31);

    // THEN only this week's three answers are counted
    assertThat(board.entries()).containsExactly(new BoardEntry(1, 31, 23, 2, 3));
    assertThat(board.callerEntry()).contains(new BoardEntry(1, 31, 23, 2, 3));
  }
}
