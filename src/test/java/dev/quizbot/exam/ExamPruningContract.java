package dev.quizbot.exam;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.storage.Database;
import dev.quizbot.testing.TestClock;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A member's exams are bounded (issue 28): one running at a time, and only the latest {@link
 * AbandonedExams#KEEP} abandoned ones stored. On SQLite ({@link ExamPruningSqliteTest}) and
 * PostgreSQL ({@link ExamPruningPostgresTest}).
 */
abstract class ExamPruningContract {
  private static final long ALICE = ExamStorageContract.ALICE;
  private static final long BOB = ExamStorageContract.BOB;
  private static final int LOOPS = 50;

  private final List<Database> opened = new ArrayList<>();
  private final AtomicLong ids = new AtomicLong(9_000);
  private TestClock clock;

  abstract Database openDatabase();

  @BeforeEach
  void startClock() {
    clock = new TestClock(ExamStorageContract.T0);
  }

  @AfterEach
  void closeAll() {
    opened.forEach(Database::close);
  }

  private ExamWorld world() {
    Database db = openDatabase();
    opened.add(db);
    return new ExamWorld(db, clock, ExamStorageContract.BANK, ids);
  }

  private long startExam(ExamWorld w, long member) {
    ExamStart start = w.service.start(member, ExamRequest.defaults());
    assertThat(start.kind()).isEqualTo(ExamStart.Kind.STARTED);
    return start.exam().orElseThrow().examId();
  }

  private static long submitted(ExamWorld w, long member) {
    ExamState exam = w.service.start(member, ExamRequest.defaults()).exam().orElseThrow();
    for (int i = 0; i < exam.items().size(); i++) {
      int right =
          ExamStorageContract.BANK.question(exam.item(i).questionId()).orElseThrow().answerIndex();
      w.service.answer(member, exam.examId(), i, right);
    }
    ExamOutcome outcome = w.service.submit(member, exam.examId(), true);
    assertThat(outcome.status()).isEqualTo(ExamOutcome.Status.SUBMITTED);
    return exam.examId();
  }

  private static long count(ExamWorld w, String sql, long member) {
    return w.rows(sql, member).get(0).get(0) instanceof Number n ? n.longValue() : -1;
  }

  @Test
  @DisplayName(
      "50 start + abandon loops leave the latest 10 abandoned exams; the submitted exam, its"
          + " questions and reviews, and another member's exams stay")
  void startAbandonLoop() {
    ExamWorld w = world();
    long kept = submitted(w, ALICE);
    long reviews = w.count("SELECT COUNT(*) FROM study_reviews");
    startExam(w, BOB);
    assertThat(w.service.abandon(BOB)).isTrue();
    int perExam = ExamStorageContract.DECK.exam().questions();

    List<Long> abandoned = new ArrayList<>();
    for (int i = 0; i < LOOPS; i++) {
      clock.advance(Duration.ofMinutes(1));
      abandoned.add(startExam(w, ALICE));
      assertThat(w.service.abandon(ALICE)).isTrue();
      assertThat(
              count(
                  w,
                  "SELECT COUNT(*) FROM exams WHERE user_id = ? AND status = 'ABANDONED'",
                  ALICE))
          .as("after loop %d", i + 1)
          .isLessThanOrEqualTo(AbandonedExams.KEEP);
    }

    List<Long> stored = new ArrayList<>();
    w.rows(
            "SELECT exam_id FROM exams WHERE user_id = ? AND status = 'ABANDONED'"
                + " ORDER BY started_at",
            ALICE)
        .forEach(row -> stored.add(((Number) row.get(0)).longValue()));
    assertThat(stored).isEqualTo(abandoned.subList(LOOPS - AbandonedExams.KEEP, LOOPS));
    assertThat(w.count("SELECT COUNT(*) FROM exam_questions"))
        .as("the kept abandoned, the submitted and bob's exams' questions; no orphans")
        .isEqualTo((AbandonedExams.KEEP + 2L) * perExam);
    assertThat(count(w, "SELECT COUNT(*) FROM exam_questions WHERE exam_id = ?", kept))
        .isEqualTo(perExam);
    assertThat(w.service.report(ALICE, kept)).isPresent();
    assertThat(w.count("SELECT COUNT(*) FROM study_reviews")).isEqualTo(reviews);
    assertThat(count(w, "SELECT COUNT(*) FROM exams WHERE user_id = ?", BOB)).isOne();
    assertThat(w.service.history(ALICE, 100)).hasSize(AbandonedExams.KEEP + 1);
  }

  @Test
  @DisplayName("abandoned exams stored before the limit are pruned at the member's next start")
  void olderPilePrunedAtStart() throws SQLException {
    ExamWorld w = world();
    for (int i = 0; i < 15; i++) {
      clock.advance(Duration.ofMinutes(1));
      long exam = startExam(w, BOB + 1 + i);
      // As an older version left them: alice's abandoned exams, none pruned.
      try (Connection c = w.database.connection();
          PreparedStatement ps =
              c.prepareStatement(
                  "UPDATE exams SET status = 'ABANDONED', user_id = ? WHERE exam_id = ?")) {
        ps.setLong(1, ALICE);
        ps.setLong(2, exam);
        ps.executeUpdate();
      }
    }
    assertThat(w.count("SELECT COUNT(*) FROM exams WHERE status = 'ABANDONED'")).isEqualTo(15);

    clock.advance(Duration.ofMinutes(1));
    long running = startExam(w, ALICE);

    assertThat(w.count("SELECT COUNT(*) FROM exams WHERE status = 'ABANDONED'"))
        .isEqualTo(AbandonedExams.KEEP);
    assertThat(w.service.running(ALICE).orElseThrow().examId()).isEqualTo(running);
  }

  @Test
  @DisplayName("two processes starting a member's exam at once: one runs, the other is offered it")
  void oneRunningExam() throws Exception {
    ExamWorld a = world();
    ExamWorld b = world();
    for (int round = 0; round < 5; round++) {
      CyclicBarrier barrier = new CyclicBarrier(2);
      ExecutorService pool = Executors.newFixedThreadPool(2);
      try {
        List<Callable<ExamStart>> both = new ArrayList<>();
        for (ExamWorld w : List.of(a, b)) {
          both.add(
              () -> {
                barrier.await();
                return w.service.start(ALICE, ExamRequest.defaults());
              });
        }
        List<ExamStart.Kind> kinds = new ArrayList<>();
        for (Future<ExamStart> f : pool.invokeAll(both)) {
          kinds.add(f.get().kind());
        }
        assertThat(kinds)
            .as("round %d", round)
            .containsExactlyInAnyOrder(ExamStart.Kind.STARTED, ExamStart.Kind.ALREADY_RUNNING);
      } finally {
        pool.shutdown();
      }
      assertThat(a.count("SELECT COUNT(*) FROM exams WHERE status = 'RUNNING'")).isOne();
      assertThat(a.service.abandon(ALICE)).isTrue();
    }
  }
}
