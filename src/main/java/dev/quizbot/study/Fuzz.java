package dev.quizbot.study;

import java.nio.charset.StandardCharsets;

/**
 * Spreads review intervals a little so that questions learnt together do not stay due together for
 * ever. Ranges as py-fsrs 6 / ts-fsrs 5 / Anki: ±(1 + 15 % of the days between 2.5 and 7 + 10 % of
 * those between 7 and 20 + 5 % of those beyond 20), rounded half up, at least 2 days, never beyond
 * the maximum interval; intervals under 2.5 days are left alone.
 *
 * <p>Unlike py-fsrs ({@code random()}) the draw is seeded, so a review's fuzz is reproducible: the
 * seed is {@link #seed(String, long, int)} of the question id, the member id and the review's
 * number (the new state's {@code reps}); the same review recomputed (a retried transaction, a
 * restart's re-grade) lands on the same day. The pick is uniform over [min, max] ({@code floor(u ·
 * (max − min + 1))}, like ts-fsrs; py-fsrs rounds {@code u · (max − min + 1) + min} instead, which
 * makes the shortest day half as likely and can yield max + 1).
 */
public final class Fuzz {

  private static final double[][] RANGES = { // {start, end, factor}
    {2.5, 7.0, 0.15}, {7.0, 20.0, 0.10}, {20.0, Double.POSITIVE_INFINITY, 0.05}
  };

  private Fuzz() {}

  /**
   * The seed of one review: FNV-1a over the id's UTF-8 bytes mixed with the member id and the
   * review's number by SplitMix64's finaliser; defined here, so it never depends on a JDK's hashing
   * or {@code Random}.
   */
  public static long seed(String questionId, long memberId, int reviewNumber) {
    long h = 0xcbf29ce484222325L; // FNV-1a over the id's UTF-8 bytes
    for (byte b : questionId.getBytes(StandardCharsets.UTF_8)) {
      h = (h ^ (b & 0xff)) * 0x100000001b3L;
    }
    return mix(mix(h ^ memberId) ^ reviewNumber);
  }

  /** The days a fuzzed interval may take, both ends included. */
  record Range(long min, long max) {}

  /** The range of {@code days} fuzzed ({@code days} alone below 2.5). */
  static Range range(long days, int maximumIntervalDays) {
    if (days < 2.5) {
      return new Range(days, days);
    }
    double delta = 1.0;
    for (double[] r : RANGES) {
      delta += r[2] * Math.max(Math.min(days, r[1]) - r[0], 0.0);
    }
    long max = Math.min(Math.round(days + delta), maximumIntervalDays);
    long min = Math.min(Math.max(2, Math.round(days - delta)), max);
    return new Range(min, max);
  }

  /** {@code days} fuzzed by the generator seeded with {@code seed}. */
  static long apply(long days, int maximumIntervalDays, long seed) {
    Range range = range(days, maximumIntervalDays);
    double u = (mix(seed) >>> 11) * 0x1.0p-53; // uniform in [0, 1)
    return range.min() + (long) Math.floor(u * (range.max() - range.min() + 1));
  }

  // SplitMix64's finaliser (Steele, Lea, Flood 2014): a fixed bijection, so every seed bit
  // matters and the result never depends on the JDK's Random implementations.
  private static long mix(long z) {
    z += 0x9e3779b97f4a7c15L;
    z = (z ^ (z >>> 30)) * 0xbf58476d1ce4e5b9L;
    z = (z ^ (z >>> 27)) * 0x94d049bb133111ebL;
    return z ^ (z >>> 31);
  }
}
