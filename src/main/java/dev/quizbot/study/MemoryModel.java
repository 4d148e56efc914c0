package dev.quizbot.study;

import java.util.List;

/**
 * FSRS-6's difficulty and stability formulas (fsrs4anki wiki "The Algorithm", FSRS-6 section,
 * checked against py-fsrs 6.3 {@code scheduler.py}), one method per formula. {@code G} below is
 * {@link Rating#grade()}.
 */
final class MemoryModel {

  /** py-fsrs's floor: below it S is meaningless and R's power would blow up. */
  static final double MIN_STABILITY = 0.001;

  private final double[] w;

  MemoryModel(List<Double> weights) {
    // A primitive copy: this runs in every graded answer's transaction (P8 budget).
    this.w = weights.stream().mapToDouble(Double::doubleValue).toArray();
  }

  /** S0(G) = w[G−1]: the first answer's stability is a fitted constant per grade. */
  double initialStability(Rating rating) {
    return Math.max(w[rating.grade() - 1], MIN_STABILITY);
  }

  /** D0(G) = w4 − e^(w5·(G−1)) + 1, clamped to 1..10. */
  double initialDifficulty(Rating rating) {
    return clampDifficulty(rawInitialDifficulty(rating));
  }

  /**
   * D' = w7 · D0(Easy) + (1 − w7) · (D + ΔD · (10 − D) / 9), with ΔD = −w6 · (G − 3). The factor
   * (10 − D)/9 ("linear damping") slows D as it nears 10, so one bad streak cannot pin a question
   * at maximum difficulty; the pull towards D0(Easy), unclamped, is the mean reversion.
   */
  double nextDifficulty(double difficulty, Rating rating) {
    double delta = -w[6] * (rating.grade() - 3);
    double damped = difficulty + delta * (10 - difficulty) / 9;
    double reverted = w[7] * rawInitialDifficulty(Rating.EASY) + (1 - w[7]) * damped;
    return clampDifficulty(reverted);
  }

  /**
   * A review less than a day after the previous one: S' = S · e^(w17·(G−3+w18)) · S^(−w19). The
   * increase is kept at least 1 for Good and Easy (the wiki: "SInc ≥ 1 when G ≥ 3"), so a right
   * answer never lowers S; Again and Hard may lower it.
   */
  double shortTermStability(double stability, Rating rating) {
    double increase = Math.exp(w[17] * (rating.grade() - 3 + w[18])) * Math.pow(stability, -w[19]);
    if (rating.grade() >= Rating.GOOD.grade()) {
      increase = Math.max(increase, 1);
    }
    return Math.max(stability * increase, MIN_STABILITY);
  }

  /** A review a day or more after the previous one, at recall probability R. */
  double longTermStability(double difficulty, double stability, double r, Rating rating) {
    double next =
        rating == Rating.AGAIN
            ? forgetStability(difficulty, stability, r)
            : recallStability(difficulty, stability, r, rating);
    return Math.max(next, MIN_STABILITY);
  }

  /**
   * S'r = S · (1 + e^w8 · (11 − D) · S^(−w9) · (e^(w10·(1−R)) − 1) · hard · easy): the lower R was,
   * the bigger the gain (a successful recall of a nearly forgotten item strengthens it most).
   */
  private double recallStability(double difficulty, double stability, double r, Rating rating) {
    double hardPenalty = rating == Rating.HARD ? w[15] : 1;
    double easyBonus = rating == Rating.EASY ? w[16] : 1;
    return stability
        * (1
            + Math.exp(w[8])
                * (11 - difficulty)
                * Math.pow(stability, -w[9])
                * (Math.exp((1 - r) * w[10]) - 1)
                * hardPenalty
                * easyBonus);
  }

  /**
   * S'f = w11 · D^(−w12) · ((S+1)^w13 − 1) · e^(w14·(1−R)), but never above S / e^(w17·w18): the
   * same-day formula's value for Again, so forgetting is never rewarded more for waiting longer.
   */
  private double forgetStability(double difficulty, double stability, double r) {
    double longTerm =
        w[11]
            * Math.pow(difficulty, -w[12])
            * (Math.pow(stability + 1, w[13]) - 1)
            * Math.exp((1 - r) * w[14]);
    double shortTermCap = stability / Math.exp(w[17] * w[18]);
    return Math.min(longTerm, shortTermCap);
  }

  private double rawInitialDifficulty(Rating rating) {
    return w[4] - Math.exp(w[5] * (rating.grade() - 1)) + 1;
  }

  private static double clampDifficulty(double d) {
    return Math.min(Math.max(d, 1), 10);
  }
}
