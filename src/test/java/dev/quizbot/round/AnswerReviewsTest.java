package dev.quizbot.round;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.quizbot.shard.Shard;
import dev.quizbot.storage.Database;
import dev.quizbot.study.AppliedReview;
import dev.quizbot.study.CardState;
import dev.quizbot.study.FsrsParameters;
import dev.quizbot.study.JdbcMemoryStore;
import dev.quizbot.study.JdbcReviewLog;
import dev.quizbot.study.MemoryState;
import dev.quizbot.study.ReviewApplier;
import dev.quizbot.study.ReviewLog;
import dev.quizbot.study.Schedulers;
import dev.quizbot.study.StudyReview;
import dev.quizbot.testing.AnswerStores;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Issue 16: every first answer to a round is a review, stored in the answer's transaction. */
final class AnswerReviewsTest {

  private static final Instant T = Instant.parse("2026-03-02T10:00:00Z");
  private static final long GUILD = 9001;

  @TempDir Path dir;
  private Database database;
  private JdbcReviewLog reviews;
  private JdbcAnswerStore store;
  private JdbcMemoryStore memory;

  @BeforeEach
  void open() {
    database = Database.openSqlite(dir.resolve("answers.db"));
    new JdbcRoundStore(database, Shard.ALL).insert(PostedRounds.quiz(1, GUILD, T));
    reviews =
        new JdbcReviewLog(
            database, new ReviewApplier(new Schedulers(FsrsParameters.defaults().withFuzz(false))));
    store = AnswerStores.withReviews(database, reviews);
    memory = new JdbcMemoryStore(database);
  }

  @AfterEach
  void close() {
    database.close();
  }

  private static StoredAnswer answer(long user, boolean correct, boolean daily, long roundId) {
    return new StoredAnswer(
        roundId,
        GUILD,
        user,
        correct ? 0 : 1,
        correct,
        correct ? 10 : 0,
        T.plusSeconds(5),
        false,
        "communication",
        "q-1",
        daily,
        Optional.of(Duration.ofSeconds(5)));
  }

  @Test
  @DisplayName("a right first answer makes a Good review, a wrong one an Again, with the answer")
  void rightIsGoodWrongIsAgain() throws Exception {
    store.saveAll(List.of(answer(11, true, false, 1), answer(12, false, false, 1)));

    MemoryState right = memory.find(11, "q-1").orElseThrow();
    MemoryState wrong = memory.find(12, "q-1").orElseThrow();
    assertThat(right.reps()).isEqualTo(1);
    assertThat(wrong.reps()).isEqualTo(1);
    // Good from new: the second learning step (10 min); Again: the first (1 min).
    assertThat(right.due()).isEqualTo(T.plusSeconds(5).plus(Duration.ofMinutes(10)));
    assertThat(wrong.due()).isEqualTo(T.plusSeconds(5).plus(Duration.ofMinutes(1)));
    assertThat(right.state()).isEqualTo(CardState.LEARNING);
    assertThat(ratings()).containsExactly("11 CHANNEL 1 3", "12 CHANNEL 1 1");
    assertThat(reviews.countSince(11, T)).isEqualTo(1);
  }

  @Test
  @DisplayName("a replayed answer (restart re-grade, retried batch) is stored and reviewed once")
  void replayCountsOnce() throws Exception {
    store.saveAll(List.of(answer(11, true, false, 1)));
    MemoryState once = memory.find(11, "q-1").orElseThrow();

    store.saveAll(List.of(answer(11, true, false, 1)));
    store.saveAll(List.of(answer(11, false, false, 1), answer(11, true, false, 1)));

    assertThat(memory.find(11, "q-1")).contains(once);
    assertThat(ratings()).containsExactly("11 CHANNEL 1 3");
    assertThat(store.answersOf(1)).hasSize(1);
  }

  @Test
  @DisplayName("a daily round's answer is a DAILY review keyed by its round")
  void dailySource() throws Exception {
    new JdbcRoundStore(database, Shard.ALL).insert(PostedRounds.quiz(2, GUILD, T));
    store.saveAll(List.of(answer(11, false, true, 2)));
    assertThat(ratings()).containsExactly("11 DAILY 2 1");
  }

  @Test
  @DisplayName("a review that cannot be stored rolls its answer back: never one without the other")
  void sameTransaction() throws Exception {
    ReviewLog broken =
        new ReviewLog() {
          @Override
          public List<AppliedReview> apply(Connection connection, List<StudyReview> list)
              throws SQLException {
            reviews.apply(connection, list); // written, then the transaction fails
            throw new SQLException("disk full (test)");
          }

          @Override
          public List<AppliedReview> apply(List<StudyReview> list) {
            throw new UnsupportedOperationException();
          }

          @Override
          public int countSince(long memberId, Instant since) {
            return 0;
          }

          @Override
          public dev.quizbot.study.RetentionCount retentionSince(long memberId, Instant since) {
            throw new UnsupportedOperationException();
          }

          @Override
          public int streak(long memberId, ZoneId zone, LocalDate today) {
            return 0;
          }
        };
    JdbcAnswerStore failing = AnswerStores.withReviews(database, broken);

    assertThatThrownBy(() -> failing.saveAll(List.of(answer(11, true, false, 1))))
        .hasMessageContaining("cannot store 1 answers");

    assertThat(store.answersOf(1)).isEmpty();
    assertThat(memory.find(11, "q-1")).isEmpty();
    assertThat(ratings()).isEmpty();
    // The batch retried on a working store: answer and review both, once.
    store.saveAll(List.of(answer(11, true, false, 1)));
    assertThat(store.answersOf(1)).hasSize(1);
    assertThat(ratings()).containsExactly("11 CHANNEL 1 3");
  }

  @Test
  @DisplayName("answers without a question (totals-only callers) make no review")
  void noQuestionNoReview() throws Exception {
    store.saveAll(List.of(new StoredAnswer(1, GUILD, 11, 0, true, 10, T, false, "communication")));
    assertThat(store.answersOf(1)).hasSize(1);
    assertThat(ratings()).isEmpty();
  }

  private List<String> ratings() throws SQLException {
    try (Connection c = database.connection();
        Statement st = c.createStatement();
        ResultSet rs =
            st.executeQuery(
                "SELECT user_id, source, source_id, rating FROM study_reviews"
                    + " ORDER BY user_id, source_id")) {
      List<String> rows = new java.util.ArrayList<>();
      while (rs.next()) {
        rows.add(rs.getLong(1) + " " + rs.getString(2) + " " + rs.getLong(3) + " " + rs.getInt(4));
      }
      return rows;
    }
  }
}
