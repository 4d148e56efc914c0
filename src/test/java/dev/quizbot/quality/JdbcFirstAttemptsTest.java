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
  static final long M9 = 950_000_000_000_000_009L;

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
              if (a.memberId() >= M7 && a.memberId() <= M9) { // a shared database has others
                read.add(a);
              }
            });
    return read;
  }

  /**
   * The answers of the other sources, around {@link #seed}'s: each changes a first attempt only
   * when it came strictly before the member's first channel answer to that question.
   */
  static void seedOtherSources(Database db) throws Exception {
    AnswerSeed seed = new AnswerSeed(db, AnswerSeed.FIRST_ROUND + 100);
    // M7 reviews q2 after its channel answer (2,500): nothing changes
    seed.reviewAnswer(M7, "q2", false, 3_000);
    // M8 met q1 in /review (4,000) before its channel answer (5,600): that answer is practice
    seed.reviewAnswer(M8, "q1", true, 4_000);
    // M9 answered q2 in an exam (1,000; reviewed at the submission, 9,000) before the channel
    // (2,600); and q1 in the channel (1,600) before an exam answer (1,700) and a review (1,800)
    long q2 = seed.round("q2", "1,0", 0, 2_100);
    long q1 = seed.round("q1", "0,1,2", 1, 1_100);
    seed.examAnswer(M9, "q2", 0, 1_000, 9_000);
    seed.answer(q2, M9, 1, true, 2_600);
    seed.answer(q1, M9, 1, true, 1_600);
    seed.examAnswer(M9, "q1", 2, 1_700, 1_750);
    seed.reviewAnswer(M9, "q1", true, 1_800);
    // a review at the very instant of M7's channel answer to q1 (1,500) is not earlier
    seed.reviewAnswer(M7, "q1", true, 1_500);
  }

  static final List<FirstAttempt> EXPECTED_WITH_OTHER_SOURCES =
      List.of(
          new FirstAttempt(M7, "q1", 2, false),
          new FirstAttempt(M7, "q2", 0, true),
          new FirstAttempt(M9, "q1", 1, true));

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
  @DisplayName(
      "an answer in /review or an exam before the channel answer makes it practice; after, not")
  void otherSourcesFirst() throws Exception {
    // GIVEN the channel answers and answers from /review and exams before and after some of them
    Path file = dir.resolve("quizbot.db");
    try (Database db = Database.openSqlite(file)) {
      seed(db);
      seedOtherSources(db);
    }
    // THEN M8's q1 and M9's q2 (met first elsewhere) are gone; later reviews change nothing
    assertThat(read("jdbc:sqlite:" + file)).containsExactlyElementsOf(EXPECTED_WITH_OTHER_SOURCES);
  }

  @Test
  @DisplayName("an exam answer first given before the channel answer and changed after it counts")
  void changedExamAnswerCountsFromItsFirstPick() throws Exception {
    // GIVEN M7's channel answer to q2 at 2,500, and an exam where M7 first picked q2's answer at
    // 2,000 and changed it at 2,700 (only the change is in answered_at)
    Path file = dir.resolve("quizbot.db");
    try (Database db = Database.openSqlite(file)) {
      seed(db);
      new AnswerSeed(db, AnswerSeed.FIRST_ROUND + 200)
          .changedExamAnswer(M7, "q2", 1, 2_000, 2_700, 9_000);
    }
    // THEN the channel answer is practice: M7 met q2 first in the exam
    assertThat(read("jdbc:sqlite:" + file))
        .containsExactlyElementsOf(
            EXPECTED.stream()
                .filter(a -> !(a.memberId() == M7 && a.questionId().equals("q2")))
                .toList());
  }

  @Test
  @DisplayName("a database from before the study and exam tables: channel answers alone")
  void withoutStudyTables() throws Exception {
    Path file = dir.resolve("quizbot.db");
    try (Database db = Database.openSqlite(file)) {
      seed(db);
      try (var c = db.connection();
          var st = c.createStatement()) {
        st.executeUpdate("DROP TABLE study_reviews");
        st.executeUpdate("DROP TABLE exam_questions");
      }
    }
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
      seedOtherSources(db);
      assertThat(read(url)).containsExactlyElementsOf(EXPECTED_WITH_OTHER_SOURCES);
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
