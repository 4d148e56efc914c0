package dev.quizbot.exam;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.quizbot.bank.Deck;
import dev.quizbot.bank.ExamBlueprint;
import dev.quizbot.bank.Question;
import dev.quizbot.bank.QuestionBank;
import dev.quizbot.bank.ServerIds;
import dev.quizbot.storage.Database;
import dev.quizbot.study.Readiness;
import dev.quizbot.study.ReadinessService;
import dev.quizbot.study.Schedulers;
import dev.quizbot.study.StudySettings;
import dev.quizbot.testing.TestClock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.TreeMap;
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
 * The exam service and its JDBC store on a real database: {@link ExamStorageSqliteTest} on a SQLite
 * file, {@link ExamStoragePostgresTest} on PostgreSQL.
 */
abstract class ExamStorageContract {

  static final long ALICE = 310_000_000_000_000_001L;
  static final long BOB = 310_000_000_000_000_002L;
  static final Instant T0 = Instant.parse("2026-03-03T08:00:00Z");

  static final List<Question> QUESTIONS =
      ExamFixtures.questions("nca", List.of("memory", "parallelism"), List.of(4, 6));
  static final Deck DECK =
      ExamFixtures.deck("nca", QUESTIONS, 5, 10, 60, Map.of("memory", 40, "parallelism", 60));
  static final QuestionBank BANK = ExamFixtures.bank(DECK);

  private final List<Database> opened = new ArrayList<>();
  private final AtomicLong ids = new AtomicLong(5_000);
  TestClock clock;

  abstract Database openDatabase();

  @BeforeEach
  void startClock() {
    clock = new TestClock(T0);
  }

  @AfterEach
  void closeAll() {
    opened.forEach(Database::close);
  }

  ExamWorld world() {
    return world(BANK);
  }

  ExamWorld world(QuestionBank bank) {
    Database db = openDatabase();
    opened.add(db);
    return new ExamWorld(db, clock, bank, ids);
  }

  @Test
  @DisplayName("Start another exam retakes a server deck's exam from that server's bank")
  void againOnAServerDeck() {
    long guild = 7;
    String deckId = ServerIds.deck(guild, "club");
    Deck club =
        ExamFixtures.deck(
            deckId,
            ExamFixtures.questions(deckId, List.of("t"), List.of(4)),
            3,
            10,
            60,
            Map.of("t", 100));
    ExamWorld w = world();
    // The server's deck is in its own bank only, as ServerDeckBanks gives it.
    ExamService service =
        new ExamService(
            g -> g == guild ? ExamFixtures.bank(club) : BANK,
            w.store,
            w.settings,
            clock,
            ids::incrementAndGet);
    ExamStart first =
        service.start(
            ALICE,
            guild,
            new ExamRequest(Optional.of(deckId), OptionalInt.empty(), OptionalInt.empty()));
    long exam = first.exam().orElseThrow().examId();
    service.submit(ALICE, exam, true);

    ExamStart again = service.again(ALICE, exam).orElseThrow();

    assertThat(again.kind()).isEqualTo(ExamStart.Kind.STARTED);
    assertThat(again.exam().orElseThrow().exam().deckId()).isEqualTo(deckId);
  }

  private static ExamRequest request(Integer questions, Integer minutes) {
    return new ExamRequest(
        Optional.empty(),
        questions == null ? OptionalInt.empty() : OptionalInt.of(questions),
        minutes == null ? OptionalInt.empty() : OptionalInt.of(minutes));
  }

  private static int rightChoice(ExamState state, int index) {
    return BANK.question(state.item(index).questionId()).orElseThrow().answerIndex();
  }

  @Test
  @DisplayName("a started exam is stored with the deck's weights, time and pass mark")
  void startStores() {
    ExamWorld w = world();
    ExamStart start = w.service.start(ALICE, ExamRequest.defaults());
    assertThat(start.kind()).isEqualTo(ExamStart.Kind.STARTED);
    ExamState stored = w.service.running(ALICE).orElseThrow();
    assertThat(stored).isEqualTo(start.exam().orElseThrow());
    assertThat(stored.items()).hasSize(5);
    assertThat(stored.items().stream().filter(i -> i.topic().equals("memory"))).hasSize(2);
    assertThat(stored.exam().endsAt()).isEqualTo(T0.plus(Duration.ofMinutes(10)));
    assertThat(stored.exam().passPercent()).isEqualTo(60);
  }

  @Test
  @DisplayName(
      "the forecast at an exam's start is stored beside it (V21); a failing one stops none")
  void forecastStoredAtStart() {
    ExamWorld w = world();
    ReadinessService readiness =
        new ReadinessService(
            () -> BANK,
            w.memory,
            w.settings,
            new Readiness(Schedulers.defaults().forecaster()),
            clock,
            w.store);
    ExamService forecasting =
        new ExamService(
            g -> BANK,
            new ForecastingExamStore(
                w.store, () -> BANK, readiness::forecastExam, new JdbcExamForecasts(w.database)),
            w.settings,
            clock,
            ids::incrementAndGet);

    long exam = forecasting.start(ALICE, ExamRequest.defaults()).exam().orElseThrow().examId();

    // Nothing studied: each of the 5 four-choice questions right with 0.25. Pass mark 60 %: 3 of
    // 5. P(≥ 3) = 10 · 0.25³ · 0.75² + 5 · 0.25⁴ · 0.75 + 0.25⁵ = 0.103515625. P(≤ 0) = 0.237,
    // P(≤ 2) = 0.896, P(≤ 3) = 0.984: the 10th percentile is 0 of 5, the 90th 3 of 5.
    assertThat(
            w.rows(
                "SELECT user_id, predicted_score, pass_probability, pass_mark, score_low,"
                    + " score_high, forecast_at, deck_seen, score_correction, prior_members"
                    + " FROM exam_forecasts WHERE exam_id = ?",
                exam))
        .singleElement()
        .satisfies(
            row -> {
              assertThat(((Number) row.get(0)).longValue()).isEqualTo(ALICE);
              assertThat(((Number) row.get(1)).doubleValue()).isCloseTo(0.25, within(1e-12));
              assertThat(((Number) row.get(2)).doubleValue()).isCloseTo(0.103515625, within(1e-12));
              assertThat(((Number) row.get(3)).doubleValue()).isCloseTo(0.6, within(1e-12));
              assertThat(((Number) row.get(4)).doubleValue()).isZero();
              assertThat(((Number) row.get(5)).doubleValue()).isCloseTo(0.6, within(1e-12));
              assertThat(((Number) row.get(6)).longValue()).isEqualTo(T0.toEpochMilli());
              assertThat(((Number) row.get(7)).doubleValue()).isZero(); // none of the deck seen
              assertThat(((Number) row.get(8)).doubleValue()).isZero(); // nothing learned
              assertThat(((Number) row.get(9)).intValue()).isZero(); // the default prior
            });

    // A forecast that fails: the exam starts all the same, without a forecast
    ExamService failing =
        new ExamService(
            g -> BANK,
            new ForecastingExamStore(
                w.store,
                () -> BANK,
                (member, deck, n, seen, at) -> {
                  throw new IllegalStateException("no memory");
                },
                new JdbcExamForecasts(w.database)),
            w.settings,
            clock,
            ids::incrementAndGet);
    long bobs = failing.start(BOB, ExamRequest.defaults()).exam().orElseThrow().examId();
    assertThat(w.count("SELECT COUNT(*) FROM exams WHERE exam_id = " + bobs)).isEqualTo(1);
    assertThat(w.count("SELECT COUNT(*) FROM exam_forecasts")).isEqualTo(1);

    // /review reset deletes the member's forecasts with her exams
    new dev.quizbot.study.JdbcStudyReset(w.database).reset(ALICE);
    assertThat(w.count("SELECT COUNT(*) FROM exam_forecasts")).isZero();
  }

  @Test
  @DisplayName("an exam's language (V12): none at first, the last one recorded, kept by submission")
  void language() {
    ExamWorld w = world();
    ExamLanguages languages = new JdbcExamLanguages(w.database);
    long exam = w.service.start(ALICE, ExamRequest.defaults()).exam().orElseThrow().examId();
    assertThat(languages.of(exam)).isEmpty();
    languages.remember(exam, "de");
    languages.remember(exam, "ja");
    assertThat(languages.of(exam)).contains("ja");
    assertThat(w.service.submit(ALICE, exam, true).status())
        .isEqualTo(ExamOutcome.Status.SUBMITTED);
    assertThat(languages.of(exam)).contains("ja");
    // an unknown exam: nothing recorded, nothing thrown
    languages.remember(exam + 1_000, "de");
    assertThat(languages.of(exam + 1_000)).isEmpty();
  }

  @Test
  @DisplayName("extra time ×1.5 from the member's settings makes 10 minutes 15")
  void extraTime() {
    ExamWorld w = world();
    w.settings.save(StudySettings.defaults(ALICE).withExamTimeFactor(1.5, T0));
    ExamState exam = w.service.start(ALICE, ExamRequest.defaults()).exam().orElseThrow();
    assertThat(exam.exam().endsAt()).isEqualTo(T0.plus(Duration.ofMinutes(15)));
    assertThat(exam.exam().timeFactor()).isEqualTo(1.5);
  }

  @Test
  @DisplayName("extra time ×1.25 makes 10 minutes 12 min 30 s, and 1 minute 75 s (to the second)")
  void extraTimeQuarter() {
    ExamWorld w = world();
    w.settings.save(StudySettings.defaults(ALICE).withExamTimeFactor(1.25, T0));
    w.settings.save(StudySettings.defaults(BOB).withExamTimeFactor(1.25, T0));
    ExamState exam = w.service.start(ALICE, ExamRequest.defaults()).exam().orElseThrow();
    assertThat(exam.exam().endsAt()).isEqualTo(T0.plus(Duration.ofSeconds(12 * 60 + 30)));
    assertThat(exam.exam().timeFactor()).isEqualTo(1.25);
    assertThat(exam.exam().allowed()).isEqualTo(Duration.ofSeconds(750));
    // as stored: read back, not the start's own copy
    assertThat(w.service.running(ALICE).orElseThrow().exam().endsAt())
        .isEqualTo(exam.exam().endsAt());
    ExamState oneMinute = w.service.start(BOB, request(null, 1)).exam().orElseThrow();
    assertThat(oneMinute.exam().endsAt()).isEqualTo(T0.plusSeconds(75));
  }

  private static ExamReport submitWithRight(ExamWorld w, long member, int right) {
    ExamState exam = w.service.start(member, ExamRequest.defaults()).exam().orElseThrow();
    for (int i = 0; i < exam.items().size(); i++) {
      int choice = rightChoice(exam, i);
      w.service.answer(member, exam.examId(), i, i < right ? choice : (choice + 1) % 4);
    }
    return w.service.submit(member, exam.examId(), true).report().orElseThrow();
  }

  @Test
  @DisplayName("pass mark 60 % of 5 questions: 3 right passes (exactly at the mark), 2 do not")
  void passAtTheMarkExactly() {
    ExamWorld w = world();
    ExamReport three = submitWithRight(w, ALICE, 3);
    assertThat(three.exam().passPercent()).isEqualTo(60);
    assertThat(three.total()).isEqualTo(5);
    assertThat(three.score()).isEqualTo(3);
    assertThat(three.passed()).isTrue();
    ExamReport two = submitWithRight(w, BOB, 2);
    assertThat(two.score()).isEqualTo(2);
    assertThat(two.passed()).isFalse();
    // the report read back from the database says the same
    assertThat(w.service.report(ALICE, three.exam().examId()).orElseThrow().passed()).isTrue();
    assertThat(w.service.report(BOB, two.exam().examId()).orElseThrow().passed()).isFalse();
  }

  /** Four topics of unequal sizes, weights unlike their sizes, 15 questions an exam. */
  static final List<Question> MULTI_QUESTIONS =
      ExamFixtures.questions(
          "multi", List.of("alpha", "bravo", "charlie", "delta"), List.of(8, 12, 9, 11));

  static final Map<String, Integer> MULTI_WEIGHTS =
      Map.of("delta", 10, "charlie", 20, "bravo", 30, "alpha", 40);
  static final Deck MULTI_DECK =
      ExamFixtures.deck("multi", MULTI_QUESTIONS, 15, 20, 70, MULTI_WEIGHTS);

  @Test
  @DisplayName(
      "50 starts and abandons of a four-topic deck: every stored exam has exactly the apportioned"
          + " count of each topic, no repeats")
  void drawnByWeightEveryTime() {
    QuestionBank bank = ExamFixtures.bank(MULTI_DECK);
    ExamWorld w = world(bank);
    Map<String, Integer> expected = ExamBlueprint.apportion(15, MULTI_WEIGHTS);
    // weights, not topic sizes (8, 12, 9, 11 would give 3, 5, 3, 4)
    assertThat(expected)
        .containsExactlyInAnyOrderEntriesOf(
            Map.of("alpha", 6, "bravo", 5, "charlie", 3, "delta", 1));
    for (int round = 0; round < 50; round++) {
      long exam = w.service.start(ALICE, ExamRequest.defaults()).exam().orElseThrow().examId();
      List<List<Object>> stored =
          w.rows("SELECT question_id, topic FROM exam_questions WHERE exam_id = ?", exam);
      Map<String, Integer> perTopic = new TreeMap<>();
      Set<String> ids = new HashSet<>();
      for (List<Object> row : stored) {
        String question = row.get(0).toString();
        String topic = bank.question(question).orElseThrow().topic();
        assertThat(row.get(1)).as("stored topic of %s", question).isEqualTo(topic);
        perTopic.merge(topic, 1, Integer::sum);
        ids.add(question);
      }
      assertThat(perTopic).as("exam %d", round).isEqualTo(expected);
      assertThat(ids).as("exam %d: no repeats", round).hasSize(15);
      assertThat(w.service.abandon(ALICE)).isTrue();
      clock.advance(Duration.ofMinutes(1));
    }
    // Only the latest abandoned exams are kept (ExamPruningContract).
    assertThat(w.count("SELECT COUNT(*) FROM exams WHERE status = 'ABANDONED'"))
        .isEqualTo(AbandonedExams.KEEP);
  }

  @Test
  @DisplayName("bad questions, minutes or deck are refused and store nothing")
  void badInputStoresNothing() {
    ExamWorld w = world();
    assertThat(w.service.start(ALICE, request(0, null)).kind())
        .isEqualTo(ExamStart.Kind.BAD_QUESTIONS);
    ExamStart tooMany = w.service.start(ALICE, request(11, null));
    assertThat(tooMany.kind()).isEqualTo(ExamStart.Kind.BAD_QUESTIONS);
    assertThat(tooMany.maxQuestions()).isEqualTo(10);
    assertThat(w.service.start(ALICE, request(null, 0)).kind())
        .isEqualTo(ExamStart.Kind.BAD_MINUTES);
    assertThat(w.service.start(ALICE, request(null, 241)).kind())
        .isEqualTo(ExamStart.Kind.BAD_MINUTES);
    ExamRequest unknown =
        new ExamRequest(Optional.of("nope"), OptionalInt.empty(), OptionalInt.empty());
    assertThat(w.service.start(ALICE, unknown).kind()).isEqualTo(ExamStart.Kind.UNKNOWN_DECK);
    assertThat(w.count("SELECT COUNT(*) FROM exams")).isZero();
    assertThat(w.count("SELECT COUNT(*) FROM exam_questions")).isZero();
  }

  @Test
  @DisplayName("a second start while one runs returns the running exam")
  void secondStartOffersResume() {
    ExamWorld w = world();
    ExamState first = w.service.start(ALICE, ExamRequest.defaults()).exam().orElseThrow();
    ExamStart again = w.service.start(ALICE, request(3, 3));
    assertThat(again.kind()).isEqualTo(ExamStart.Kind.ALREADY_RUNNING);
    assertThat(again.exam().orElseThrow().examId()).isEqualTo(first.examId());
    assertThat(w.count("SELECT COUNT(*) FROM exams")).isOne();
  }

  @Test
  @DisplayName("answered, skipped, flagged: the score is the right answers, memory updated once")
  void submitScoresAndUpdatesMemory() {
    ExamWorld w = world();
    ExamState exam = w.service.start(ALICE, ExamRequest.defaults()).exam().orElseThrow();
    long id = exam.examId();
    // right, wrong, skipped, right + flagged, unanswered
    w.service.answer(ALICE, id, 0, rightChoice(exam, 0));
    w.service.answer(ALICE, id, 1, (rightChoice(exam, 1) + 1) % 4);
    assertThat(w.service.skip(ALICE, id, 2).state().orElseThrow().item(2).skipped()).isTrue();
    w.service.answer(ALICE, id, 3, rightChoice(exam, 3));
    w.service.flag(ALICE, id, 3, true);
    ExamOutcome ask = w.service.submit(ALICE, id, false);
    assertThat(ask.status()).isEqualTo(ExamOutcome.Status.NEEDS_CONFIRMATION);
    assertThat(ask.state().orElseThrow().unanswered()).containsExactly(2, 4);
    clock.advance(Duration.ofMinutes(4));
    ExamOutcome done = w.service.submit(ALICE, id, true);
    assertThat(done.status()).isEqualTo(ExamOutcome.Status.SUBMITTED);
    ExamReport report = done.report().orElseThrow();
    assertThat(report.score()).isEqualTo(2);
    assertThat(report.percent()).isEqualTo(40);
    assertThat(report.passed()).isFalse();
    assertThat(report.timeUsed()).isEqualTo(Duration.ofMinutes(4));
    assertThat(report.missed()).extracting(q -> q.item().index()).containsExactly(1, 2, 4);
    assertThat(report.flagged()).extracting(q -> q.item().index()).containsExactly(3);
    assertThat(report.topics().stream().mapToInt(TopicResult::total).sum()).isEqualTo(5);
    assertThat(report.change()).isEmpty();
    assertThat(w.count("SELECT COUNT(*) FROM study_reviews WHERE source = 'EXAM'")).isEqualTo(3);
    // The grade each answer gave her memory: right → Good (3), wrong → Again (1), the skipped
    // and the unanswered question no review at all.
    Map<Integer, String> reviewed = new TreeMap<>();
    for (List<Object> row :
        w.rows(
            "SELECT source_seq, question_id, rating FROM study_reviews"
                + " WHERE user_id = ? AND source = 'EXAM' AND source_id = ?",
            ALICE,
            id)) {
      reviewed.put(((Number) row.get(0)).intValue(), row.get(1) + " " + row.get(2));
    }
    assertThat(reviewed)
        .containsExactly(
            Map.entry(0, exam.item(0).questionId() + " 3"),
            Map.entry(1, exam.item(1).questionId() + " 1"),
            Map.entry(3, exam.item(3).questionId() + " 3"));
    assertThat(w.memory.allOf(ALICE)).hasSize(3);
    // A second submit (old button) changes nothing.
    assertThat(w.service.submit(ALICE, id, true).status())
        .isEqualTo(ExamOutcome.Status.NOT_RUNNING);
    assertThat(w.count("SELECT COUNT(*) FROM study_reviews")).isEqualTo(3);
  }

  /** The exam's reviews: question index → "rating response_ms" (response_ms "null" if none). */
  private static Map<Integer, String> examReviews(ExamWorld w, long examId) {
    Map<Integer, String> reviewed = new TreeMap<>();
    for (List<Object> row :
        w.rows(
            "SELECT source_seq, rating, response_ms FROM study_reviews"
                + " WHERE user_id = ? AND source = 'EXAM' AND source_id = ?",
            ALICE,
            examId)) {
      Object ms = row.get(2) == null ? null : ((Number) row.get(2)).longValue();
      reviewed.put(((Number) row.get(0)).intValue(), ((Number) row.get(1)).intValue() + " " + ms);
    }
    return reviewed;
  }

  private static int wrongChoice(ExamState state, int index) {
    return (rightChoice(state, index) + 1) % 4;
  }

  @Test
  @DisplayName("an answer changed from wrong to right scores right, but memory rates Again")
  void changedToRightScoresRightRatesAgain() {
    ExamWorld w = world();
    ExamState exam = w.service.start(ALICE, ExamRequest.defaults()).exam().orElseThrow();
    long id = exam.examId();
    w.service.answer(ALICE, id, 0, wrongChoice(exam, 0));
    clock.advance(Duration.ofSeconds(30));
    w.service.go(ALICE, id, 0);
    w.service.answer(ALICE, id, 0, rightChoice(exam, 0));
    ExamReport report = w.service.submit(ALICE, id, true).report().orElseThrow();
    // The score counts her final answer...
    assertThat(report.score()).isEqualTo(1);
    assertThat(report.missed()).extracting(q -> q.item().index()).doesNotContain(0);
    // ...her memory her first: Again (1), the only review.
    assertThat(examReviews(w, id)).containsOnlyKeys(0);
    assertThat(examReviews(w, id).get(0)).startsWith("1 ");
    assertThat(w.memory.allOf(ALICE)).hasSize(1);
  }

  @Test
  @DisplayName("an answer changed from right to wrong scores wrong, but memory rates Good")
  void changedToWrongScoresWrongRatesGood() {
    ExamWorld w = world();
    ExamState exam = w.service.start(ALICE, ExamRequest.defaults()).exam().orElseThrow();
    long id = exam.examId();
    w.service.answer(ALICE, id, 0, rightChoice(exam, 0));
    w.service.answer(ALICE, id, 1, rightChoice(exam, 1));
    // Question 0 changed twice: right, wrong, wrong again; question 1 stays right.
    w.service.answer(ALICE, id, 0, wrongChoice(exam, 0));
    w.service.answer(ALICE, id, 0, (rightChoice(exam, 0) + 2) % 4);
    ExamReport report = w.service.submit(ALICE, id, true).report().orElseThrow();
    assertThat(report.score()).isEqualTo(1);
    assertThat(report.missed()).extracting(q -> q.item().index()).contains(0).doesNotContain(1);
    Map<Integer, String> reviewed = examReviews(w, id);
    assertThat(reviewed).containsOnlyKeys(0, 1);
    assertThat(reviewed.get(0)).startsWith("3 ");
    assertThat(reviewed.get(1)).startsWith("3 ");
  }

  @Test
  @DisplayName("the response time stored is from the question's first show to its first answer")
  void responseTimeFromFirstShowToFirstAnswer() {
    ExamWorld w = world();
    ExamState exam = w.service.start(ALICE, ExamRequest.defaults()).exam().orElseThrow();
    long id = exam.examId();
    // Question 0 is shown at the start; answered 7 s later, question 1 is shown.
    clock.advance(Duration.ofSeconds(7));
    assertThat(w.service.answer(ALICE, id, 0, wrongChoice(exam, 0)).state().orElseThrow())
        .isEqualTo(w.service.running(ALICE).orElseThrow());
    clock.advance(Duration.ofSeconds(12));
    w.service.answer(ALICE, id, 1, rightChoice(exam, 1)); // 12 s; question 2 shown
    clock.advance(Duration.ofSeconds(4));
    w.service.skip(ALICE, id, 2); // question 3 shown
    clock.advance(Duration.ofSeconds(5));
    assertThat(w.service.go(ALICE, id, 4).state().orElseThrow())
        .isEqualTo(w.service.running(ALICE).orElseThrow());
    clock.advance(Duration.ofSeconds(9));
    w.service.answer(ALICE, id, 4, rightChoice(exam, 4)); // 9 s after go
    // Back to question 2 (first shown 21 s before): its time runs from that first show.
    clock.advance(Duration.ofSeconds(20));
    w.service.go(ALICE, id, 2);
    clock.advance(Duration.ofSeconds(6));
    w.service.answer(ALICE, id, 2, rightChoice(exam, 2)); // 4+5+9+20+6 = 44 s after its show
    // A changed answer later keeps the first one's time.
    clock.advance(Duration.ofSeconds(50));
    w.service.go(ALICE, id, 0);
    w.service.answer(ALICE, id, 0, rightChoice(exam, 0));
    assertThat(w.service.submit(ALICE, id, true).status()).isEqualTo(ExamOutcome.Status.SUBMITTED);
    assertThat(examReviews(w, id))
        .containsExactly(
            Map.entry(0, "1 7000"),
            Map.entry(1, "3 12000"),
            Map.entry(2, "3 44000"),
            Map.entry(4, "3 9000"));
  }

  @Test
  @DisplayName("a question answered without ever being shown has no response time")
  void neverShownHasNoResponseTime() {
    ExamWorld w = world();
    ExamState exam = w.service.start(ALICE, ExamRequest.defaults()).exam().orElseThrow();
    long id = exam.examId();
    // Question 3 answered while question 0 is the shown one (an old message's button).
    clock.advance(Duration.ofSeconds(5));
    w.service.answer(ALICE, id, 3, rightChoice(exam, 3));
    clock.advance(Duration.ofSeconds(6));
    w.service.answer(ALICE, id, 0, rightChoice(exam, 0));
    w.service.submit(ALICE, id, true);
    assertThat(examReviews(w, id)).containsExactly(Map.entry(0, "3 11000"), Map.entry(3, "3 null"));
  }

  @Test
  @DisplayName("an exam running across the upgrade to V17 rates its last answers, with no time")
  void examFromBeforeFirstAnswersRatesTheLast() throws Exception {
    ExamWorld w = world();
    ExamState exam = w.service.start(ALICE, ExamRequest.defaults()).exam().orElseThrow();
    long id = exam.examId();
    w.service.answer(ALICE, id, 0, rightChoice(exam, 0));
    w.service.answer(ALICE, id, 1, rightChoice(exam, 1));
    // What V17 leaves in rows stored before it: no first answer, no show.
    try (var c = w.database.connection();
        var ps =
            c.prepareStatement(
                "UPDATE exam_questions SET first_choice = NULL, first_answered_at = NULL,"
                    + " shown_at = NULL WHERE exam_id = ?")) {
      ps.setLong(1, id);
      assertThat(ps.executeUpdate()).isEqualTo(5);
    }
    // Changed after the upgrade: the change is no first answer; the last answer rates memory.
    w.service.answer(ALICE, id, 0, wrongChoice(exam, 0));
    clock.advance(Duration.ofSeconds(8));
    w.service.answer(ALICE, id, 3, wrongChoice(exam, 3)); // answered first after it
    w.service.submit(ALICE, id, true);
    assertThat(examReviews(w, id))
        .containsExactly(Map.entry(0, "1 null"), Map.entry(1, "3 null"), Map.entry(3, "1 null"));
  }

  @Test
  @DisplayName("after the deadline nothing is stored, and the submission counts what came before")
  void deadlineIsTheServers() {
    ExamWorld w = world();
    ExamState exam = w.service.start(ALICE, ExamRequest.defaults()).exam().orElseThrow();
    long id = exam.examId();
    w.service.answer(ALICE, id, 0, rightChoice(exam, 0));
    clock.set(exam.exam().endsAt());
    // The store refuses a late answer even when asked directly (another process's clock).
    assertThat(w.store.answer(id, 1, rightChoice(exam, 1), exam.exam().endsAt(), 2)).isFalse();
    ExamOutcome late = w.service.answer(ALICE, id, 1, rightChoice(exam, 1));
    assertThat(late.status()).isEqualTo(ExamOutcome.Status.TIME_UP);
    ExamReport report = late.report().orElseThrow();
    assertThat(report.score()).isEqualTo(1);
    assertThat(report.exam().submittedBy()).contains(SubmittedBy.TIME_UP);
    assertThat(report.timeUsed()).isEqualTo(Duration.ofMinutes(10));
    assertThat(w.service.submitDue()).isEmpty();
  }

  @Test
  @DisplayName("submitDue submits an exam whose deadline passed while no one looked, once")
  void submitDueOnce() {
    ExamWorld w = world();
    ExamState exam = w.service.start(ALICE, ExamRequest.defaults()).exam().orElseThrow();
    w.service.answer(ALICE, exam.examId(), 0, rightChoice(exam, 0));
    clock.advance(Duration.ofMinutes(9));
    assertThat(w.service.submitDue()).isEmpty();
    clock.advance(Duration.ofHours(3));
    List<ExamReport> won = w.service.submitDue();
    assertThat(won).hasSize(1);
    assertThat(won.get(0).score()).isEqualTo(1);
    assertThat(won.get(0).exam().finishedAt()).contains(exam.exam().endsAt());
    assertThat(world().service.submitDue()).isEmpty();
  }

  @Test
  @DisplayName("two processes submitting the same exam at once: one wins, memory updated once")
  void twoProcessesSubmitOnce() throws Exception {
    ExamWorld a = world();
    ExamWorld b = world();
    for (int round = 0; round < 5; round++) {
      ExamState exam = a.service.start(ALICE, ExamRequest.defaults()).exam().orElseThrow();
      for (int i = 0; i < 5; i++) {
        a.service.answer(ALICE, exam.examId(), i, rightChoice(exam, i));
      }
      clock.advance(Duration.ofMinutes(11));
      CyclicBarrier barrier = new CyclicBarrier(2);
      ExecutorService pool = Executors.newFixedThreadPool(2);
      try {
        List<Callable<List<ExamReport>>> both = new ArrayList<>();
        for (ExamWorld w : List.of(a, b)) {
          both.add(
              () -> {
                barrier.await();
                return w.service.submitDue();
              });
        }
        int won = 0;
        for (Future<List<ExamReport>> f : pool.invokeAll(both)) {
          won += f.get().size();
        }
        assertThat(won).as("round %d", round).isOne();
      } finally {
        pool.shutdown();
      }
    }
    assertThat(a.count("SELECT COUNT(*) FROM exams WHERE status = 'SUBMITTED'")).isEqualTo(5);
    assertThat(a.count("SELECT COUNT(*) FROM study_reviews WHERE source = 'EXAM'")).isEqualTo(25);
  }

  @Test
  @DisplayName("abandon ends the exam unscored; history lists attempts; change since last one")
  void abandonHistoryAndChange() {
    ExamWorld w = world();
    ExamState first = w.service.start(ALICE, ExamRequest.defaults()).exam().orElseThrow();
    w.service.answer(ALICE, first.examId(), 0, rightChoice(first, 0));
    ExamReport one = w.service.submit(ALICE, first.examId(), true).report().orElseThrow();
    clock.advance(Duration.ofMinutes(1));
    ExamState second = w.service.start(ALICE, ExamRequest.defaults()).exam().orElseThrow();
    assertThat(w.service.abandon(ALICE)).isTrue();
    assertThat(w.service.abandon(ALICE)).isFalse();
    assertThat(w.service.answer(ALICE, second.examId(), 0, 0).status())
        .isEqualTo(ExamOutcome.Status.NOT_RUNNING);
    clock.advance(Duration.ofMinutes(1));
    ExamState third = w.service.start(ALICE, ExamRequest.defaults()).exam().orElseThrow();
    for (int i = 0; i < 3; i++) {
      w.service.answer(ALICE, third.examId(), i, rightChoice(third, i));
    }
    ExamReport three = w.service.submit(ALICE, third.examId(), true).report().orElseThrow();
    assertThat(three.change().orElseThrow().previous().examId()).isEqualTo(first.examId());
    assertThat(three.percentChange()).contains(60 - one.percent());
    List<ExamSummary> history = w.service.history(ALICE, 10);
    assertThat(history)
        .extracting(s -> s.exam().status())
        .containsExactly(ExamStatus.SUBMITTED, ExamStatus.ABANDONED, ExamStatus.SUBMITTED);
    assertThat(w.service.history(BOB, 10)).isEmpty();
    // Bob cannot touch Alice's exam.
    assertThat(w.service.report(BOB, third.examId())).isEmpty();
  }

  @Test
  @DisplayName("earlier exams' questions come last: a second exam draws the unseen ones first")
  void leastSeenAcrossExams() {
    ExamWorld w = world();
    ExamState first = w.service.start(ALICE, ExamRequest.defaults()).exam().orElseThrow();
    w.service.abandon(ALICE);
    ExamState second = w.service.start(ALICE, ExamRequest.defaults()).exam().orElseThrow();
    List<String> a = first.items().stream().map(ExamItem::questionId).toList();
    List<String> b = second.items().stream().map(ExamItem::questionId).toList();
    // 2 of 4 memory questions and 3 of 6 parallelism ones: the second exam takes the others.
    assertThat(b).doesNotContainAnyElementsOf(a);
  }

  @Test
  @DisplayName("/review reset deletes the member's exams with their questions, not others'")
  void resetDeletesExams() {
    ExamWorld w = world();
    w.service.start(ALICE, ExamRequest.defaults());
    w.service.start(BOB, ExamRequest.defaults());
    int deleted = new dev.quizbot.study.JdbcStudyReset(w.database).reset(ALICE);
    assertThat(deleted).isEqualTo(6);
    assertThat(w.count("SELECT COUNT(*) FROM exams")).isOne();
    assertThat(w.count("SELECT COUNT(*) FROM exam_questions")).isEqualTo(5);
    assertThat(w.service.running(BOB)).isPresent();
  }

  @Test
  @DisplayName(
      "a deadline submission owes its report DM: one claim wins, a stale one is taken over, a"
          + " sent one is never claimed again, /review reset deletes the member's")
  void reportDmOwedAndClaimedOnce() {
    ExamWorld w = world();
    long alices = w.service.start(ALICE, ExamRequest.defaults()).exam().orElseThrow().examId();
    w.service.start(BOB, ExamRequest.defaults());
    clock.advance(Duration.ofHours(3));
    assertThat(w.service.submitDue()).hasSize(2);
    assertThat(w.count("SELECT COUNT(*) FROM exam_report_dms WHERE state = 'OWED'")).isEqualTo(2);

    JdbcReportDms store = new JdbcReportDms(w.database);
    ExamReportDms one = new ExamReportDms(store, w.service, clock, "one", Duration.ofMinutes(2));
    ExamReportDms two = new ExamReportDms(store, w.service, clock, "two", Duration.ofMinutes(2));
    List<ExamReportDms.Claimed> first = one.claimOwed();
    assertThat(first).hasSize(2);
    assertThat(first).allMatch(c -> c.earlierClaimAt().isEmpty() && c.attempts() == 0);
    assertThat(two.claimOwed()).isEmpty(); // claimed by "one", not stale yet
    clock.advance(Duration.ofMinutes(2));
    List<ExamReportDms.Claimed> taken = two.claimOwed(); // "one" died mid-send
    assertThat(taken).hasSize(2);
    assertThat(taken.get(0).report().total()).isPositive();
    // a retake: the earlier attempt may have reached Discord, the sender looks for it first
    assertThat(taken)
        .allMatch(c -> c.earlierClaimAt().equals(Optional.of(T0.plus(Duration.ofHours(3)))));
    two.sent(alices);
    ExamReportDms.Claimed deadOnes =
        first.stream().filter(c -> c.examId() == alices).findFirst().orElseThrow();
    // the dead process's late word changes nothing
    assertThat(one.failed(deadOnes)).isEqualTo(ExamReportDms.Retry.NOT_MINE);
    clock.advance(Duration.ofMinutes(5));
    assertThat(one.claimOwed()).extracting(ExamReportDms.Claimed::examId).doesNotContain(alices);
    assertThat(w.count("SELECT COUNT(*) FROM exam_report_dms WHERE state = 'SENT'")).isOne();

    new dev.quizbot.study.JdbcStudyReset(w.database).reset(ALICE);
    assertThat(w.count("SELECT COUNT(*) FROM exam_report_dms")).isOne();
  }

  @Test
  @DisplayName(
      "a failed report DM waits 5 s, 30 s, 2 min, 10 min, then 30 min (held in the row, for any"
          + " process), each retry a retake of the first claim; given up after MAX_ATTEMPTS")
  void failedReportDmBacksOffThenGivesUp() {
    ExamWorld w = world();
    long alices = w.service.start(ALICE, ExamRequest.defaults()).exam().orElseThrow().examId();
    clock.advance(Duration.ofHours(3));
    assertThat(w.service.submitDue()).hasSize(1);
    Instant firstClaim = clock.instant();
    ExamReportDms.Claimed claimed = process(w, "p0").claimOwed().get(0);
    assertThat(claimed.earlierClaimAt()).isEmpty();

    List<Duration> waits = new ArrayList<>();
    for (int failure = 1; failure < ExamReportDms.MAX_ATTEMPTS; failure++) {
      assertThat(process(w, "p" + (failure - 1)).failed(claimed))
          .isEqualTo(ExamReportDms.Retry.LATER);
      Instant failedAt = clock.instant();
      // every tick (5 s apart) of a new process (a restart, another shard) until it is due
      ExamReportDms next = process(w, "p" + failure);
      List<ExamReportDms.Claimed> got = next.claimOwed();
      while (got.isEmpty()) {
        clock.advance(Duration.ofSeconds(5));
        got = next.claimOwed();
      }
      waits.add(Duration.between(failedAt, clock.instant()));
      claimed = got.get(0);
      assertThat(claimed.attempts()).isEqualTo(failure);
      assertThat(claimed.earlierClaimAt()).contains(firstClaim);
    }
    assertThat(waits)
        .containsExactly(
            Duration.ofSeconds(5),
            Duration.ofSeconds(30),
            Duration.ofMinutes(2),
            Duration.ofMinutes(10),
            Duration.ofMinutes(30),
            Duration.ofMinutes(30),
            Duration.ofMinutes(30),
            Duration.ofMinutes(30),
            Duration.ofMinutes(30));

    // the last failure gives up: never claimed again, the report still in the history
    ExamReportDms last = process(w, "p" + (ExamReportDms.MAX_ATTEMPTS - 1));
    assertThat(last.failed(claimed)).isEqualTo(ExamReportDms.Retry.GIVEN_UP);
    clock.advance(Duration.ofDays(1));
    assertThat(last.claimOwed()).isEmpty();
    assertThat(
            w.count(
                "SELECT COUNT(*) FROM exam_report_dms WHERE state = 'GAVE_UP' AND attempts = "
                    + ExamReportDms.MAX_ATTEMPTS
                    + " AND exam_id = "
                    + alices))
        .isOne();
    assertThat(w.service.submittedReport(alices)).isPresent();
  }

  @Test
  @DisplayName(
      "a DM released at stop is due again at once, no failure counted; the next claim is a retake")
  void releasedAtStopIsDueAtOnce() {
    ExamWorld w = world();
    w.service.start(ALICE, ExamRequest.defaults());
    clock.advance(Duration.ofHours(3));
    w.service.submitDue();
    Instant firstClaim = clock.instant();
    ExamReportDms one = process(w, "one");
    ExamReportDms.Claimed claimed = one.claimOwed().get(0);
    one.released(claimed.examId());
    clock.advance(Duration.ofSeconds(1));
    List<ExamReportDms.Claimed> again = process(w, "two").claimOwed();
    assertThat(again).hasSize(1);
    assertThat(again.get(0).attempts()).isZero();
    assertThat(again.get(0).earlierClaimAt()).contains(firstClaim);
  }

  private ExamReportDms process(ExamWorld w, String id) {
    return new ExamReportDms(
        new JdbcReportDms(w.database), w.service, clock, id, ExamReportDms.DEFAULT_STALE_AFTER);
  }

  @Test
  @DisplayName("a terminal learner's exam (negative id) submitted at its deadline owes no DM")
  void terminalLearnerOwesNoDm() {
    ExamWorld w = world();
    w.service.start(-7L, ExamRequest.defaults());
    clock.advance(Duration.ofHours(3));
    assertThat(w.service.submitDue()).hasSize(1);
    assertThat(w.count("SELECT COUNT(*) FROM exam_report_dms")).isZero();
  }
}
