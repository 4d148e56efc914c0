package dev.quizbot.bench;

/**
 * 20,000 reaction answers over 100 open /quiz rounds, through the fake gateway into the real bot,
 * graded and committed to SQLite; the same burst into a no-op JDA listener for the ratio; /help
 * acknowledgement latency while the load runs. Prints per-run lines and the medians.
 *
 * <p>Run: {@code ./mvnw -q -Pbench test-compile exec:java -Dbench=ReactionGradingBench} (add {@code
 * -Druns=1} for a quick look). An ack slower than Discord's 3 s counts as infinite.
 */
public final class ReactionGradingBench {
  private ReactionGradingBench() {}

  public static void main(String[] args) throws Exception {
    ReactionGradingBenchmark.Settings defaults = ReactionGradingBenchmark.Settings.DEFAULTS;
    // -Druns=N overrides the number of measured runs (e.g. 1 for a quick look)
    ReactionGradingBenchmark.Settings settings =
        new ReactionGradingBenchmark.Settings(
            defaults.rounds(),
            defaults.answers(),
            defaults.warmupRuns(),
            Integer.getInteger("runs", defaults.measuredRuns()),
            defaults.pacedRatePerSecond());
    ReactionGradingBenchmark.Figures f = ReactionGradingBenchmark.run(settings, System.out);
    System.out.printf(
        "ReactionGradingBench: median %,.0f answers/s graded+stored (target >= 10,000),"
            + " no-op %,.0f events/s, ratio %.2f (target >= 0.5) over %d runs;"
            + " /help ack under the flood p50 %.1f ms p99 %.1f ms (%d samples; a JDA bot that"
            + " only acks /help: p99 %.1f ms);"
            + " under a paced %,d answers/s load p50 %.1f ms p99 %.1f ms (%d samples)"
            + " (target p99 < 100 ms)%n",
        f.medianAnswersPerSecond(),
        f.medianNoopEventsPerSecond(),
        f.medianRatio(),
        f.runs().size(),
        f.floodAckP50(),
        f.floodAckP99(),
        f.floodAckSamples(),
        f.noopFloodAckP99(),
        ReactionGradingBenchmark.Settings.DEFAULTS.pacedRatePerSecond(),
        f.pacedAckP50(),
        f.pacedAckP99(),
        f.pacedAckSamples());
    System.exit(0);
  }
}
