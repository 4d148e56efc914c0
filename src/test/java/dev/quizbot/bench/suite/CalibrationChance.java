package dev.quizbot.bench.suite;

import java.util.Arrays;
import java.util.Random;

/**
 * What chance alone does to P16's calibration figure: the same exams' outcomes drawn again, each
 * passed with exactly its forecast's probability, and the worst judged decile gap taken as P16
 * takes it. A forecast calibrated exactly shows these gaps; so a group's worst decile is judged
 * against them as well as against the ±5 points target, where deciles of about 100 exams (±4 points
 * of chance) miss it by chance alone.
 */
final class CalibrationChance {

  /** Outcomes drawn again: enough for the median and the share above 5 to about a point. */
  static final int DRAWS = 1_000;

  /**
   * @param median the median worst gap, in points
   * @param aboveFive the share of draws whose worst gap exceeds 5 points
   * @param atLeastObserved the share of draws whose worst gap is at least the group's own: how
   *     often an exact forecast would look as bad
   */
  record Chance(double median, double aboveFive, double atLeastObserved) {}

  private CalibrationChance() {}

  /** The decile (0 to 9) a forecast chance of passing {@code p} is judged in. */
  static int decile(double p) {
    return Math.min(9, (int) (p * 10));
  }

  /**
   * @param forecasts each exam's forecast chance of passing
   * @param minDecile deciles with fewer exams are not judged
   * @param observed the group's own worst gap, in points
   */
  static Chance of(double[] forecasts, int minDecile, double observed, long seed) {
    int[] decile = new int[forecasts.length];
    int[] count = new int[10];
    double[] mean = new double[10];
    for (int i = 0; i < forecasts.length; i++) {
      decile[i] = decile(forecasts[i]);
      count[decile[i]]++;
      mean[decile[i]] += forecasts[i];
    }
    for (int d = 0; d < 10; d++) {
      mean[d] = count[d] == 0 ? 0 : mean[d] / count[d];
    }
    Random random = new Random(seed);
    double[] worst = new double[DRAWS];
    int above = 0;
    int asBad = 0;
    for (int r = 0; r < DRAWS; r++) {
      int[] passed = new int[10];
      for (int i = 0; i < forecasts.length; i++) {
        if (random.nextDouble() < forecasts[i]) {
          passed[decile[i]]++;
        }
      }
      for (int d = 0; d < 10; d++) {
        if (count[d] >= minDecile) {
          worst[r] = Math.max(worst[r], Math.abs((double) passed[d] / count[d] - mean[d]) * 100);
        }
      }
      above += worst[r] > 5 ? 1 : 0;
      asBad += worst[r] >= observed ? 1 : 0;
    }
    Arrays.sort(worst);
    return new Chance(
        (worst[(DRAWS - 1) / 2] + worst[DRAWS / 2]) / 2,
        (double) above / DRAWS,
        (double) asBad / DRAWS);
  }
}
