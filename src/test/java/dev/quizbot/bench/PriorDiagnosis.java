package dev.quizbot.bench;

import dev.quizbot.bench.ForecastSimulation.Kind;
import dev.quizbot.bench.ForecastSimulation.SimulatedExam;
import dev.quizbot.bench.MemorySimulation.Generator;
import dev.quizbot.study.PopulationPrior;
import java.util.List;
import java.util.Locale;
import java.util.stream.IntStream;

/**
 * Where the learned prior ({@link PopulationPrior}) moves bench P16's forecast, by band of the
 * chance of passing: one group's learners (without refits) forecast from the default prior and from
 * the prior learned from earlier learners of the group, the same learners and exams both times. Per
 * band: exams, mean forecast, share passed, and the predicted score minus the drawn exam's true
 * expected score (points). Seeds: 555,000 on for the learners the prior is learned from, 755,000 on
 * for the judged ones (not P16's).
 *
 * <p>{@code ./mvnw -q -B -ntp -Pbench test-compile exec:java -Dbench=PriorDiagnosis
 * -Dexec.args="HLR 400 4000"} (generator, learners to learn from, learners judged; about a minute).
 */
public final class PriorDiagnosis {

  private static final double[] BANDS = {0, 0.05, 0.23, 0.41, 0.59, 0.77, 0.95, 1.0001};

  private PriorDiagnosis() {}

  public static void main(String[] args) {
    Generator generator = Generator.valueOf(args.length > 0 ? args[0] : "HLR");
    int learners = args.length > 1 ? Integer.parseInt(args[1]) : 400;
    int judged = args.length > 2 ? Integer.parseInt(args[2]) : 4000;
    ForecastSimulation sim = ForecastSimulation.shippedDeck();
    List<PopulationPrior.Evidence> evidence =
        IntStream.range(0, learners)
            .parallel()
            .mapToObj(i -> sim.evidence(Kind.DEFAULTS, generator, 555_000L + i))
            .toList();
    PopulationPrior learned = PopulationPrior.learn(evidence);
    for (PopulationPrior prior : new PopulationPrior[] {PopulationPrior.NONE, learned}) {
      ForecastSimulation server = sim.withPrior(prior);
      List<SimulatedExam> exams =
          IntStream.range(0, judged)
              .parallel()
              .mapToObj(i -> server.exam(generator, 755_000L + i, false))
              .toList();
      System.out.printf(
          Locale.ROOT,
          "%s learners, prior %s:%n  chance of passing  exams  forecast  passed  score error%n",
          generator,
          prior.members() == 0 ? "the default" : "learned from " + prior.members());
      double all = 0;
      for (int b = 0; b + 1 < BANDS.length; b++) {
        double low = BANDS[b];
        double high = BANDS[b + 1];
        List<SimulatedExam> band =
            exams.stream()
                .filter(
                    e ->
                        e.shipped().passProbability() >= low
                            && e.shipped().passProbability() < high)
                .toList();
        double error = 100 * band.stream().mapToDouble(PriorDiagnosis::error).sum();
        all += error;
        System.out.printf(
            Locale.ROOT,
            "  %3.0f–%3.0f %%  %12d  %8.3f  %6.3f  %+11.2f%n",
            100 * low,
            Math.min(100, 100 * high),
            band.size(),
            band.stream().mapToDouble(e -> e.shipped().passProbability()).average().orElse(0),
            band.stream().mapToDouble(e -> e.passed() ? 1 : 0).average().orElse(0),
            band.isEmpty() ? 0 : error / band.size());
      }
      System.out.printf(Locale.ROOT, "  all: score error %+.2f points%n", all / exams.size());
    }
  }

  private static double error(SimulatedExam e) {
    return e.shipped().expected() - e.trueExpectedScore();
  }
}
