package dev.quizbot.study;

/**
 * FSRS-6's forgetting curve R(t, S) = (1 + factor · t / S)^(−w20) and its inverse, the interval at
 * which R falls to the desired retention. {@code factor = 0.9^(−1/w20) − 1} makes R(S, S) = 0.9
 * whatever the decay, which is what makes S "the days until 90 %".
 */
final class ForgettingCurve {

  private final double decay;
  private final double factor;

  ForgettingCurve(double w20) {
    this.decay = -w20;
    this.factor = Math.pow(0.9, 1 / decay) - 1;
  }

  /** Recall probability after {@code elapsedDays} (fractional allowed) at stability S. */
  double retrievability(double elapsedDays, double stability) {
    return Math.pow(1 + factor * elapsedDays / stability, decay);
  }

  /**
   * Whole days until R falls to {@code retention}: the curve solved for t, rounded half up (as
   * ts-fsrs's {@code Math.round}; py-fsrs's {@code round} rounds halves to even, which only differs
   * at an exact .5), at least 1, at most the maximum.
   */
  long intervalDays(double stability, double retention, int maximumIntervalDays) {
    double days = stability / factor * (Math.pow(retention, 1 / decay) - 1);
    return Math.min(Math.max(Math.round(days), 1), maximumIntervalDays);
  }
}
