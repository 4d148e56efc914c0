package dev.quizbot.bench.suite;

import dev.quizbot.bench.LeaderboardBench;
import dev.quizbot.bench.LeaderboardBench.Scale;
import dev.quizbot.bench.LeaderboardBench.Timing;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * P2: /leaderboard and /stats queries on SQLite at 100,000 members and 1,000,000 answers (short
 * mode: a tenth), beside the naive GROUP BY over the answers.
 */
final class LeaderboardFigures implements SuiteBenchmark {

  @Override
  public String id() {
    return "P2";
  }

  @Override
  public List<Figure> run(Mode mode) throws Exception {
    Scale scale = mode == Mode.SHORT ? Scale.SHORT : Scale.FULL;
    Path dir = Files.createTempDirectory("quizbot-bench-lb");
    try {
      List<Timing> timings = LeaderboardBench.run(scale, 365, dir.resolve("bench.db"));
      String size =
          String.format(
              Locale.ROOT, "%,d members, %,d answers", scale.bigMembers(), scale.bigAnswers());
      String naive =
          find(timings, "GROUP BY")
              .map(t -> "naive GROUP BY: " + Figure.format(t.medianMillis()) + " ms")
              .orElse("");
      return List.of(
          figure(timings, "all-time board", "P2 all-time", size, 5).withYardstick(naive),
          figure(timings, "weekly board (top", "P2 weekly", size, 50).withYardstick(naive),
          figure(timings, "stats (random member)", "P2 /stats", size, 20),
          figure(timings, "monthly board", "P2 monthly", size, 0),
          figure(timings, "stats (most active", "P2 /stats top member", size, 0));
    } finally {
      try (var files = Files.walk(dir)) {
        files.sorted(Collections.reverseOrder()).forEach(p -> p.toFile().delete());
      }
    }
  }

  private static Figure figure(
      List<Timing> timings, String prefix, String id, String size, double targetMs) {
    Target target = targetMs > 0 ? Target.atMost(targetMs) : Target.none();
    return find(timings, prefix)
        .map(
            t ->
                new Figure(
                    id,
                    t.name() + " at " + size,
                    "ms",
                    Arrays.stream(t.sortedNanos()).mapToObj(n -> n / 1e6).toList(),
                    target,
                    "",
                    "p99 " + Figure.format(t.p99Millis()) + " ms; spread = min–max of iterations"))
        .orElse(Figure.missing(id, prefix, target, "LeaderboardBench printed no such query"));
  }

  private static Optional<Timing> find(List<Timing> timings, String fragment) {
    return timings.stream().filter(t -> t.name().contains(fragment)).findFirst();
  }
}
