package dev.quizbot.study;

import static dev.quizbot.study.StudyFixtures.question;
import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.bank.Question;
import dev.quizbot.bank.QuestionBank;
import dev.quizbot.exam.JdbcExamForecasts;
import dev.quizbot.storage.Database;
import dev.quizbot.testing.TestClock;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.assertj.core.data.Offset;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The study stores and services on a real database: {@link StudyStorageSqliteTest} runs these on a
 * SQLite file, {@link StudyStoragePostgresTest} on PostgreSQL. Fuzz is off where intervals are
 * compared with the hand-computed FSRS values of {@code SchedulerGoldenTest}.
 */
abstract class StudyStorageContract {

  static final long ALICE = 300_000_000_000_000_001L;
  static final long BOB = 300_000_000_000_000_002L;
  static final Instant T0 = Instant.parse("2025-03-03T08:00:00Z");
  static final Question ONLY = question("q-one", "deck", "topic");

  private final List<Database> opened = new ArrayList<>();
  TestClock clock;

  /** Opens (another connection pool on) the test's database, migrated. */
  abstract Database openDatabase();

  @BeforeEach
  void startClock() {
    clock = new TestClock(T0);
  }

  @AfterEach
  void closeAll() {
    opened.forEach(Database::close);
  }

  StudyWorld world(QuestionBank bank, Schedulers schedulers) {
    Database db = openDatabase();
    opened.add(db);
    return new StudyWorld(db, clock, bank, schedulers);
  }

  private StudyWorld oneQuestion() {
    return world(StudyFixtures.bank(List.of(ONLY)), StudyWorld.unfuzzed());
  }

  /** Starts (or resumes) Alice's session at {@code at} and answers its current question. */
  private static AnswerResult answerAt(StudyWorld w, Instant at, boolean right) {
    w.clock.set(at);
    ReviewStart start = w.service.start(ALICE, ReviewFilter.none());
    SessionQuestion q = start.question().orElseThrow(() -> new AssertionError(start.toString()));
    return w.service.answer(
        ALICE,
        q.sessionId(),
        q.position(),
        right ? OptionalInt.of(q.question().answerIndex()) : OptionalInt.of(3),
        Duration.ofSeconds(7));
  }

  @Test
  @DisplayName("scripted answers at scripted times give FSRS's golden next-due instants")
  void goldenNextDue() {
    // GIVEN one question and the default retention 0.90
    StudyWorld w = oneQuestion();
    // WHEN answered right, right 10 min later, right at due, wrong at due, right a minute later
    Instant t1 = T0.plus(Duration.ofMinutes(10));
    Instant t2 = t1.plus(Duration.ofDays(2));
    Instant t3 = t2.plus(Duration.ofDays(11));
    AnswerResult first = answerAt(w, T0, true);
    AnswerResult second = answerAt(w, t1, true);
    AnswerResult third = answerAt(w, t2, true);
    AnswerResult lapse = answerAt(w, t3, false);
    // THEN due after 10 min, 2 days, 11 days, 10 min (the miss returns in the session at once)
    assertThat(first.nextDue()).contains(T0.plus(Duration.ofMinutes(10)));
    assertThat(second.nextDue()).contains(t1.plus(Duration.ofDays(2)));
    assertThat(third.nextDue()).contains(t2.plus(Duration.ofDays(11)));
    assertThat(lapse.nextDue()).contains(t3.plus(Duration.ofMinutes(10)));
    assertThat(lapse.next()).map(q -> q.question().id()).contains(ONLY.id());
    // AND right a minute later: S = 1.57184159, 2 days
    Instant t4 = t3.plus(Duration.ofMinutes(1));
    AnswerResult relearnt = answerAt(w, t4, true);
    assertThat(relearnt.nextDue()).contains(t4.plus(Duration.ofDays(2)));
    assertThat(relearnt.interval()).contains(Duration.ofDays(2));
    assertThat(w.memory.find(ALICE, ONLY.id()).orElseThrow().stability())
        .isCloseTo(1.5718415897918618, Offset.offset(1e-9));
    assertThat(relearnt.summary())
        .hasValueSatisfying(
            s -> {
              assertThat(s.answered()).isEqualTo(2);
              assertThat(s.right()).isEqualTo(1);
            });
  }

  @Test
  @DisplayName("the forecast learns from reviews a day or more apart: newest first, right or not")
  void recallHistory() {
    // GIVEN Alice right at once, right 10 min later, right 2 days later, wrong 11 days after that
    StudyWorld w = oneQuestion();
    Instant t1 = T0.plus(Duration.ofMinutes(10));
    Instant t2 = t1.plus(Duration.ofDays(2));
    Instant t3 = t2.plus(Duration.ofDays(11));
    answerAt(w, T0, true);
    answerAt(w, t1, true);
    answerAt(w, t2, true);
    answerAt(w, t3, false);
    // THEN the new question's answer and the same-day repeat are left out; each kept one has the
    // recall the scheduler predicted (near 0.9: both came at their due day) and the guess floor
    JdbcRecallHistory history =
        new JdbcRecallHistory(w.database, id -> id.equals(ONLY.id()) ? 0.25 : 0);
    List<MemoryUncertainty.RecallCheck> checks = history.recent(ALICE);
    assertThat(checks)
        .extracting(MemoryUncertainty.RecallCheck::right)
        .containsExactly(false, true);
    assertThat(checks).allSatisfy(c -> assertThat(c.recall()).isBetween(0.85, 0.95));
    assertThat(checks).extracting(MemoryUncertainty.RecallCheck::guessFloor).containsOnly(0.25);
    // and the stability the scheduler held before each: grown by the right answer 2 days in
    assertThat(checks.get(1).stability()).isGreaterThan(1);
    assertThat(checks.get(0).stability()).isGreaterThan(2 * checks.get(1).stability());
    assertThat(history.recent(BOB)).isEmpty();
  }

  @Test
  @DisplayName("the forecast's prior learns from the members with submitted exams, newest first")
  void priorEvidence() throws SQLException {
    // GIVEN Alice's reviews (two of them a day or more apart) and five more members' exams:
    // Alice's two submitted ones, Bob's submitted earlier, Erin's submitted with no end stored
    // (ordered by its start), Frank's and Gina's submitted (their stored weights unreadable),
    // Carol's running, Dan's abandoned
    StudyWorld w = oneQuestion();
    Instant t1 = T0.plus(Duration.ofMinutes(10));
    Instant t2 = t1.plus(Duration.ofDays(2));
    answerAt(w, T0, true);
    answerAt(w, t1, true);
    answerAt(w, t2, true);
    answerAt(w, t2.plus(Duration.ofDays(11)), false);
    long carol = ALICE + 10;
    long dan = ALICE + 11;
    long erin = ALICE + 12;
    long frank = ALICE + 13;
    deletePriorExams(w); // left by a run stopped midway
    exam(w, EXAM_IDS + 1, ALICE, "SUBMITTED", T0.plus(Duration.ofDays(20)));
    exam(w, EXAM_IDS + 2, ALICE, "SUBMITTED", T0.plus(Duration.ofDays(5)));
    exam(w, EXAM_IDS + 3, BOB, "SUBMITTED", T0.plus(Duration.ofDays(15)));
    exam(w, EXAM_IDS + 4, erin, "SUBMITTED", null);
    exam(w, EXAM_IDS + 5, frank, "SUBMITTED", T0.plus(Duration.ofDays(10)));
    exam(w, EXAM_IDS + 8, frank + 1, "SUBMITTED", T0.plus(Duration.ofDays(11)));
    exam(w, EXAM_IDS + 6, carol, "RUNNING", null);
    exam(w, EXAM_IDS + 7, dan, "ABANDONED", T0.plus(Duration.ofDays(30)));
    try {
      readPriorEvidence(w, erin, frank);
    } finally {
      deletePriorExams(w); // PostgreSQL's scratch database is shared: other tests count exams
    }
  }

  @Test
  @DisplayName(
      "the score correction learns from submitted exams whose stored forecast says how much of the"
          + " deck was seen, newest first, each forecast before its own correction")
  void examOutcomes() throws SQLException {
    // GIVEN five exams with forecasts stored at their start (the ones the writer stores, V27):
    // Alice's submitted (7 of 10), Bob's submitted later (4 of 10), Carol's submitted before V27
    // (no share of the deck stored), Dan's running, Erin's submitted with no score, Frank's
    // submitted, forecast from the default prior
    StudyWorld w = oneQuestion();
    long carol = ALICE + 10;
    long dan = ALICE + 11;
    long erin = ALICE + 12;
    long frank = ALICE + 13;
    deletePriorExams(w);
    try {
      JdbcExamForecasts forecasts = new JdbcExamForecasts(w.database);
      exam(w, EXAM_IDS + 21, ALICE, "SUBMITTED", T0.plus(Duration.ofDays(1)));
      exam(w, EXAM_IDS + 22, BOB, "SUBMITTED", T0.plus(Duration.ofDays(3)));
      exam(w, EXAM_IDS + 23, carol, "SUBMITTED", T0.plus(Duration.ofDays(4)));
      exam(w, EXAM_IDS + 24, dan, "RUNNING", null);
      exam(w, EXAM_IDS + 25, erin, "SUBMITTED", T0.plus(Duration.ofDays(5)));
      exam(w, EXAM_IDS + 26, frank, "SUBMITTED", T0.plus(Duration.ofDays(6)));
      score(w, EXAM_IDS + 26, 8);
      score(w, EXAM_IDS + 21, 7);
      score(w, EXAM_IDS + 22, 4);
      score(w, EXAM_IDS + 23, 9);
      forecasts.record(EXAM_IDS + 21, ALICE, report(61, 0.60, 0.02, 40), 0.7, T0.plusSeconds(1));
      forecasts.record(EXAM_IDS + 22, BOB, report(27, 0.50, 0, 40), 0.7, T0.plusSeconds(3));
      forecasts.record(EXAM_IDS + 24, dan, report(83, 0.70, 0.01, 40), 0.7, T0.plusSeconds(5));
      forecasts.record(EXAM_IDS + 25, erin, report(84, 0.70, 0.01, 40), 0.7, T0.plusSeconds(6));
      // Frank's forecast from the default prior (a terminal learner, or a bot not yet learned)
      forecasts.record(EXAM_IDS + 26, frank, report(85, 0.70, 0, 0), 0.7, T0.plusSeconds(7));
      try (Connection c = w.database.connection();
          PreparedStatement old =
              c.prepareStatement(
                  "INSERT INTO exam_forecasts (exam_id, user_id, predicted_score,"
                      + " pass_probability, pass_mark, score_low, score_high, forecast_at)"
                      + " VALUES (?, ?, 0.5, 0.3, 0.7, 0.4, 0.6, ?)")) {
        old.setLong(1, EXAM_IDS + 23);
        old.setLong(2, carol);
        old.setLong(3, T0.plusSeconds(4).toEpochMilli());
        old.executeUpdate();
      }
      // WHEN the correction's outcomes are read
      List<ScoreCorrection.Outcome> outcomes = new JdbcExamOutcomes(w.database.dataSource()).all();
      // THEN Bob's, then Alice's (on PostgreSQL other tests' exams may be among them: ours are
      // told by their shares of the deck), Alice's forecast read as 0.60 − 0.02
      assertThat(
              outcomes.stream()
                  .filter(o -> List.of(0.61, 0.27, 0.83, 0.84, 0.85).contains(o.deckSeen()))
                  .toList())
          .containsExactly(
              new ScoreCorrection.Outcome(0.27, 0.50, 0.4),
              new ScoreCorrection.Outcome(0.61, 0.60 - 0.02, 0.7));
    } finally {
      deletePriorExams(w);
    }
  }

  /**
   * A forecast of a deck of 100 questions, {@code seen} of them seen, its prior learned from {@code
   * priorMembers}.
   */
  private static ReadinessReport report(
      int seen, double predicted, double correction, int priorMembers) {
    return new ReadinessReport(
        "deck",
        T0,
        List.of(new TopicReadiness("t", 100, seen, 1, predicted, 1 - predicted)),
        predicted,
        0.7,
        new ExamOutlook(10, predicted, 0.4, predicted - 0.1, predicted + 0.1),
        correction,
        priorMembers);
  }

  private static void score(StudyWorld w, long exam, int right) throws SQLException {
    try (Connection c = w.database.connection();
        PreparedStatement ps = c.prepareStatement("UPDATE exams SET score = ? WHERE exam_id = ?")) {
      ps.setInt(1, right);
      ps.setLong(2, exam);
      ps.executeUpdate();
    }
  }

  /** Its exams and their forecasts, and the stored weights no bot would write. */
  private static void deletePriorExams(StudyWorld w) throws SQLException {
    try (Connection c = w.database.connection();
        PreparedStatement forecasts =
            c.prepareStatement("DELETE FROM exam_forecasts WHERE exam_id > ?");
        PreparedStatement exams = c.prepareStatement("DELETE FROM exams WHERE exam_id > ?");
        PreparedStatement weights =
            c.prepareStatement(
                "DELETE FROM study_member_parameters WHERE user_id BETWEEN ? AND ?")) {
      forecasts.setLong(1, EXAM_IDS);
      forecasts.executeUpdate();
      exams.setLong(1, EXAM_IDS);
      exams.executeUpdate();
      weights.setLong(1, ALICE + 13); // Frank and Gina
      weights.setLong(2, ALICE + 14);
      weights.executeUpdate();
    }
  }

  /** Exam ids of {@link #priorEvidence} and {@link #examOutcomes}, apart from other tests'. */
  private static final long EXAM_IDS = 9_100_000_000L;

  private static void readPriorEvidence(StudyWorld w, long erin, long frank) throws SQLException {
    JdbcRecallHistory history = new JdbcRecallHistory(w.database, id -> 0.25);
    // Bob on weights of his own, Frank's and Gina's stored weights ones the store refuses
    JdbcMemberParametersStore parameters = new JdbcMemberParametersStore(w.database);
    List<Double> bobsWeights = new ArrayList<>(FsrsParameters.DEFAULT_WEIGHTS);
    bobsWeights.set(20, 0.3);
    parameters.save(
        new MemberParameters(BOB, Optional.of(bobsWeights), false, Optional.of(T0), 400, T0, 400));
    storeWeights(w, frank, "0.4,not a number");
    storeWeights(w, frank + 1, "0.4,1.2"); // too few: no decay
    // WHEN the evidence is read
    List<PopulationPrior.Evidence> evidence = new ArrayList<>();
    new JdbcPriorEvidence(w.database, history, parameters::weights).each(evidence::add);
    // THEN Alice (newest exam), Bob, Erin, once each (on PostgreSQL other tests' exam-takers may be
    // among them): her checks as the forecast reads them, theirs none; each with the decay of the
    // weights in use; Frank and Gina left out
    List<PopulationPrior.Evidence> ours =
        evidence.stream()
            .filter(e -> List.of(ALICE, BOB, erin, frank, frank + 1).contains(e.member()))
            .toList();
    assertThat(ours).extracting(PopulationPrior.Evidence::member).containsExactly(ALICE, BOB, erin);
    assertThat(ours.get(0).checks()).hasSize(2).isEqualTo(history.recent(ALICE));
    assertThat(ours.get(0).decay()).isEqualTo(FsrsParameters.DEFAULT_WEIGHTS.get(20));
    assertThat(ours.get(1).checks()).isEmpty();
    assertThat(ours.get(1).decay()).isEqualTo(0.3);
    assertThat(ours.get(2).decay()).isEqualTo(FsrsParameters.DEFAULT_WEIGHTS.get(20));
  }

  /** A member's stored weights as text, as no bot would write them. */
  private static void storeWeights(StudyWorld w, long member, String weights) throws SQLException {
    try (Connection c = w.database.connection();
        PreparedStatement ps =
            c.prepareStatement(
                "INSERT INTO study_member_parameters (user_id, weights, guessing, fitted_at,"
                    + " fitted_reviews, checked_at, checked_reviews) VALUES (?, ?, 0, ?, 400, ?,"
                    + " 400)")) {
      ps.setLong(1, member);
      ps.setString(2, weights);
      ps.setLong(3, T0.toEpochMilli());
      ps.setLong(4, T0.toEpochMilli());
      ps.executeUpdate();
    }
  }

  /** A bare exam row: only its member, status and end matter to the prior. */
  private static void exam(StudyWorld w, long id, long member, String status, Instant finished)
      throws SQLException {
    try (Connection c = w.database.connection();
        PreparedStatement ps =
            c.prepareStatement(
                "INSERT INTO exams (exam_id, user_id, deck_id, question_count, minutes,"
                    + " time_factor, pass_percent, started_at, ends_at, position, status,"
                    + " finished_at) VALUES (?, ?, 'deck', 10, 30, 1.0, 70, ?, ?, 0, ?, ?)")) {
      ps.setLong(1, id);
      ps.setLong(2, member);
      ps.setLong(3, T0.toEpochMilli());
      ps.setLong(4, T0.plus(Duration.ofMinutes(30)).toEpochMilli());
      ps.setString(5, status);
      if (finished == null) {
        ps.setNull(6, java.sql.Types.BIGINT);
      } else {
        ps.setLong(6, finished.toEpochMilli());
      }
      ps.executeUpdate();
    }
  }

  @Test
  @DisplayName("a member's retention of 0.80 gives the longer intervals FSRS computes for it")
  void retentionChangesIntervals() {
    // GIVEN Alice's desired retention 0.80
    StudyWorld w = oneQuestion();
    w.settings.save(StudySettings.defaults(ALICE).withRetention(0.80, T0));
    // WHEN the same script as at 0.90, each answer at the due instant
    Instant t1 = T0.plus(Duration.ofMinutes(10));
    AnswerResult first = answerAt(w, T0, true);
    AnswerResult second = answerAt(w, t1, true);
    // THEN S = 2.3065 is due at R = 0.80 after round(7.65) = 8 days (2 at 0.90)
    assertThat(first.nextDue()).contains(t1);
    assertThat(second.nextDue()).contains(t1.plus(Duration.ofDays(8)));
    // AND right at due (R = 0.79575): S = 22.78405, 76 days
    Instant t2 = t1.plus(Duration.ofDays(8));
    assertThat(answerAt(w, t2, true).nextDue()).contains(t2.plus(Duration.ofDays(76)));
    // AND wrong at due, right a minute later: S = 2.56528 (the short-term gain is kept at 1), 9 d
    Instant t3 = t2.plus(Duration.ofDays(76));
    answerAt(w, t3, false);
    Instant t4 = t3.plus(Duration.ofMinutes(1));
    assertThat(answerAt(w, t4, true).nextDue()).contains(t4.plus(Duration.ofDays(9)));
  }

  @Test
  @DisplayName("a question retired while a session holds it is passed over, never asked")
  void retiredDuringSessionIsPassedOver() {
    // GIVEN a session planned over a, b, c
    Question b = question("b", "d", "t");
    QuestionBank bank =
        StudyFixtures.bank(List.of(question("a", "d", "t"), b, question("c", "d", "t")));
    StudyWorld w = world(bank, Schedulers.defaults());
    SessionQuestion first = w.service.start(ALICE, ReviewFilter.none()).question().orElseThrow();
    assertThat(first.question().id()).isEqualTo("a");

    // WHEN b is retired (the bank reloaded) before it comes up
    Question retired =
        new Question(
            b.id(),
            b.deckId(),
            b.topic(),
            b.prompt(),
            b.choices(),
            b.answerIndex(),
            b.explanation(),
            null,
            null,
            null,
            true,
            null,
            0);
    w.bank.set(
        StudyFixtures.bank(List.of(question("a", "d", "t"), retired, question("c", "d", "t"))));
    AnswerResult answered =
        w.service.answer(
            ALICE, first.sessionId(), first.position(), OptionalInt.of(0), Duration.ofSeconds(3));

    // THEN the next question is c; a new session never plans b
    assertThat(answered.next()).map(q -> q.question().id()).contains("c");
    assertThat(StudyPlanner.candidates(w.bank.get(), ReviewFilter.none()))
        .extracting(Question::id)
        .doesNotContain("b");
  }

  @Test
  @DisplayName(
      "a session resumes after a restart where it was, and a button from before still works")
  void resumesAfterRestart() {
    // GIVEN a session of three new questions, the first answered
    QuestionBank bank =
        StudyFixtures.bank(
            List.of(question("a", "d", "t"), question("b", "d", "t"), question("c", "d", "t")));
    StudyWorld before = world(bank, Schedulers.defaults());
    SessionQuestion first = before.service.start(ALICE, ReviewFilter.none()).question().get();
    AnswerResult answered =
        before.service.answer(
            ALICE, first.sessionId(), first.position(), OptionalInt.of(1), Duration.ofSeconds(3));
    SessionQuestion shown = answered.next().orElseThrow(); // the message on screen at the crash
    // WHEN the bot restarts (a new database pool and service on the same database)
    StudyWorld after = world(bank, Schedulers.defaults());
    clock.advance(Duration.ofMinutes(5));
    ReviewStart resumed = after.service.start(ALICE, ReviewFilter.none());
    // THEN /review start resumes at the same question, and the old button answers it
    assertThat(resumed.kind()).isEqualTo(ReviewStart.Kind.RESUMED);
    assertThat(resumed.question()).contains(shown);
    AnswerResult viaOldButton =
        after.service.answer(
            ALICE, shown.sessionId(), shown.position(), OptionalInt.of(0), Duration.ofSeconds(4));
    assertThat(viaOldButton.status()).isEqualTo(AnswerResult.Status.ANSWERED);
    assertThat(viaOldButton.right()).isTrue();
    // AND the missed first question is still due back within the session
    assertThat(after.sessions.open(ALICE).orElseThrow().queue().missed()).containsExactly("a");
  }

  @Test
  @DisplayName(
      "after rounds in a server, /review serves the missed question first, then the right one")
  void channelMissServedFirst() {
    // GIVEN Alice answered two channel rounds: b wrong (due again in 1 min), a right (in 10 min)
    QuestionBank bank =
        StudyFixtures.bank(
            List.of(question("a", "d", "t"), question("b", "d", "t"), question("c", "d", "t")));
    StudyWorld w = world(bank, Schedulers.defaults());
    w.reviews.apply(
        List.of(
            StudyReview.ofRound(ALICE, "a", false, 1L, true, T0, Optional.empty()),
            StudyReview.ofRound(ALICE, "b", true, 2L, false, T0, Optional.empty())));
    // WHEN she starts a review 30 seconds later
    clock.set(T0.plusSeconds(30));
    ReviewSession s = w.service.start(ALICE, ReviewFilter.none()).session().orElseThrow();
    // THEN both are due by the learn-ahead limit, the miss first, then the new question c
    assertThat(s.queue().questions()).containsExactly("b", "a", "c");
  }

  @Test
  @DisplayName("the same button pressed twice counts once")
  void doubleClickCountsOnce() {
    StudyWorld w = oneQuestion();
    SessionQuestion q = w.service.start(ALICE, ReviewFilter.none()).question().get();
    AnswerResult once =
        w.service.answer(ALICE, q.sessionId(), q.position(), OptionalInt.of(0), Duration.ZERO);
    AnswerResult twice =
        w.service.answer(ALICE, q.sessionId(), q.position(), OptionalInt.of(0), Duration.ZERO);
    assertThat(once.status()).isEqualTo(AnswerResult.Status.ANSWERED);
    assertThat(twice.status()).isEqualTo(AnswerResult.Status.STALE);
    assertThat(count(w, "study_reviews", ALICE)).isEqualTo(1);
    assertThat(w.memory.find(ALICE, ONLY.id()).orElseThrow().reps()).isEqualTo(1);
  }

  @Test
  @DisplayName("a re-graded round answer counts once, whichever transaction records it again")
  void roundAnswerIdempotent() throws SQLException {
    // GIVEN a channel round's answer recorded as a review
    StudyWorld w = oneQuestion();
    StudyReview review =
        StudyReview.ofRound(ALICE, ONLY.id(), false, 77L, true, T0, Optional.empty());
    AppliedReview first = w.reviews.apply(List.of(review)).get(0);
    // WHEN a restart re-grades it inside another transaction, later
    StudyReview again =
        StudyReview.ofRound(
            ALICE, ONLY.id(), false, 77L, true, T0.plusSeconds(90), Optional.empty());
    AppliedReview second = w.database.inTransaction(c -> w.reviews.apply(c, again));
    // THEN one review, the memory state of the first, the second marked duplicate
    assertThat(first.duplicate()).isFalse();
    assertThat(second.duplicate()).isTrue();
    assertThat(second.after()).isEqualTo(first.after());
    assertThat(count(w, "study_reviews", ALICE)).isEqualTo(1);
    assertThat(w.memory.find(ALICE, ONLY.id())).contains(first.after());
  }

  @Test
  @DisplayName(
      "a review recorded in the caller's transaction disappears when the caller rolls back")
  void rolledBackWithCaller() throws SQLException {
    StudyWorld w = oneQuestion();
    StudyReview review =
        StudyReview.ofRound(
            ALICE, ONLY.id(), true, 5L, false, T0, Optional.of(Duration.ofSeconds(2)));
    try (Connection c = w.database.connection()) {
      c.setAutoCommit(false);
      w.reviews.apply(c, review);
      c.rollback();
      c.setAutoCommit(true);
    }
    assertThat(w.memory.find(ALICE, ONLY.id())).isEmpty();
    assertThat(count(w, "study_reviews", ALICE)).isZero();
  }

  @Test
  @DisplayName("the day's new-question limit counts new ones introduced earlier that day anywhere")
  void newLimitCountsToday() {
    // GIVEN a limit of 2, and one question first answered in a channel earlier today (Berlin)
    List<Question> five = new ArrayList<>();
    for (int i = 0; i < 5; i++) {
      five.add(question("n" + i, "d", "t"));
    }
    StudyWorld w = world(StudyFixtures.bank(five), Schedulers.defaults());
    w.settings.save(
        StudySettings.defaults(ALICE)
            .withDailyNewLimit(2, T0)
            .withReminder(LocalTime.of(9, 0), ZoneId.of("Europe/Berlin"), T0));
    w.reviews.apply(
        List.of(
            StudyReview.ofRound(
                ALICE, "n0", false, 1L, true, T0.minus(Duration.ofDays(3)), Optional.empty()),
            StudyReview.ofRound(ALICE, "n4", false, 2L, true, T0, Optional.empty())));
    // WHEN a session starts an hour later (n0 is due: 3 days since its 10-minute step)
    clock.set(T0.plus(Duration.ofHours(1)));
    ReviewSession s = w.service.start(ALICE, ReviewFilter.none()).session().orElseThrow();
    // THEN the due ones, most overdue first (n0, then n4 past its 10-minute step), and one new
    // question: n4 used one of today's two
    assertThat(s.queue().questions()).containsExactly("n0", "n4", "n1");
  }

  @Test
  @DisplayName("another member never sees this member's sessions, states, stats or answers")
  void membersAreSeparate() {
    // GIVEN Alice has answered and has an open session
    QuestionBank bank =
        StudyFixtures.bank(List.of(question("a", "d", "t"), question("b", "d", "t")));
    StudyWorld w = world(bank, Schedulers.defaults());
    SessionQuestion alices = w.service.start(ALICE, ReviewFilter.none()).question().get();
    w.service.answer(ALICE, alices.sessionId(), 0, OptionalInt.of(0), Duration.ZERO);
    // WHEN Bob starts, looks at his stats and presses Alice's button
    ReviewStart bobs = w.service.start(BOB, ReviewFilter.none());
    StudyStats bobStats = w.stats.stats(BOB);
    AnswerResult intrusion =
        w.service.answer(BOB, alices.sessionId(), 1, OptionalInt.of(0), Duration.ZERO);
    // THEN Bob has his own new session over both questions and no data of hers
    assertThat(bobs.kind()).isEqualTo(ReviewStart.Kind.STARTED);
    assertThat(bobs.session().orElseThrow().sessionId()).isNotEqualTo(alices.sessionId());
    assertThat(bobs.session().get().queue().questions()).containsExactly("a", "b");
    assertThat(bobStats.reviewedToday()).isZero();
    assertThat(w.memory.allOf(BOB)).isEmpty();
    assertThat(intrusion.status()).isEqualTo(AnswerResult.Status.NO_SESSION);
    assertThat(w.sessions.open(ALICE).orElseThrow().queue().position()).isEqualTo(1);
  }

  @Test
  @DisplayName("the language a reminder was set in is kept, and a later settings save keeps it")
  void reminderLanguageKept() {
    StudyWorld w = oneQuestion();
    // GIVEN a member without a stored language: none (reminders in English)
    w.settings.save(StudySettings.defaults(ALICE).withRetention(0.85, T0));
    assertThat(w.settings.reminderLanguage(ALICE)).isEmpty();
    // WHEN /review remind stores German, and later /review settings saves the row again
    w.settings.rememberReminderLanguage(ALICE, "de");
    w.settings.save(StudySettings.defaults(ALICE).withRetention(0.9, T0));
    // THEN German is still known for her, and Bob has none
    assertThat(w.settings.reminderLanguage(ALICE)).contains("de");
    assertThat(w.settings.reminderLanguage(BOB)).isEmpty();
  }

  @Test
  @DisplayName("reset deletes exactly that member's study rows, and nothing else")
  void resetDeletesOnlyThatMember() throws SQLException {
    // GIVEN both members with states, reviews, settings, sessions, reminder claims and DM channels
    QuestionBank bank =
        StudyFixtures.bank(List.of(question("a", "d", "t"), question("b", "d", "t")));
    StudyWorld w = world(bank, Schedulers.defaults());
    for (long member : List.of(ALICE, BOB)) {
      w.settings.save(StudySettings.defaults(member).withRetention(0.85, T0));
      SessionQuestion q = w.service.start(member, ReviewFilter.none()).question().get();
      w.service.answer(member, q.sessionId(), 0, OptionalInt.of(0), Duration.ZERO);
      w.reminders.insert(member, LocalDate.parse("2025-03-03"), ReminderStatus.CLAIMED, "p", T0);
      new JdbcDmChannelStore(w.database).remember(member, member + 7, T0);
      new JdbcMemberParametersStore(w.database).resetToDefaults(member, T0);
    }
    insertGuildSettings(w.database);
    Map<String, Integer> bobBefore = counts(w, BOB);
    // WHEN Alice resets
    int deleted = w.reset.reset(ALICE);
    // THEN her rows are gone: 1 state, 1 review, 1 settings row, 1 session, 1 claim, her DM
    // channel,
    // her memory-model row
    assertThat(deleted).isEqualTo(7);
    assertThat(counts(w, ALICE)).allSatisfy((table, n) -> assertThat(n).as(table).isZero());
    // AND Bob's rows and the server's settings are untouched
    assertThat(counts(w, BOB)).isEqualTo(bobBefore);
    assertThat(bobBefore).allSatisfy((table, n) -> assertThat(n).as(table).isEqualTo(1));
    assertThat(scalar(w.database, "SELECT COUNT(*) FROM guild_settings WHERE guild_id = 4242"))
        .isEqualTo(1);
    // AND Alice studies again from the defaults
    assertThat(w.settings.get(ALICE).desiredRetention()).isEqualTo(0.90);
  }

  @Test
  @DisplayName("stats: due now, reviewed today, streak and 30-day true retention of Review answers")
  void stats() {
    // GIVEN one question learnt over three days in a row and then a lapse
    StudyWorld w = oneQuestion();
    Instant t1 = T0.plus(Duration.ofMinutes(10));
    answerAt(w, T0, true); // learning
    answerAt(w, t1, true); // learning → review, due in 2 days
    Instant t2 = t1.plus(Duration.ofDays(1));
    w.reviews.apply(
        List.of(StudyReview.ofRound(ALICE, ONLY.id(), true, 9L, false, t2, Optional.empty())));
    Instant t3 = t2.plus(Duration.ofDays(1));
    w.reviews.apply(
        List.of(StudyReview.ofRound(ALICE, ONLY.id(), true, 10L, true, t3, Optional.empty())));
    // WHEN the stats are read 11 minutes after the last answer
    clock.set(t3.plus(Duration.ofMinutes(11)));
    StudyStats stats = w.stats.stats(ALICE);
    // THEN the miss (a Review answer) and the relearning answer are in: retention 0 of 1
    assertThat(stats.retention30()).isEqualTo(new RetentionCount(1, 0));
    assertThat(stats.reviewedToday()).isEqualTo(1);
    assertThat(stats.streak()).isEqualTo(3);
    assertThat(stats.dueNow()).isZero(); // relearnt: due in days again
  }

  @Test
  @DisplayName("settings round-trip every field; a member without a row has the defaults")
  void settingsRoundTrip() {
    StudyWorld w = oneQuestion();
    StudySettings mine =
        StudySettings.defaults(ALICE)
            .withRetention(0.93, T0)
            .withDailyNewLimit(5, T0)
            .withExamDate(Optional.of(LocalDate.parse("2025-06-30")), T0)
            .withReminder(LocalTime.of(7, 45), ZoneId.of("America/New_York"), T0)
            .withExamTimeFactor(1.25, T0);
    w.settings.save(mine);
    assertThat(w.settings.find(ALICE)).contains(mine);
    assertThat(w.settings.withRemindersOn()).containsExactly(mine);
    assertThat(w.settings.get(BOB)).isEqualTo(StudySettings.defaults(BOB));
    w.settings.save(mine.withRemindersOff(T0));
    assertThat(w.settings.withRemindersOn()).isEmpty();
  }

  @Test
  @DisplayName("one open session per member; a change over an old version is refused")
  void sessionsAreCompareAndSet() {
    StudyWorld w = oneQuestion();
    ReviewSession s =
        ReviewSession.start(1L, ALICE, T0, ReviewFilter.none(), ReviewQueue.of(List.of("x", "y")));
    ReviewSession other =
        ReviewSession.start(2L, ALICE, T0, ReviewFilter.none(), ReviewQueue.of(List.of("x")));
    assertThat(w.sessions.create(s)).isTrue();
    assertThat(w.sessions.create(other)).isFalse();
    ReviewSession next = s.with(s.queue().skip(), T0);
    assertThat(w.sessions.update(s, next)).isTrue();
    assertThat(w.sessions.update(s, next)).isFalse();
    assertThat(w.sessions.find(1L)).contains(next);
  }

  @Test
  @DisplayName("reminder claims: the second claim for a date loses, finishing needs the attempt")
  void reminderClaimsAreExclusive() {
    StudyWorld w = oneQuestion();
    LocalDate day = LocalDate.parse("2025-03-03");
    boolean a = w.reminders.insert(ALICE, day, ReminderStatus.CLAIMED, "a", T0);
    boolean b = w.reminders.insert(ALICE, day, ReminderStatus.CLAIMED, "b", T0);
    boolean failed = w.reminders.markFailed(ALICE, day, "a", 1, "HTTP 500");
    boolean c = w.reminders.reclaim(ALICE, day, ReminderStatus.FAILED, 1, "c", T0);
    boolean d = w.reminders.reclaim(ALICE, day, ReminderStatus.FAILED, 1, "d", T0);
    boolean staleOwner = w.reminders.markSent(ALICE, day, "a", 1);
    boolean owner = w.reminders.markSent(ALICE, day, "c", 2);
    assertThat(List.of(a, b, failed, c, d, staleOwner, owner))
        .containsExactly(true, false, true, true, false, false, true);
    ReminderClaim claim = w.reminders.find(ALICE, day).orElseThrow();
    assertThat(claim.status()).isEqualTo(ReminderStatus.SENT);
    assertThat(claim.attempts()).isEqualTo(2);
    assertThat(w.reminders.insert(BOB, day, ReminderStatus.SKIPPED, "a", T0)).isTrue();
  }

  @Test
  @DisplayName("two processes claiming the same members' reminders at once send each one once")
  void reminderClaimsAcrossProcesses() throws Exception {
    // GIVEN two bot processes (two connection pools) on one database
    StudyWorld a = oneQuestion();
    StudyWorld b = oneQuestion();
    LocalDate day = LocalDate.parse("2025-03-03");
    CyclicBarrier go = new CyclicBarrier(2);
    ExecutorService threads = Executors.newFixedThreadPool(2);
    try {
      // WHEN both claim the date of the same 40 members at the same moment
      Callable<Integer> claimAll =
          () -> {
            StudyWorld w = go.await() == 0 ? a : b;
            int won = 0;
            for (long m = 1; m <= 40; m++) {
              won +=
                  w.reminders.insert(m, day, ReminderStatus.CLAIMED, "p" + w.hashCode(), T0)
                      ? 1
                      : 0;
            }
            return won;
          };
      var first = threads.submit(claimAll);
      var second = threads.submit(claimAll);
      // THEN every member's reminder was won exactly once
      assertThat(first.get() + second.get()).isEqualTo(40);
    } finally {
      threads.shutdownNow();
    }
  }

  private static void insertGuildSettings(Database db) throws SQLException {
    try (Connection c = db.connection();
        Statement st = c.createStatement()) {
      st.executeUpdate(
          "INSERT INTO guild_settings (guild_id, answer_window_seconds, speed_bonus, hide_answers,"
              + " timezone, updated_at) VALUES (4242, 60, TRUE, FALSE, NULL, 0)");
    }
  }

  static Map<String, Integer> counts(StudyWorld w, long member) {
    Map<String, Integer> counts = new TreeMap<>();
    for (String table : JdbcStudyReset.TABLES) {
      counts.put(table, count(w, table, member));
    }
    return counts;
  }

  static int count(StudyWorld w, String table, long member) {
    try (Connection c = w.database.connection();
        PreparedStatement ps =
            c.prepareStatement("SELECT COUNT(*) FROM " + table + " WHERE user_id = ?")) {
      ps.setLong(1, member);
      try (ResultSet rs = ps.executeQuery()) {
        rs.next();
        return rs.getInt(1);
      }
    } catch (SQLException e) {
      throw new IllegalStateException(e);
    }
  }

  private static int scalar(Database db, String sql) throws SQLException {
    try (Connection c = db.connection();
        Statement st = c.createStatement();
        ResultSet rs = st.executeQuery(sql)) {
      rs.next();
      return rs.getInt(1);
    }
  }

  /**
   * Empties the study tables and the row the reset test adds elsewhere (PostgreSQL's shared db).
   */
  static void emptyStudyTables(Database db) throws SQLException {
    try (Connection c = db.connection();
        Statement st = c.createStatement()) {
      for (String table : JdbcStudyReset.TABLES) {
        st.executeUpdate("DELETE FROM " + table);
      }
      st.executeUpdate("DELETE FROM guild_settings WHERE guild_id = 4242");
    }
  }

  @Test
  @DisplayName(
      "a member's DM channel: none at first, stored, replaced, forgotten only if still that one,"
          + " deleted by /review reset")
  void dmChannels() {
    Database db = openDatabase();
    opened.add(db);
    DmChannelStore store = new JdbcDmChannelStore(db);
    long first = 400_000_000_000_000_001L;
    long second = 400_000_000_000_000_002L;

    assertThat(store.find(ALICE)).isEmpty();
    store.remember(ALICE, first, T0);
    store.remember(BOB, first + 10, T0);
    assertThat(store.find(ALICE)).hasValue(first);

    store.remember(ALICE, second, T0.plusSeconds(60));
    assertThat(store.find(ALICE)).hasValue(second);
    store.forget(ALICE, first); // an older id: kept
    assertThat(store.find(ALICE)).hasValue(second);
    store.forget(ALICE, second);
    assertThat(store.find(ALICE)).isEmpty();

    new JdbcStudyReset(db).reset(BOB);
    assertThat(store.find(BOB)).isEmpty();
  }
}
