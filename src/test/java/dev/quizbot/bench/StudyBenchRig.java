package dev.quizbot.bench;

import dev.quizbot.bank.GuildBanks;
import dev.quizbot.bank.QuestionBank;
import dev.quizbot.storage.Database;
import dev.quizbot.study.CardHistory;
import dev.quizbot.study.ExamLearning;
import dev.quizbot.study.ExamsSeen;
import dev.quizbot.study.JdbcMemberParametersStore;
import dev.quizbot.study.JdbcMemoryStore;
import dev.quizbot.study.JdbcRecallHistory;
import dev.quizbot.study.JdbcReviewLog;
import dev.quizbot.study.JdbcReviewSessionStore;
import dev.quizbot.study.JdbcStudySettingsStore;
import dev.quizbot.study.PopulationPrior;
import dev.quizbot.study.Readiness;
import dev.quizbot.study.ReadinessService;
import dev.quizbot.study.ReviewApplier;
import dev.quizbot.study.ReviewService;
import dev.quizbot.study.Schedulers;
import dev.quizbot.study.ScoreCorrection;
import dev.quizbot.study.StudyPlanner;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Arrays;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.IntStream;

/**
 * The study services over a seeded SQLite file, wired as the app will wire them, on a clock that
 * runs from {@link StudyBenchData#NOW}.
 */
final class StudyBenchRig implements AutoCloseable {

  final Database db;
  final QuestionBank bank;
  final ReviewService reviews;
  final ReadinessService readiness;

  private StudyBenchRig(Database db, QuestionBank bank) {
    this.db = db;
    this.bank = bank;
    Clock clock =
        Clock.offset(Clock.systemUTC(), Duration.between(Instant.now(), StudyBenchData.NOW));
    Schedulers schedulers = Schedulers.defaults();
    JdbcMemoryStore memory = new JdbcMemoryStore(db);
    JdbcReviewLog log = new JdbcReviewLog(db, new ReviewApplier(schedulers));
    JdbcStudySettingsStore settings = new JdbcStudySettingsStore(db);
    AtomicLong ids = new AtomicLong(1L << 40);
    reviews =
        new ReviewService(
            () -> bank,
            memory,
            log,
            settings,
            new JdbcReviewSessionStore(db, log),
            new StudyPlanner(schedulers.forecaster()),
            clock,
            ids::incrementAndGet);
    readiness =
        // As the bot wires it: the member's weights and her reviews' uncertainty (issue 30).
        new ReadinessService(
            GuildBanks.fixed(bank),
            memory,
            settings,
            new Readiness(schedulers.forecaster()),
            clock,
            ExamsSeen.NONE,
            new JdbcMemberParametersStore(db)::weights,
            // -Dbench.readiness.known=true: the model taken as known, as before issue 30's fix
            Boolean.getBoolean("bench.readiness.known")
                ? null
                : new JdbcRecallHistory(db, CardHistory.guessFloors(GuildBanks.fixed(bank))),
            () -> LEARNED);
  }

  /**
   * What the bot learned from its exams, as a deployment holds it: the correction moves every
   * forecast (+2 points whatever the share of the deck seen: 1,000 exams per third 2.06 above their
   * forecast, shrunk by 30), so P9 times its search; the prior costs the same learned or not.
   */
  private static final ExamLearning LEARNED =
      new ExamLearning(
          PopulationPrior.NONE,
          ScoreCorrection.learn(
              IntStream.range(0, 3_000)
                  .mapToObj(i -> new ScoreCorrection.Outcome((i % 3 + 0.5) / 3, 0.5, 0.5206))
                  .toList()));

  /** Opens {@code file}, seeding it first when it does not exist yet. */
  static StudyBenchRig open(StudyBenchData.Scale scale, Path file) throws Exception {
    boolean seeded = Files.exists(file);
    Database db = Database.openSqlite(file);
    long t0 = System.nanoTime();
    if (!seeded) {
      StudyBenchData.seed(db, scale);
      System.out.printf(
          "seeded %,d members, %,d memory states and as many reviews in %.1f s (%,d MB)%n",
          scale.members(),
          scale.states() + scale.questions() - scale.statesPerMember(),
          (System.nanoTime() - t0) / 1e9,
          (Files.size(file) + walSize(file)) / 1_000_000);
    }
    return new StudyBenchRig(db, StudyBenchData.bank(scale.questions()));
  }

  private static long walSize(Path file) throws java.io.IOException {
    Path wal = file.resolveSibling(file.getFileName() + "-wal");
    return Files.exists(wal) ? Files.size(wal) : 0;
  }

  /** Sorted iteration times of one measured operation, printed as median and p99. */
  static LeaderboardBench.Timing timing(String name, long[] nanos) {
    long[] sorted = nanos.clone();
    Arrays.sort(sorted);
    LeaderboardBench.Timing t = new LeaderboardBench.Timing(name, sorted);
    System.out.printf(
        "%-52s median %8.3f ms   p99 %8.3f ms   (%d runs)%n",
        name, t.medianMillis(), t.p99Millis(), sorted.length);
    return t;
  }

  static void deleteTree(Path dir) throws Exception {
    try (var files = Files.walk(dir)) {
      files.sorted((a, b) -> b.compareTo(a)).forEach(p -> p.toFile().delete());
    }
  }

  @Override
  public void close() {
    db.close();
  }
}
