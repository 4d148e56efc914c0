package dev.quizbot.leaderboard;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.storage.Database;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

final class LeaderboardRankingTest {

  private static final long GUILD = 6001;

  /** Thursday 5 March 2026, UTC server: the week started Monday 2 March. */
  private static final String NOW = "2026-03-05T12:00:00Z";

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

  @ParameterizedTest
  @EnumSource(Period.class)
  @DisplayName("on equal points, more correct answers rank first")
  void equalPointsMoreCorrectFirst(Period period) {
    // GIVEN 30 points each: 3 x 10 for member 302, 2 x 15 for member 301 (who was also first)
    answers.correct(GUILD, 301, "memory", 15, "2026-03-02T08:00:00Z");
    answers.correct(GUILD, 301, "memory", 15, "2026-03-02T08:01:00Z");
    answers.correct(GUILD, 302, "memory", 10, "2026-03-03T08:00:00Z");
    answers.correct(GUILD, 302, "memory", 10, "2026-03-03T08:01:00Z");
    answers.correct(GUILD, 302, "memory", 10, "2026-03-03T08:02:00Z");

    // WHEN the board is read
    Board board = Boards.service(db, NOW).board(GUILD, period, Optional.empty(), 1, 301);

    // THEN the member with more correct answers leads
    assertThat(Boards.userIds(board)).containsExactly(302L, 301L);
  }

  @ParameterizedTest
  @EnumSource(Period.class)
  @DisplayName("on equal points and correct answers, the earlier reach of the score ranks first")
  void equalScoreEarlierReachFirst(Period period) {
    // GIVEN 20 points in 2 correct each; member 402 got there on Tuesday, member 401 on Wednesday
    answers.correct(GUILD, 401, "memory", 10, "2026-03-02T09:00:00Z");
    answers.correct(GUILD, 402, "memory", 10, "2026-03-02T10:00:00Z");
    answers.correct(GUILD, 402, "memory", 10, "2026-03-03T10:00:00Z");
    answers.correct(GUILD, 401, "memory", 10, "2026-03-04T09:00:00Z");

    // WHEN the board is read
    Board board = Boards.service(db, NOW).board(GUILD, period, Optional.empty(), 1, 401);

    // THEN the earlier one leads, although their first answer came later and their id is larger
    assertThat(Boards.userIds(board)).containsExactly(402L, 401L);
  }

  @Test
  @DisplayName(
      "a period board dates the reach by the last point-earning answer, not a later wrong one")
  void periodReachIgnoresWrongAnswers() {
    // GIVEN equal weekly scores; member 602 scored last on Tuesday 10:00 but answered wrong
    // Wednesday
    answers.correct(GUILD, 602, "memory", 10, "2026-03-02T10:00:00Z");
    answers.correct(GUILD, 601, "memory", 10, "2026-03-02T11:00:00Z");
    answers.correct(GUILD, 602, "memory", 10, "2026-03-03T10:00:00Z");
    answers.correct(GUILD, 601, "memory", 10, "2026-03-03T11:00:00Z");
    answers.wrong(GUILD, 602, "memory", "2026-03-04T10:00:00Z");

    // WHEN the weekly board is read
    Board board = Boards.service(db, NOW).board(GUILD, Period.WEEK, Optional.empty(), 1, 601);

    // THEN member 602 reached 20 points first and leads
    assertThat(Boards.userIds(board)).containsExactly(602L, 601L);
  }

  @ParameterizedTest
  @EnumSource(Period.class)
  @DisplayName("members equal in points, correct answers and reach time are ordered by user id")
  void fullTieOrderedByUserId(Period period) {
    // GIVEN two members scoring the same at the same instant
    answers.correct(GUILD, 502, "memory", 12, "2026-03-02T09:00:00Z");
    answers.correct(GUILD, 501, "memory", 12, "2026-03-02T09:00:00Z");

    // WHEN the board is read
    Board board = Boards.service(db, NOW).board(GUILD, period, Optional.empty(), 1, 501);

    // THEN the smaller id comes first, every time
    assertThat(Boards.userIds(board)).containsExactly(501L, 502L);
  }

  @ParameterizedTest
  @EnumSource(Period.class)
  @DisplayName("a board of 25 members has 3 pages of 10, 10 and 5 lines with board-wide ranks")
  void pagesThroughTheBoard(Period period) {
    // GIVEN 25 members with distinct scores
    seedMembers(25);

    // WHEN pages 2 and 3 are read
    LeaderboardService service = Boards.service(db, NOW);
    Board second = service.board(GUILD, period, Optional.empty(), 2, 1001);
    Board third = service.board(GUILD, period, Optional.empty(), 3, 1001);

    // THEN ranks continue across pages
    assertThat(second.pageCount()).isEqualTo(3);
    assertThat(second.totalMembers()).isEqualTo(25);
    assertThat(second.entries())
        .extracting(BoardEntry::rank)
        .containsExactly(11L, 12L, 13L, 14L, 15L, 16L, 17L, 18L, 19L, 20L);
    assertThat(second.entries().get(0)).isEqualTo(new BoardEntry(11, 1011, 90, 1, 1));
    assertThat(Boards.userIds(third)).containsExactly(1021L, 1022L, 1023L, 1024L, 1025L);
  }

  @ParameterizedTest
  @EnumSource(Period.class)
  @DisplayName("the caller's rank and score come with page 1 even when the caller is 23rd")
  void callerOffPage(Period period) {
    // GIVEN 25 members; member 1023 is 23rd
    seedMembers(25);

    // WHEN member 1023 reads page 1
    Board board = Boards.service(db, NOW).board(GUILD, period, Optional.empty(), 1, 1023);

    // THEN their own line is there, though not among the entries
    assertThat(board.entries()).hasSize(10).noneMatch(e -> e.userId() == 1023);
    assertThat(board.callerEntry()).contains(new BoardEntry(23, 1023, 78, 1, 1));
  }

  @Test
  @DisplayName("a caller without answers gets the board and no line of their own")
  void callerWithoutAnswers() {
    // GIVEN 3 members, not including member 9
    seedMembers(3);

    // WHEN member 9 reads the board
    Board board = Boards.service(db, NOW).board(GUILD, Period.ALL_TIME, Optional.empty(), 1, 9);

    // THEN there is no caller line
    assertThat(board.entries()).hasSize(3);
    assertThat(board.callerEntry()).isEmpty();
  }

  @Test
  @DisplayName("a server where nobody answered shows an empty first page")
  void emptyBoard() {
    // GIVEN no answers at all

    // WHEN the board is read
    Board board = Boards.service(db, NOW).board(GUILD, Period.WEEK, Optional.empty(), 1, 9);

    // THEN page 1 of 1 is empty
    assertThat(board.isEmpty()).isTrue();
    assertThat(board.entries()).isEmpty();
    assertThat(board.pageCount()).isEqualTo(1);
  }

  @Test
  @DisplayName("a topic board counts only that topic's answers")
  void topicBoard() {
    // GIVEN member 71 strong in memory, member 72 strong in precision
    answers.correct(GUILD, 71, "memory", 15, "2026-03-02T09:00:00Z");
    answers.correct(GUILD, 72, "precision", 15, "2026-03-02T09:00:00Z");
    answers.correct(GUILD, 72, "memory", 10, "2026-03-02T10:00:00Z");
    answers.wrong(GUILD, 72, "memory", "2026-03-02T11:00:00Z");

    // WHEN the all-time memory board is read, naming the topic in another case
    Board board =
        Boards.service(db, NOW).board(GUILD, Period.ALL_TIME, Optional.of("Memory"), 1, 72);

    // THEN only memory answers count and the bank's spelling is kept
    assertThat(board.topic()).contains("memory");
    assertThat(board.entries())
        .containsExactly(new BoardEntry(1, 71, 15, 1, 1), new BoardEntry(2, 72, 10, 1, 2));
  }

  /** Members 1001..1000+n, one correct answer this week each, 100 points down to 100-n+1. */
  private void seedMembers(int n) {
    for (int i = 1; i <= n; i++) {
      answers.correct(GUILD, 1000 + i, "memory", 101 - i, "2026-03-03T09:00:00Z");
    }
  }
}
