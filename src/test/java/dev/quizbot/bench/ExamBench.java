package dev.quizbot.bench;

import dev.quizbot.bank.Deck;
import dev.quizbot.bank.ExamBlueprint;
import dev.quizbot.bank.Question;
import dev.quizbot.bank.QuestionBank;
import dev.quizbot.bench.LeaderboardBench.Timing;
import dev.quizbot.discord.exam.ExamReportRender;
import dev.quizbot.exam.ExamOutcome;
import dev.quizbot.exam.ExamReport;
import dev.quizbot.exam.ExamRequest;
import dev.quizbot.exam.ExamService;
import dev.quizbot.exam.ExamState;
import dev.quizbot.exam.JdbcExamStore;
import dev.quizbot.storage.Database;
import dev.quizbot.study.JdbcReviewLog;
import dev.quizbot.study.JdbcStudySettingsStore;
import dev.quizbot.study.ReviewApplier;
import dev.quizbot.study.Schedulers;
import dev.quizbot.testing.TestClock;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.atomic.AtomicLong;
import net.dv8tion.jda.api.utils.messages.MessageCreateData;

/**
 * The mock exam's domain costs on a SQLite file (issue 17): starting an exam (the draw over a
 * 10,000-question deck, the member's earlier exams read, 60 questions stored; target under 50 ms)
 * and the report of a submitted 60-question exam with its PNG chart, as the bot sends it (target
 * under 300 ms). The press latency with 100 members is {@link ExamPressBench}.
 *
 * <p>Run: {@code ./mvnw -q -Pbench test-compile exec:java -Dbench=ExamBench} ({@code
 * -Dexec.args=short}: fewer iterations).
 */
public final class ExamBench {

  static final int BANK_SIZE = 10_000;
  static final int EXAM_SIZE = 60;
  static final List<String> TOPICS =
      List.of(
          "communication",
          "interconnect",
          "memory",
          "parallelism",
          "performance",
          "precision",
          "virtualization");
  private static final Instant START = Instant.parse("2026-03-02T12:00:00Z");

  private ExamBench() {}

  public static void main(String[] args) throws Exception {
    boolean small = args.length > 0 && args[0].equals("short");
    for (Timing t : run(small ? 50 : 300, small ? 30 : 100)) {
      System.out.printf(
          "%s: median %.2f ms, p99 %.2f ms over %d%n",
          t.name(), t.medianMillis(), t.p99Millis(), t.sortedNanos().length);
    }
  }

  /** A 10,000-question deck over seven topics with an exam: block of 60 questions. */
  static QuestionBank bank() {
    List<Question> questions = new ArrayList<>();
    for (int i = 0; i < BANK_SIZE; i++) {
      String topic = TOPICS.get(i % TOPICS.size());
      questions.add(
          new Question(
              "big-" + i,
              "big",
              topic,
              "Question " + i + " about " + topic + "?",
              List.of("choice A " + i, "choice B " + i, "choice C " + i, "choice D " + i),
              i % 4,
              "Because of reason " + i + ", which the explanation spells out in a sentence.",
              null,
              null,
              null));
    }
    Map<String, Integer> weights = new LinkedHashMap<>();
    int[] percents = {12, 24, 18, 29, 6, 6, 5};
    for (int t = 0; t < TOPICS.size(); t++) {
      weights.put(TOPICS.get(t), percents[t]);
    }
    return QuestionBank.of(
        List.of(
            new Deck(
                "big",
                "Ten thousand questions",
                "",
                null,
                questions,
                new ExamBlueprint(EXAM_SIZE, 90, 70, weights, true))));
  }

  /**
   * @return [exam start, report with chart, an answer in the service]
   */
  public static List<Timing> run(int starts, int reports) throws Exception {
    Path dir = Files.createTempDirectory("quizbot-bench-exam");
    QuestionBank bank = bank();
    TestClock clock = new TestClock(START);
    try (Database db = Database.openSqlite(dir.resolve("exam.db"))) {
      JdbcReviewLog reviews = new JdbcReviewLog(db, new ReviewApplier(Schedulers.defaults()));
      AtomicLong ids = new AtomicLong(1);
      ExamService service =
          new ExamService(
              g -> bank,
              new JdbcExamStore(db, reviews),
              new JdbcStudySettingsStore(db),
              clock,
              ids::incrementAndGet);
      // Start: 20 members take turns, so each start reads a growing history (up to
      // starts / 20 earlier exams of 60 questions each); each exam is abandoned (untimed).
      long[] startNanos = new long[starts];
      for (int i = -starts / 5; i < starts; i++) {
        long member = 1_000 + Math.floorMod(i, 20);
        long t0 = System.nanoTime();
        ExamState started = service.start(member, ExamRequest.defaults()).exam().orElseThrow();
        long took = System.nanoTime() - t0;
        if (started.items().size() != EXAM_SIZE) {
          throw new IllegalStateException("drew " + started.items().size());
        }
        service.abandon(member);
        if (i >= 0) {
          startNanos[i] = took;
        }
      }
      // Report: one member's submitted 60-question exam, two thirds answered (half right), a
      // previous attempt to compare with; report read + message with PNG built each time.
      long member = 9_999;
      submitted(service, member, bank, clock);
      clock.advance(Duration.ofDays(1));
      long examId = submitted(service, member, bank, clock);
      ExamReportRender render = new ExamReportRender();
      long[] reportNanos = new long[reports];
      for (int i = -reports / 5; i < reports; i++) {
        long t0 = System.nanoTime();
        ExamReport report = service.report(member, examId).orElseThrow();
        MessageCreateData message = render.render(report);
        long took = System.nanoTime() - t0;
        if (message.getFiles().isEmpty() || report.change().isEmpty()) {
          throw new IllegalStateException("no chart or no change");
        }
        if (i >= 0) {
          reportNanos[i] = took;
        }
      }
      // Answer: the service's part of a press (checks, the stored answer, the exam after it),
      // without Discord: 60 answers per exam over fresh exams of one member.
      long answerer = 8_888;
      long[] answerNanos = new long[starts];
      ExamState open = null;
      for (int i = -starts / 5; i < starts; i++) {
        int index = Math.floorMod(i, EXAM_SIZE);
        if (open == null || index == 0) {
          service.abandon(answerer);
          open = service.start(answerer, ExamRequest.defaults()).exam().orElseThrow();
        }
        long t0 = System.nanoTime();
        ExamOutcome outcome = service.answer(answerer, open.examId(), index, index % 4);
        long took = System.nanoTime() - t0;
        if (outcome.status() != ExamOutcome.Status.OK) {
          throw new IllegalStateException("answer " + outcome.status());
        }
        if (i >= 0) {
          answerNanos[i] = took;
        }
      }
      Arrays.sort(startNanos);
      Arrays.sort(reportNanos);
      Arrays.sort(answerNanos);
      return List.of(
          new Timing("exam start: draw 60 of 10,000 + store", startNanos),
          new Timing("report of a 60-question exam with its PNG chart", reportNanos),
          new Timing(
              "an answer in the service (read, store, exam after), no Discord", answerNanos));
    } finally {
      StudyBenchRig.deleteTree(dir);
    }
  }

  private static long submitted(
      ExamService service, long member, QuestionBank bank, TestClock clock) {
    ExamState exam = service.start(member, ExamRequest.defaults()).exam().orElseThrow();
    Random random = new Random(exam.examId());
    for (int i = 0; i < EXAM_SIZE * 2 / 3; i++) {
      int right = bank.question(exam.item(i).questionId()).orElseThrow().answerIndex();
      int choice = random.nextBoolean() ? right : (right + 1) % 4;
      service.answer(member, exam.examId(), i, choice);
      if (i % 7 == 0) {
        service.flag(member, exam.examId(), i, true);
      }
    }
    clock.advance(Duration.ofMinutes(40));
    ExamOutcome done = service.submit(member, exam.examId(), true);
    if (done.report().isEmpty()) {
      throw new IllegalStateException("not submitted: " + done.status());
    }
    return exam.examId();
  }
}
