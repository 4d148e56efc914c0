package dev.quizbot.quality;

import java.util.ArrayList;
import java.util.List;

/**
 * How the exam forecasts fared against the exams' results.
 *
 * @param exams submitted exams with a forecast
 * @param meanError mean of (predicted − actual) share right: above 0, the forecast was too high
 * @param meanAbsoluteError mean of |predicted − actual|
 * @param brier mean of (chance of passing − passed)², passed 1 or 0: 0 is perfect, 0.25 what always
 *     saying 50 % scores
 * @param passRate the share of exams passed
 * @param deciles the exams by decile of the forecast chance of passing, the empty ones left out
 */
public record ForecastCalibration(
    int exams,
    double meanError,
    double meanAbsoluteError,
    double brier,
    double passRate,
    List<Decile> deciles) {

  /**
   * @param decile 0 for a chance of passing below 10 %, … 9 for 90 % to 100 %
   * @param meanForecast the mean chance of passing forecast
   * @param observedRate the share of these exams passed
   */
  public record Decile(int decile, int exams, double meanForecast, double observedRate) {}

  public ForecastCalibration {
    deciles = List.copyOf(deciles);
  }

  /** The figures of {@code outcomes}; all 0 and no deciles when there are none. */
  public static ForecastCalibration of(List<ForecastOutcome> outcomes) {
    int n = outcomes.size();
    if (n == 0) {
      return new ForecastCalibration(0, 0, 0, 0, 0, List.of());
    }
    double error = 0;
    double absolute = 0;
    double brier = 0;
    double passed = 0;
    double[] forecast = new double[10];
    double[] observed = new double[10];
    int[] count = new int[10];
    for (ForecastOutcome o : outcomes) {
      double gap = o.predicted() - o.score();
      error += gap;
      absolute += Math.abs(gap);
      double y = o.passed() ? 1 : 0;
      brier += (o.passProbability() - y) * (o.passProbability() - y);
      passed += y;
      int d = Math.min(9, Math.max(0, (int) Math.floor(o.passProbability() * 10)));
      forecast[d] += o.passProbability();
      observed[d] += y;
      count[d]++;
    }
    List<Decile> deciles = new ArrayList<>();
    for (int d = 0; d < 10; d++) {
      if (count[d] > 0) {
        deciles.add(new Decile(d, count[d], forecast[d] / count[d], observed[d] / count[d]));
      }
    }
    return new ForecastCalibration(n, error / n, absolute / n, brier / n, passed / n, deciles);
  }
}
