package dev.quizbot.study;

/**
 * Log loss and RMSE over bins of recall predictions against outcomes. The bins here are twenty
 * equal slices of the predicted recall (a calibration curve), a simple stand-in for srs-benchmark's
 * bins by interval, review count and lapses.
 */
public final class RecallMetrics {

  static final int BINS = 20;
  private static final double EPS = 1e-6;

  private RecallMetrics() {}

  /** Mean −[y ln p + (1 − y) ln(1 − p)], p clamped to [1e-6, 1 − 1e-6]; 0 for no predictions. */
  public static double logLoss(double[] predicted, boolean[] recalled) {
    if (predicted.length == 0) {
      return 0;
    }
    double sum = 0;
    for (int i = 0; i < predicted.length; i++) {
      double p = Math.min(Math.max(predicted[i], EPS), 1 - EPS);
      sum -= recalled[i] ? Math.log(p) : Math.log(1 - p);
    }
    return sum / predicted.length;
  }

  /**
   * √(Σ_bins n_b · (mean predicted_b − observed rate_b)² / n), the bins by predicted recall: bin ⌊p
   * · 20⌋ (p = 1 in the last).
   */
  public static double rmseBins(double[] predicted, boolean[] recalled) {
    if (predicted.length == 0) {
      return 0;
    }
    double[] sumP = new double[BINS];
    double[] sumY = new double[BINS];
    int[] count = new int[BINS];
    for (int i = 0; i < predicted.length; i++) {
      int bin = Math.min(BINS - 1, Math.max(0, (int) Math.floor(predicted[i] * BINS)));
      sumP[bin] += predicted[i];
      sumY[bin] += recalled[i] ? 1 : 0;
      count[bin]++;
    }
    double sum = 0;
    for (int b = 0; b < BINS; b++) {
      if (count[b] > 0) {
        double gap = (sumP[b] - sumY[b]) / count[b];
        sum += count[b] * gap * gap;
      }
    }
    return Math.sqrt(sum / predicted.length);
  }
}
