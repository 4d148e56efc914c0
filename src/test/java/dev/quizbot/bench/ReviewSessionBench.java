package dev.quizbot.bench;

import dev.quizbot.bench.LeaderboardBench.Timing;
import dev.quizbot.study.ReviewFilter;
import dev.quizbot.study.SessionQuestion;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Random;

/**
 * The next question of a {@code /review} session on SQLite at 100,000 members and 1,000,000 memory
 * states (target: median under 5 ms, p99 under 20 ms). Measured three ways, for random members: an
 * answer until the next question is known (the session's position and the review stored in one
 * committed transaction, then the next question read: what a button press costs), the next question
 * read alone, and a new session's start (plan and store).
 *
 * <p>Run: {@code ./mvnw -q -Pbench test-compile exec:java -Dbench=ReviewSessionBench} (optional
 * {@code -Dexec.args=short}: a tenth of the members).
 */
public final class ReviewSessionBench {

  private ReviewSessionBench() {}

  public static void main(String[] args) throws Exception {
    StudyBenchData.Scale scale =
        args.length > 0 && args[0].equals("short")
            ? StudyBenchData.Scale.SHORT
            : StudyBenchData.Scale.FULL;
    Path dir = Files.createTempDirectory("quizbot-bench-review");
    try {
      run(scale, dir.resolve("study.db"), 2_000);
    } finally {
      StudyBenchRig.deleteTree(dir);
    }
  }

  /**
   * Seeds {@code file} unless it exists and measures.
   *
   * @return answer → next question, next question alone, session start, and the answers' CPU time,
   *     in that order
   */
  public static List<Timing> run(StudyBenchData.Scale scale, Path file, int iterations)
      throws Exception {
    try (StudyBenchRig rig = StudyBenchRig.open(scale, file)) {
      Random random = new Random(11);
      // Warm-up: JIT, statement caches, the pages of the indexes touched.
      measureAnswers(rig, scale, random, iterations / 5, new long[iterations / 5]);
      measureCurrent(rig, scale, random, iterations / 5);
      List<Timing> timings = new ArrayList<>();
      long[] cpu = new long[iterations];
      timings.add(
          StudyBenchRig.timing(
              "answer → next question (stored, committed)",
              measureAnswers(rig, scale, random, iterations, cpu)));
      timings.add(
          StudyBenchRig.timing(
              "next question alone (resume / current)",
              measureCurrent(rig, scale, random, iterations)));
      timings.add(
          StudyBenchRig.timing(
              "start a new session (plan + store)",
              measureStarts(rig, scale, random, Math.max(50, iterations / 10))));
      // The yardstick for the wall-clock tail: the same answers' CPU time on this thread (all of
      // the work is on it, SQLite included); a wall p99 far above the CPU p99 is time spent
      // waiting for a core or for the disk, not work.
      timings.add(StudyBenchRig.timing("answer → next question, CPU of this thread", cpu));
      return timings;
    }
  }

  /**
   * Answers measured as in {@link #run} while the bot's FSRS refits run beside them ({@link
   * RefitLoad}), on the same database.
   *
   * @param refits how many refit decisions finished during the measured answers
   */
  public record WithRefits(Timing answers, Timing cpu, int refits, int refitReviews) {}

  /** See {@link WithRefits}; seeds {@code file} unless it exists. */
  public static WithRefits runWithRefits(StudyBenchData.Scale scale, Path file, int iterations)
      throws Exception {
    try (StudyBenchRig rig = StudyBenchRig.open(scale, file);
        RefitLoad load = RefitLoad.start(rig.db)) {
      Random random = new Random(13);
      measureAnswers(rig, scale, random, iterations / 5, new long[iterations / 5]);
      long[] cpu = new long[iterations];
      int before = load.refits();
      long[] nanos = measureAnswers(rig, scale, random, iterations, cpu);
      int refits = load.refits() - before;
      int reviews = load.reviews();
      System.out.printf(
          "%d refit(s) of a member with %,d reviews finished during the %d answers%n",
          refits, reviews, iterations);
      return new WithRefits(
          StudyBenchRig.timing("answer → next question, refits running", nanos),
          StudyBenchRig.timing("answer → next question, refits running, CPU", cpu),
          refits,
          reviews);
    }
  }

  private static long[] measureAnswers(
      StudyBenchRig rig, StudyBenchData.Scale scale, Random random, int iterations, long[] cpu) {
    ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    long[] nanos = new long[iterations];
    for (int i = 0; i < iterations; ) {
      long member = StudyBenchData.memberId(1 + random.nextInt(scale.members() - 1));
      Optional<SessionQuestion> shown = rig.reviews.current(member); // the message on screen
      if (shown.isEmpty()) {
        continue;
      }
      SessionQuestion q = shown.get();
      OptionalInt choice = OptionalInt.of(random.nextInt(4) == 0 ? 1 : 0);
      long cpuStart = threads.getCurrentThreadCpuTime();
      long start = System.nanoTime();
      var result =
          rig.reviews.answer(member, q.sessionId(), q.position(), choice, Duration.ofSeconds(5));
      nanos[i] = System.nanoTime() - start;
      cpu[i++] = threads.getCurrentThreadCpuTime() - cpuStart;
      if (result.next().isEmpty() && result.summary().isEmpty()) {
        throw new IllegalStateException("answer neither moved on nor finished: " + result);
      }
    }
    return nanos;
  }

  private static long[] measureCurrent(
      StudyBenchRig rig, StudyBenchData.Scale scale, Random random, int iterations) {
    long[] nanos = new long[iterations];
    for (int i = 0; i < iterations; i++) {
      long member = StudyBenchData.memberId(1 + random.nextInt(scale.members() - 1));
      long start = System.nanoTime();
      rig.reviews.current(member);
      nanos[i] = System.nanoTime() - start;
    }
    return nanos;
  }

  private static long[] measureStarts(
      StudyBenchRig rig, StudyBenchData.Scale scale, Random random, int iterations) {
    long[] nanos = new long[iterations];
    for (int i = 0; i < iterations; ) {
      long member = StudyBenchData.memberId(1 + random.nextInt(scale.members() - 1));
      if (rig.reviews.current(member).isPresent()) {
        continue; // has a session: start would resume it
      }
      long start = System.nanoTime();
      rig.reviews.start(member, ReviewFilter.none());
      nanos[i++] = System.nanoTime() - start;
    }
    return nanos;
  }
}
