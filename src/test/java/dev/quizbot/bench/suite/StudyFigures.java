package dev.quizbot.bench.suite;

import dev.quizbot.bench.LeaderboardBench.Timing;
import dev.quizbot.bench.ReadinessBench;
import dev.quizbot.bench.ReviewSessionBench;
import dev.quizbot.bench.StudyBenchData;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Locale;

/**
 * P9: personal study on SQLite at 100,000 members and 1,000,000 memory states (short mode: a tenth
 * of the members): a {@code /review} answer until its next question is known (median and p99), the
 * next question read alone, and {@code /readiness} over a 1,000-question deck; and the answer again
 * while the bot's FSRS refits run beside it ({@code RefitLoad}, issue 30). The benchmarks share one
 * seeded file.
 */
final class StudyFigures implements SuiteBenchmark {

  @Override
  public String id() {
    return "P9";
  }

  @Override
  public List<Figure> run(Mode mode) throws Exception {
    StudyBenchData.Scale scale =
        mode == Mode.SHORT ? StudyBenchData.Scale.SHORT : StudyBenchData.Scale.FULL;
    String size =
        String.format(
            Locale.ROOT, "%,d members, %,d memory states", scale.members(), scale.states());
    Path dir = Files.createTempDirectory("quizbot-bench-study");
    try {
      Path file = dir.resolve("study.db");
      List<Timing> session = ReviewSessionBench.run(scale, file, mode.pick(500, 2_000));
      Timing readiness = ReadinessBench.run(scale, file, mode.pick(100, 300));
      ReviewSessionBench.WithRefits refitting =
          ReviewSessionBench.runWithRefits(scale, file, mode.pick(500, 2_000));
      Timing answer = session.get(0);
      Timing cpu = session.get(3);
      String cpuText =
          "CPU of the answering thread: median "
              + Figure.format(cpu.medianMillis())
              + " ms, p99 "
              + Figure.format(cpu.p99Millis())
              + " ms";
      return List.of(
          figure("P9 review next", answer, size, Target.atMost(5), false).withYardstick(cpuText),
          figure("P9 review next p99", answer, size, Target.atMost(20), true)
              .withYardstick(cpuText),
          figure("P9 current", session.get(1), size, Target.none(), false),
          figure("P9 review start", session.get(2), size, Target.none(), false),
          figure("P9 readiness", readiness, size, Target.atMost(50), false),
          figure("P9 review next, refits", refitting.answers(), size, Target.atMost(5), false)
              .withYardstick(refitNote(refitting)),
          figure("P9 review next p99, refits", refitting.answers(), size, Target.atMost(20), true)
              .withYardstick(refitNote(refitting)));
    } finally {
      try (var files = Files.walk(dir)) {
        files.sorted(Collections.reverseOrder()).forEach(p -> p.toFile().delete());
      }
    }
  }

  /** What ran beside the answers: the refits are the load, so their count is the yardstick. */
  private static String refitNote(ReviewSessionBench.WithRefits r) {
    return String.format(
        Locale.ROOT,
        "%d refits of a member with %,d reviews finished meanwhile on a minimum-priority thread"
            + " (the bot's study-refit), each reading her history and saving its decision; answer"
            + " CPU median %s ms",
        r.refits(),
        r.refitReviews(),
        Figure.format(r.cpu().medianMillis()));
  }

  /**
   * A figure whose runs are the iterations; for the p99 row the one value is the p99 (a single
   * run's tail, so no spread).
   */
  private static Figure figure(String id, Timing t, String size, Target target, boolean p99) {
    List<Double> runs =
        p99
            ? List.of(t.p99Millis())
            : Arrays.stream(t.sortedNanos()).mapToObj(n -> n / 1e6).toList();
    return new Figure(
        id,
        t.name() + (p99 ? ", p99" : "") + " at " + size,
        "ms",
        runs,
        target,
        "",
        "median "
            + Figure.format(t.medianMillis())
            + " ms, p99 "
            + Figure.format(t.p99Millis())
            + " ms over "
            + t.sortedNanos().length
            + " iterations");
  }
}
