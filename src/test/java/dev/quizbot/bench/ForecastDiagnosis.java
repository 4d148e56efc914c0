package dev.quizbot.bench;

import dev.quizbot.bench.ForecastSimulation.Observer;
import dev.quizbot.bench.ForecastSimulation.SimulatedExam;
import dev.quizbot.bench.MemorySimulation.Generator;
import dev.quizbot.study.FsrsParameters;
import dev.quizbot.study.MemoryState;
import dev.quizbot.study.MemoryUncertainty;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.ToDoubleFunction;

/**
 * Where bench P16's forecast goes wrong for one learner group, without refits: the recall checks
 * the forecast learns from and the exam's questions the bot had seen, both binned by the bot's
 * stability (powers of 2 days), model against truth; both again binned by the model's t / S (powers
 * of 2), the posterior's forecast against truth (the checks' chance of a right answer against their
 * outcomes, the exam's recall against the true recall: where the checks fit and the exam does not,
 * the checks are not the states the exam meets; the checks are the posterior's own data, so their
 * fit is in-sample); and the posterior's median ε, η, d and u over the learners with at least 300
 * checks. The learners come from P16's generators with seeds of their own (7919·k), not P16's.
 *
 * <p>{@code ./mvnw -q -B -ntp -Pbench test-compile exec:java -Dbench=ForecastDiagnosis
 * -Dexec.args="HLR 400"} (generator FSRS or HLR, learners; about 12 s for 400).
 */
public final class ForecastDiagnosis {

  private static final int MIN_CHECKS = 300;

  /**
   * Per bin of a value (a stability, a t / S) by powers of 2: count, the forecast's sum, truth's.
   */
  private static final class Bins {
    final TreeMap<Integer, double[]> sums = new TreeMap<>();

    void add(double value, double model, double truth) {
      double[] s =
          sums.computeIfAbsent((int) Math.floor(Math.log(value) / Math.log(2)), k -> new double[3]);
      s[0]++;
      s[1] += model;
      s[2] += truth;
    }
  }

  private ForecastDiagnosis() {}

  public static void main(String[] args) {
    Generator generator = Generator.valueOf(args.length > 0 ? args[0] : "HLR");
    int learners = args.length > 1 ? Integer.parseInt(args[1]) : 400;
    ForecastSimulation sim = ForecastSimulation.shippedDeck();
    double decay = FsrsParameters.DEFAULT_WEIGHTS.get(20);
    Bins checks = new Bins();
    Bins asked = new Bins();
    Bins checksByAge = new Bins();
    Bins askedByAge = new Bins();
    MemoryUncertainty[] posterior = new MemoryUncertainty[1];
    List<MemoryUncertainty> posteriors = new ArrayList<>();
    double error = 0;
    double absolute = 0;
    for (int k = 1; k <= learners; k++) {
      Observer observer =
          new Observer() {
            @Override
            public void checks(List<MemoryUncertainty.RecallCheck> list) {
              posterior[0] = MemoryUncertainty.posterior(list, decay);
              for (MemoryUncertainty.RecallCheck c : list) {
                double right = c.recall() + (1 - c.recall()) * c.guessFloor();
                checks.add(c.stability(), right, c.right() ? 1 : 0);
                double x = MemoryUncertainty.elapsedOverStability(c.recall(), decay);
                if (x > 0 && Double.isFinite(x)) {
                  double r = posterior[0].meanRecall(x * c.stability(), c.stability());
                  checksByAge.add(x, r + (1 - r) * c.guessFloor(), c.right() ? 1 : 0);
                }
              }
              if (list.size() >= MIN_CHECKS) {
                posteriors.add(posterior[0]);
              }
            }

            @Override
            public void asked(
                MemoryState state,
                double modelRecall,
                double trueRecall,
                double guessFloor,
                boolean right) {
              asked.add(state.stability(), modelRecall, trueRecall);
              double x = MemoryUncertainty.elapsedOverStability(modelRecall, decay);
              if (x > 0 && Double.isFinite(x)) {
                askedByAge.add(
                    x,
                    posterior[0].meanRecall(x * state.stability(), state.stability()),
                    trueRecall);
              }
            }
          };
      SimulatedExam exam = sim.exam(generator, 7919L * k, observer);
      double e = exam.shipped().expected() - exam.trueExpectedScore();
      error += e;
      absolute += Math.abs(e);
    }
    System.out.printf(
        Locale.ROOT,
        "%s learners: %d; forecast minus the drawn exam's true expected score: mean %+.2f points,"
            + " mean absolute %.2f%n",
        generator,
        learners,
        100 * error / learners,
        100 * absolute / learners);
    table(
        "stability (days)  checks  model's chance right  right | asked  model R  true R",
        "%7.3g–%-7.3g  %7d  %20s  %5s | %5d  %7s  %6s%n",
        checks,
        asked);
    table(
        "  model's t/S  checks  posterior's chance right  right | asked  posterior R  true R",
        "%6.3g–%-6.3g  %6d  %24s  %5s | %5d  %11s  %6s%n",
        checksByAge,
        askedByAge);
    System.out.printf(
        Locale.ROOT,
        "posterior, %d learners with ≥ %d checks, median (10th–90th percentile): ε %s, η %s, d %s,"
            + " u %s%n",
        posteriors.size(),
        MIN_CHECKS,
        spread(posteriors, MemoryUncertainty::meanLogScale),
        spread(posteriors, MemoryUncertainty::meanGrowth),
        spread(posteriors, MemoryUncertainty::meanDecay),
        spread(posteriors, MemoryUncertainty::meanUnknownShare));
  }

  /** The checks' bins beside the exam's, row by row. */
  private static void table(String header, String row, Bins checks, Bins asked) {
    System.out.println(header);
    TreeSet<Integer> keys = new TreeSet<>(checks.sums.keySet());
    keys.addAll(asked.sums.keySet());
    for (int key : keys) {
      double[] c = checks.sums.getOrDefault(key, new double[3]);
      double[] a = asked.sums.getOrDefault(key, new double[3]);
      System.out.printf(
          Locale.ROOT,
          row,
          Math.pow(2, key),
          Math.pow(2, key + 1),
          (int) c[0],
          share(c),
          truth(c),
          (int) a[0],
          share(a),
          truth(a));
    }
  }

  private static String truth(double[] sums) {
    return sums[0] == 0 ? "" : String.format(Locale.ROOT, "%.3f", sums[2] / sums[0]);
  }

  private static String share(double[] sums) {
    return sums[0] == 0 ? "" : String.format(Locale.ROOT, "%.3f", sums[1] / sums[0]);
  }

  private static String spread(
      List<MemoryUncertainty> posteriors, ToDoubleFunction<MemoryUncertainty> mean) {
    if (posteriors.isEmpty()) {
      return "—";
    }
    double[] v = posteriors.stream().mapToDouble(mean).sorted().toArray();
    return String.format(
        Locale.ROOT,
        "%.2f (%.2f to %.2f)",
        v[v.length / 2],
        v[(int) (0.1 * (v.length - 1))],
        v[(int) (0.9 * (v.length - 1))]);
  }
}
