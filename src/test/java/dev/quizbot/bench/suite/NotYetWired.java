package dev.quizbot.bench.suite;

import java.util.List;

/**
 * Rows for benchmarks whose programs live on other branches (P1/P4: ReactionGradingBench, P5:
 * DailyFanoutBench), reported as "NOT RUN" until wired.
 *
 * <p>TODO(lead): once merged, replace {@link #reactionGrading()} and {@link #dailyFanout()} in
 * {@link BenchSuite#benchmarks()} with adapters like {@link LeaderboardFigures}. The adapters
 * expect a reusable core beside each {@code main}, for example:
 *
 * <pre>{@code
 * // ReactionGradingBench: `runs` measured bursts of `answers` reactions through the fake gateway
 * // into the real app, each beside a no-op JDA listener run; acks sampled while the load runs.
 * public record Result(List<Double> answersPerSecond, List<Double> noopEventsPerSecond,
 *                      List<Double> ackMillis) {}
 * public static Result run(int answers, int runs) throws Exception;
 *
 * // DailyFanoutBench: one daily round to `servers` servers with rate limits on.
 * public record Result(List<Double> seconds, double floorSeconds, int tooManyRequests) {}
 * public static Result run(int servers, int runs) throws Exception;
 * }</pre>
 *
 * Short mode would pass e.g. 5,000 answers x 3 runs and 200 servers x 1 run.
 */
final class NotYetWired implements SuiteBenchmark {
  private final List<Figure> rows;
  private final String id;

  NotYetWired(String id, List<Figure> rows) {
    this.id = id;
    this.rows = List.copyOf(rows);
  }

  static NotYetWired reactionGrading() {
    String why = "not yet wired: ReactionGradingBench (issue 4) is not merged";
    return new NotYetWired(
        "P1/P4",
        List.of(
            Figure.missing(
                "P1", "reaction answers graded + stored per second", Target.atLeast(10_000), why),
            Figure.missing(
                "P1 ratio", "P1 rate / no-op JDA listener rate", Target.atLeast(0.5), why),
            Figure.missing("P4 p50", "interaction ack p50 under P1 load", Target.none(), why),
            Figure.missing(
                "P4 p99", "interaction ack p99 under P1 load", Target.atMost(100), why)));
  }

  @Override
  public String id() {
    return id;
  }

  @Override
  public List<Figure> run(Mode mode) {
    return rows;
  }
}
