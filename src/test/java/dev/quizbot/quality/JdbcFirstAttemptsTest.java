package dev.quizbot.quality;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.storage.Database;
import dev.quizbot.storage.ReadOnlyDataSource;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfEnvironmentVariable;
import org.junit.jupiter.api.io.TempDir;

/**
 * First attempts read from real rounds and answers: a SQLite file, and PostgreSQL when {@code
 * QUIZBOT_TEST_POSTGRES_URL} names a scratch database.
 */
final class JdbcFirstAttemptsTest {

  static final long M7 = 950_000_000_000_000_007L;
  static final long M8 = 950_000_000_000_000_008L;

  @TempDir Path dir;

  /** q1 shown twice in different orders (key index 1); q2 once. */
  static void seed(Database db) throws Exception {
    AnswerSeed seed = new AnswerSeed(db);
    seed.clear();
    long first = seed.round("q1", "2,0,1", 1, 1_000);
    long daily = seed.round("q1", "1,2,0", 1, 5_000);
    long other = seed.round("q2", "0,1", 0, 2_000);
    // M7 picked position 0 (index 2, wrong) first, then the key in the later round
    seed.answer(first, M7, 0, false, 1_500);
    seed.answer(daily, M7, 0, true, 5_500);
    // M8 answered only the later round: position 1 = index 2
    seed.answer(daily, M8, 1, false, 5_600);
    seed.answer(other, M7, 0, true, 2_500);
  }

  static List<FirstAttempt> read(String url) {
    List<FirstAttempt> read = new ArrayList<>();
    new JdbcFirstAttempts(ReadOnlyDataSource.open(url, null, null).dataSource())
        .forEachByMember(
            a -> {
              if (a.memberId() == M7 || a.memberId() == M8) { // a shared database has others
                read.add(a);
              }
            });
    return read;
  }

  static final List<FirstAttempt> EXPECTED =
      List.of(
          new FirstAttempt(M7, "q1", 2, false),
          new FirstAttempt(M7, "q2", 0, true),
          new FirstAttempt(M8, "q1", 2, false));

  @Test
  @DisplayName("only each member's first answer to a question counts, mapped to the deck's order")
  void firstAttemptsMappedToDeckOrder() throws Exception {
    Path file = dir.resolve("quizbot.db");
    try (Database db = Database.openSqlite(file)) {
      seed(db);
    }
    // THEN M7's second answer to q1 is left out; a member's attempts come together
    assertThat(read("jdbc:sqlite:" + file)).containsExactlyElementsOf(EXPECTED);
  }

  @Test
  @EnabledIfEnvironmentVariable(named = "QUIZBOT_TEST_POSTGRES_URL", matches = "jdbc:postgresql:.*")
  @DisplayName("the same on PostgreSQL, read through a read-only connection")
  void onPostgres() throws Exception {
    String url = System.getenv("QUIZBOT_TEST_POSTGRES_URL");
    try (Database db = Database.open(url, null, null)) {
      seed(db);
      assertThat(read(url)).containsExactlyElementsOf(EXPECTED);
      new AnswerSeed(db).clear();
    }
  }

  @Test
  @DisplayName("a position the stored order does not have maps to no choice")
  void positionOutsideOrder() {
    assertThat(JdbcFirstAttempts.choiceIndex("2,0,1", 0)).isEqualTo(2);
    assertThat(JdbcFirstAttempts.choiceIndex("2,0,1", 2)).isEqualTo(1);
    assertThat(JdbcFirstAttempts.choiceIndex("2,0,1", 3)).isEqualTo(-1);
    assertThat(JdbcFirstAttempts.choiceIndex("", 0)).isEqualTo(-1);
  }
}
