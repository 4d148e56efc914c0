package dev.quizbot.bench.suite;

import dev.quizbot.bench.ForecastSimulation;
import dev.quizbot.bench.ForecastSimulation.SimulatedExam;
import dev.quizbot.bench.MemorySimulation.Generator;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * P15: the readiness forecast against simulated mock exams ({@link ForecastSimulation}), per
 * learner group (FSRS and HLR memory): the Brier score of the pass probability (target ≤ 0.15), its
 * calibration per decile of the forecast (target: observed pass rate within ±5 points of the mean
 * forecast in every decile with at least {@link #MIN_DECILE} exams), and the predicted score
 * against the exam's score (target: mean absolute error ≤ 5 points; the mean error, i.e. the bias,
 * is judged against 5 points too). At least 200 exams per group.
 */
public final class ForecastFigures implements SuiteBenchmark {

  /** Deciles with fewer exams are shown but not judged: their observed rate is mostly noise. */
  static final int MIN_DECILE = 50;

  @Override
  public String id() {
    return "P15";
  }

  @Override
  public List<Figure> run(Mode mode) {
    int exams = mode.pick(5_000, 20_000);
    ForecastSimulation sim = ForecastSimulation.shippedDeck();
    List<Figure> figures = new ArrayList<>();
    for (Generator g : Generator.values()) {
      List<SimulatedExam> results = new ArrayList<>();
      for (int i = 0; i < exams; i++) {
        results.add(sim.exam(g, 100_000L * (g.ordinal() + 1) + i));
      }
      figures.addAll(groupFigures(g.toString(), results));
    }
    return figures;
  }

  static List<Figure> groupFigures(String key, List<SimulatedExam> exams) {
    int n = exams.size();
    double brier = 0;
    double passes = 0;
    double error = 0;
    double absError = 0;
    double absErrorTrue = 0;
    double modelError = 0;
    double modelError2 = 0;
    int[] count = new int[10];
    double[] forecast = new double[10];
    double[] observed = new double[10];
    for (SimulatedExam e : exams) {
      double y = e.passed() ? 1 : 0;
      brier += (e.passProbability() - y) * (e.passProbability() - y);
      passes += y;
      error += e.predictedScore() - e.score();
      absError += Math.abs(e.predictedScore() - e.score());
      absErrorTrue += Math.abs(e.predictedScore() - e.trueExpectedScore());
      modelError += e.predictedScore() - e.trueExpectedScore();
      modelError2 += Math.pow(e.predictedScore() - e.trueExpectedScore(), 2);
      int d = Math.min(9, (int) (e.passProbability() * 10));
      count[d]++;
      forecast[d] += e.passProbability();
      observed[d] += y;
    }
    brier /= n;
    double rate = passes / n;
    double worstGap = 0;
    StringBuilder table = new StringBuilder();
    System.out.printf(
        Locale.ROOT,
        "%s learners, %d exams, pass rate %.3f%n decile   exams  mean forecast  observed  gap"
            + " (points)  ±1 SE%n",
        key,
        n,
        rate);
    for (int d = 0; d < 10; d++) {
      if (count[d] == 0) {
        continue;
      }
      double f = forecast[d] / count[d];
      double o = observed[d] / count[d];
      double gap = (o - f) * 100;
      double se = Math.sqrt(f * (1 - f) / count[d]) * 100;
      boolean judged = count[d] >= MIN_DECILE;
      if (judged) {
        worstGap = Math.max(worstGap, Math.abs(gap));
      }
      System.out.printf(
          Locale.ROOT,
          " %3d–%3d%% %6d  %13.3f  %8.3f  %+11.1f  %5.1f%s%n",
          d * 10,
          d * 10 + 10,
          count[d],
          f,
          o,
          gap,
          se,
          judged ? "" : "  (not judged)");
      table.append(
          String.format(
              Locale.ROOT,
              "%s%d–%d%%: %d exams, forecast %.3f, passed %.3f%s",
              table.length() == 0 ? "" : "; ",
              d * 10,
              d * 10 + 10,
              count[d],
              f,
              o,
              judged ? "" : " (not judged)"));
    }
    double meanError = error / n * 100;
    double mae = absError / n * 100;
    double maeTrue = absErrorTrue / n * 100;
    double modelMean = modelError / n * 100;
    double modelSd = Math.sqrt(Math.max(0, modelError2 / n * 1e4 - modelMean * modelMean));
    System.out.printf(
        Locale.ROOT,
        " Brier %.4f (always forecasting the pass rate: %.4f); predicted score minus score: mean"
            + " %+.2f, mean absolute %.2f points; against the drawn exam's true expected score:"
            + " mean absolute %.2f points, mean %+.2f, SD %.2f%n",
        brier,
        rate * (1 - rate),
        meanError,
        mae,
        maeTrue,
        modelMean,
        modelSd);
    String group = key + " learners, " + n + " exams";
    return List.of(
        new Figure(
            "P15 Brier " + key,
            "Brier score of the pass probability, " + group,
            "",
            List.of(brier),
            Target.atMost(0.15),
            String.format(
                Locale.ROOT, "%.3f always forecasting the pass rate %.2f", rate * (1 - rate), rate),
            ""),
        new Figure(
            "P15 calibration " + key,
            "largest |passed − forecast| over the deciles with ≥ "
                + MIN_DECILE
                + " exams, "
                + group,
            "points",
            List.of(worstGap),
            Target.atMost(5),
            "",
            table.toString()),
        new Figure(
            "P15 score MAE " + key,
            "mean |predicted − exam score|, " + group,
            "points",
            List.of(mae),
            Target.atMost(5),
            String.format(
                Locale.ROOT, "%.2f points against the drawn exam's true expected score", maeTrue),
            String.format(
                Locale.ROOT,
                "predicted minus the drawn exam's true expected score (answer noise removed): mean"
                    + " %+.2f, SD %.2f points across learners",
                modelMean,
                modelSd)),
        new Figure(
            "P15 score bias " + key,
            "|mean (predicted − exam score)|, " + group,
            "points",
            List.of(Math.abs(meanError)),
            Target.atMost(5),
            "",
            String.format(
                Locale.ROOT, "mean error %+.2f points (positive: forecast too high)", meanError)));
  }

  /** Run alone: {@code ./mvnw -q -Pbench test-compile exec:java -Dbench=suite.ForecastFigures}. */
  public static void main(String[] args) {
    long t0 = System.nanoTime();
    for (Figure f : new ForecastFigures().run(Mode.fromSystemProperties())) {
      System.out.printf(
          Locale.ROOT,
          "%s: %s (%s) %s%n",
          f.id(),
          f.medianText(),
          f.verdict(),
          f.yardstick().isEmpty() ? f.note() : f.yardstick());
    }
    System.out.printf(Locale.ROOT, "%.1f s%n", (System.nanoTime() - t0) / 1e9);
  }
}
