package dev.quizbot.storage.move;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.quizbot.leaderboard.JdbcLeaderboardStore;
import dev.quizbot.quality.AnswerSeed;
import dev.quizbot.storage.Database;
import dev.quizbot.storage.StorageException;
import dev.quizbot.testing.PostgresDatabases;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 28: a SQLite database moved into a real PostgreSQL (QUIZBOT_TEST_POSTGRES_URL; skipped
 * without it), verified table by table, re-runnable after a failure, refusing a non-empty target.
 */
final class DatabaseMoveTest {
  private static final long AT = Instant.parse("2026-03-22T20:00:00Z").toEpochMilli();

  @TempDir Path dir;
  private Path sqlite;
  private final List<String> progress = new ArrayList<>();

  @BeforeEach
  void seed() throws Exception {
    assumeTrue(PostgresDatabases.serverUrl() != null, "QUIZBOT_TEST_POSTGRES_URL is not set");
    sqlite = dir.resolve("quizbot.db");
    try (Database db = Database.openSqlite(sqlite)) {
      AnswerSeed seed = new AnswerSeed(db);
      for (int r = 0; r < 30; r++) {
        long round = seed.round("q-" + r % 7, "2,0,1,3", 0, AT + r * 60_000L);
        for (long user = 1; user <= 400; user++) {
          seed.answer(round, user, (int) (user % 4), user % 4 == 1, AT + r * 60_000L + user);
        }
      }
      seed.reviewAnswer(7, "q-1", true, AT);
      seed.examAnswer(7, "q-2", 1, AT, AT + 1000);
      try (Connection c = db.connection();
          PreparedStatement ps =
              c.prepareStatement(
                  "INSERT INTO question_reports (user_id, question_id, text_hash, guild_id, picked,"
                      + " reason, note, created_at) VALUES (7, 'q-1', ?, NULL, 'Beta', 'other', ?,"
                      + " ?)")) {
        ps.setString(1, "a".repeat(64));
        ps.setString(2, "two rights 🙂 and é");
        ps.setLong(3, AT);
        ps.executeUpdate();
      }
    }
  }

  private DatabaseMove move(String target) {
    return new DatabaseMove(
        sqlite,
        target,
        null,
        null,
        new MoveProgress() {
          @Override
          public void started(String table, long rows) {
            progress.add("start " + table + " " + rows);
          }

          @Override
          public void copied(long copied) {}

          @Override
          public void finished(String table, long rows) {
            progress.add("done " + table + " " + rows);
          }

          @Override
          public void skipped(String table) {
            progress.add("skip " + table);
          }
        });
  }

  @Test
  @DisplayName(
      "every table arrives with equal counts and checksums, the source is unchanged, and the"
          + " bot's storage reads the same board from PostgreSQL")
  void movesAndVerifies() throws Exception {
    String target = PostgresDatabases.fresh("move");
    byte[] before = Files.readAllBytes(sqlite);
    String boardBefore;
    try (Database db = Database.openSqlite(sqlite)) {
      boardBefore = board(db);
    }
    before = Files.readAllBytes(sqlite);

    List<DatabaseMove.TableResult> results = move(target).run();

    assertThat(results).isNotEmpty().allMatch(DatabaseMove.TableResult::matches);
    assertThat(results)
        .filteredOn(r -> r.table().equals("answers"))
        .singleElement()
        .satisfies(r -> assertThat(r.targetRows()).isEqualTo(30 * 400));
    assertThat(results.stream().map(DatabaseMove.TableResult::table))
        .contains(
            "rounds", "answers", "member_stats", "study_reviews", "exams", "question_reports");
    assertThat(Files.readAllBytes(sqlite)).isEqualTo(before);
    try (Database db = Database.open(target, null, null)) {
      assertThat(board(db)).isEqualTo(boardBefore);
      try (Connection c = db.connection();
          Statement st = c.createStatement();
          ResultSet rs = st.executeQuery("SELECT note FROM question_reports")) {
        rs.next();
        assertThat(rs.getString(1)).isEqualTo("two rights 🙂 and é");
      }
      assertThat(tableExists(db, "quizbot_move")).isFalse();
    }

    // AND a second move into the now full database is refused
    Throwable again = catchThrowable(() -> move(target).run());
    assertThat(again)
        .isInstanceOf(DatabaseMove.RefusedException.class)
        .hasMessageContaining("not empty");
  }

  @Test
  @DisplayName("a move that failed part way goes on when run again, and ends verified")
  void resumesAfterFailure() throws Exception {
    String target = PostgresDatabases.fresh("move");
    // GIVEN a value PostgreSQL's INTEGER cannot hold (SQLite's INTEGER can) in one answer
    try (Database db = Database.openSqlite(sqlite);
        Connection c = db.connection();
        Statement st = c.createStatement()) {
      st.executeUpdate("UPDATE answers SET choice_position = 5000000000 WHERE user_id = 399");
    }

    Throwable failed = catchThrowable(() -> move(target).run());
    assertThat(failed).isInstanceOf(StorageException.class).hasMessageContaining("answers");
    assertThat(progress).contains("done rounds 30").doesNotContain("done answers 12000");

    // WHEN the operator fixes the row and runs the move again
    try (Database db = Database.openSqlite(sqlite);
        Connection c = db.connection();
        Statement st = c.createStatement()) {
      st.executeUpdate("UPDATE answers SET choice_position = 3 WHERE user_id = 399");
    }
    progress.clear();
    List<DatabaseMove.TableResult> results = move(target).run();

    // THEN the tables copied before are not copied again, and every table matches
    assertThat(progress).contains("skip rounds", "done answers 12000");
    assertThat(results).allMatch(DatabaseMove.TableResult::matches);
  }

  @Test
  @DisplayName("a target at another schema version or with foreign tables is refused")
  void refusesOtherTargets() throws Exception {
    String target = PostgresDatabases.fresh("move");
    try (Connection c = java.sql.DriverManager.getConnection(target);
        Statement st = c.createStatement()) {
      st.execute("CREATE TABLE notes (x TEXT)");
    }
    Throwable refused = catchThrowable(() -> move(target).run());
    assertThat(refused)
        .isInstanceOf(DatabaseMove.RefusedException.class)
        .hasMessageContaining("no Quizbot schema history");
  }

  @Test
  @DisplayName("a move while a bot has the SQLite file open is refused")
  void refusesWhileBotRuns() throws Exception {
    String target = PostgresDatabases.fresh("move");
    try (Database running = Database.openSqlite(sqlite)) {
      Throwable refused = catchThrowable(() -> move(target).run());
      assertThat(refused)
          .isInstanceOf(DatabaseMove.RefusedException.class)
          .hasMessageContaining("stop every bot process");
    }
  }

  private static String board(Database db) {
    return new JdbcLeaderboardStore(db)
        .answersBetween(
            AnswerSeed.GUILD, Long.MIN_VALUE, Long.MAX_VALUE, java.util.Optional.empty(), 0, 10, 7)
        .toString();
  }

  private static boolean tableExists(Database db, String table) throws Exception {
    try (Connection c = db.connection();
        ResultSet rs = c.getMetaData().getTables(null, null, table, null)) {
      return rs.next();
    }
  }
}
