package dev.quizbot.bench;

import dev.quizbot.bench.LeaderboardBench.Timing;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.Map;
import java.util.Optional;

/**
 * {@code /readiness} for a member with a memory state of every question of a 1,000-question deck,
 * on the SQLite file of {@link ReviewSessionBench} (100,000 members, 1,000,000 memory states):
 * reading the member's states and forecasting every question, per topic and in total (target: under
 * 50 ms).
 *
 * <p>Run: {@code ./mvnw -q -Pbench test-compile exec:java -Dbench=ReadinessBench} (optional {@code
 * -Dexec.args=short}: a tenth of the members).
 */
public final class ReadinessBench {

  private ReadinessBench() {}

  public static void main(String[] args) throws Exception {
    StudyBenchData.Scale scale =
        args.length > 0 && args[0].equals("short")
            ? StudyBenchData.Scale.SHORT
            : StudyBenchData.Scale.FULL;
    Path dir = Files.createTempDirectory("quizbot-bench-readiness");
    try {
      run(scale, dir.resolve("study.db"), 300);
    } finally {
      StudyBenchRig.deleteTree(dir);
    }
  }

  /** Seeds {@code file} unless it exists and measures the forecast for the heavy member. */
  public static Timing run(StudyBenchData.Scale scale, Path file, int iterations) throws Exception {
    try (StudyBenchRig rig = StudyBenchRig.open(scale, file)) {
      long member = StudyBenchData.memberId(0);
      LocalDate examDay = LocalDate.parse("2026-04-15");
      Runnable forecast =
          () ->
              rig.readiness.forecast(
                  member, StudyBenchData.DECK, Optional.of(examDay), Map.of(), 0.7);
      for (int i = 0; i < iterations / 5; i++) {
        forecast.run();
      }
      long[] nanos = new long[iterations];
      for (int i = 0; i < iterations; i++) {
        long start = System.nanoTime();
        forecast.run();
        nanos[i] = System.nanoTime() - start;
      }
      var report =
          rig.readiness.forecast(member, StudyBenchData.DECK, Optional.of(examDay), Map.of(), 0.7);
      System.out.printf(
          "member 0: %d topics, predicted %.3f on %s%n",
          report.topics().size(), report.predicted(), examDay);
      return StudyBenchRig.timing("readiness, 1,000-question deck, all seen", nanos);
    }
  }
}
