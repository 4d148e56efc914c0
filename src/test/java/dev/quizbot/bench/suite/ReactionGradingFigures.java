package dev.quizbot.bench.suite;

import dev.quizbot.bench.ReactionGradingBenchmark;
import dev.quizbot.bench.ReactionGradingBenchmark.Figures;
import dev.quizbot.bench.ReactionGradingBenchmark.RunFigures;
import dev.quizbot.bench.ReactionGradingBenchmark.Settings;
import java.util.List;
import java.util.Locale;

/**
 * P1 and P4: reaction answers through the fake gateway into the real bot, graded and stored in
 * SQLite, beside the same burst into a no-op JDA listener; interaction acknowledgements timed while
 * that load runs (all at once, and paced at 10,000 answers/s).
 */
final class ReactionGradingFigures implements SuiteBenchmark {

  @Override
  public String id() {
    return "P1/P4";
  }

  @Override
  public List<Figure> run(Mode mode) throws Exception {
    Settings settings =
        new Settings(mode.pick(50, 100), mode.pick(5_000, 20_000), 1, mode.pick(2, 5), 10_000);
    Figures f = ReactionGradingBenchmark.run(settings, System.out);
    String size =
        String.format(
            Locale.ROOT, "%,d answers over %d rounds", settings.answers(), settings.rounds());
    List<Double> rates = f.runs().stream().map(RunFigures::answersPerSecond).toList();
    List<Double> noop = f.runs().stream().map(RunFigures::noopEventsPerSecond).toList();
    List<Double> ratios = f.runs().stream().map(RunFigures::ratio).toList();
    String noopText = "no-op JDA listener: " + Figure.format(f.medianNoopEventsPerSecond()) + "/s";
    return List.of(
        new Figure(
            "P1",
            "reaction answers graded + stored, " + size,
            "answers/s",
            rates,
            Target.atLeast(10_000),
            noopText,
            ""),
        new Figure(
            "P1 ratio",
            "P1 rate / no-op listener rate (same run)",
            "",
            ratios,
            Target.atLeast(0.5),
            noopText,
            "no-op runs: " + noop.stream().map(Figure::format).toList()),
        Figure.of(
            "P4 p50",
            "interaction ack p50, whole burst sent at once",
            "ms",
            List.of(f.floodAckP50()),
            Target.none()),
        new Figure(
            "P4 p99",
            "interaction ack p99, whole burst sent at once",
            "ms",
            List.of(f.floodAckP99()),
            Target.atMost(100),
            "JDA bot that only acks /help, same flood: p99 "
                + Figure.format(f.noopFloodAckP99())
                + " ms",
            f.floodAckSamples()
                + " samples pooled over the runs (yardstick: "
                + f.noopFloodAckSamples()
                + ")"),
        Figure.of(
                "P4 paced p99",
                "interaction ack p99 while 10,000 answers/s arrive",
                "ms",
                List.of(f.pacedAckP99()),
                Target.atMost(100))
            .withNote(
                f.pacedAckSamples() + " samples; p50 " + Figure.format(f.pacedAckP50()) + " ms"));
  }
}
