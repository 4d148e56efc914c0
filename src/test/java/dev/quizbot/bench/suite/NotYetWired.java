package dev.quizbot.bench.suite;

import java.util.List;

/**
 * A row for a benchmark whose program lives on another branch (P1/P4: ReactionGradingBench, P5:
 * DailyFanoutBench). TODO(lead): replace each use in {@link BenchSuite#benchmarks()} with an
 * adapter once the branch is merged (see the expected signatures in README "Benchmarks").
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

  static NotYetWired dailyFanout() {
    String why = "not yet wired: DailyFanoutBench (issue 6) is not merged";
    return new NotYetWired(
        "P5",
        List.of(
            Figure.missing(
                "P5", "daily fan-out to 1,000 servers, rate limits on", Target.none(), why),
            Figure.missing("P5 429s", "429 responses during the fan-out", Target.atMost(0), why)));
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
