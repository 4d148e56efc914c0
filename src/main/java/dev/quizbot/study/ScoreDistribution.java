package dev.quizbot.study;

import java.util.Arrays;
import java.util.List;

/**
 * The distribution of a mock exam's number of right answers, each question answered right
 * independently with its own probability. Per topic, the questions the draw always takes add up as
 * a Poisson-binomial (exact, by dynamic programming over the questions); the questions drawn at
 * random, {@code k} of a pool of {@code n} equally likely subsets, add up by an exact dynamic
 * programme over the pool that samples the subset question by question (selection sampling: the
 * next question is taken with probability (k − taken) / (n − looked at), which gives every k-subset
 * the same chance) — unless that programme would take more than {@link #EXACT_BUDGET} steps, when
 * the pool's sum is approximated by a normal of the exact mean and variance (the finite-population
 * correction) on 0..k. The topics are then convolved. Pure.
 */
public final class ScoreDistribution {

  /**
   * Steps (pool × band × drawn) above which a topic's random draw is approximated, so {@code
   * /readiness} stays within milliseconds: 10 of a pool of 10,000 or 50 of 1,500 are exact.
   */
  static final long EXACT_BUDGET = 4_000_000L;

  /**
   * One topic's part of an exam.
   *
   * @param certain recall probabilities of the questions the draw always takes
   * @param pool those of the questions it takes {@code fromPool} of at random
   */
  public record TopicDraw(double[] certain, double[] pool, int fromPool) {
    public TopicDraw {
      certain = certain.clone();
      pool = pool.clone();
      if (fromPool < 0 || fromPool > pool.length) {
        throw new IllegalArgumentException(fromPool + " drawn of a pool of " + pool.length);
      }
    }

    int questions() {
      return certain.length + fromPool;
    }
  }

  private final double[] pmf;

  private ScoreDistribution(double[] pmf) {
    this.pmf = pmf;
  }

  /** The exam of {@code topics}, their parts convolved. */
  public static ScoreDistribution of(List<TopicDraw> topics) {
    double[] total = {1.0};
    for (TopicDraw topic : topics) {
      total = convolve(total, poissonBinomial(topic.certain()));
      total = convolve(total, randomSubset(topic.pool(), topic.fromPool()));
    }
    return new ScoreDistribution(total);
  }

  /**
   * The mixture of {@code parts} (each of the same exam) with {@code weights} adding up to 1: the
   * score's distribution when the chances themselves are uncertain.
   */
  public static ScoreDistribution mixture(List<ScoreDistribution> parts, double[] weights) {
    double[] pmf = new double[parts.get(0).pmf.length];
    for (int k = 0; k < parts.size(); k++) {
      double[] part = parts.get(k).pmf;
      if (part.length != pmf.length) {
        throw new IllegalArgumentException("parts of different exams");
      }
      for (int r = 0; r < pmf.length; r++) {
        pmf[r] += weights[k] * part[r];
      }
    }
    return new ScoreDistribution(pmf);
  }

  /** Questions on the exam. */
  public int questions() {
    return pmf.length - 1;
  }

  /** P(exactly {@code right} right answers). */
  public double probability(int right) {
    return right < 0 || right >= pmf.length ? 0 : pmf[right];
  }

  /** The expected share of right answers, 0 to 1 (0 for an exam without questions). */
  public double expectedShare() {
    if (questions() == 0) {
      return 0;
    }
    double mean = 0;
    for (int r = 0; r < pmf.length; r++) {
      mean += r * pmf[r];
    }
    return mean / questions();
  }

  /**
   * The chance the share of right answers reaches {@code passMark} (as the exam grades: right × 100
   * ≥ pass percent × questions).
   */
  public double passProbability(double passMark) {
    int needed = rightNeeded(passMark, questions());
    double p = 0;
    for (int r = Math.max(needed, 0); r < pmf.length; r++) {
      p += pmf[r];
    }
    return Math.min(1, p);
  }

  /** The fewest right answers out of {@code questions} that pass at {@code passMark}. */
  static int rightNeeded(double passMark, int questions) {
    // The pass mark comes from a whole percent: round it so 0.7 × 100 is 70, not 69.99….
    long percent = Math.round(passMark * 100);
    return (int) ((percent * questions + 99) / 100);
  }

  /** The share of right answers at quantile {@code q} (the least r with P(right ≤ r) ≥ q). */
  public double quantileShare(double q) {
    if (questions() == 0) {
      return 0;
    }
    double cumulative = 0;
    for (int r = 0; r < pmf.length; r++) {
      cumulative += pmf[r];
      if (cumulative >= q - 1e-12) {
        return (double) r / questions();
      }
    }
    return 1;
  }

  static double[] poissonBinomial(double[] p) {
    double[] f = new double[p.length + 1];
    f[0] = 1;
    for (int i = 0; i < p.length; i++) {
      for (int s = i + 1; s >= 1; s--) {
        f[s] = f[s] * (1 - p[i]) + f[s - 1] * p[i];
      }
      f[0] *= 1 - p[i];
    }
    return f;
  }

  /** The number right among {@code k} questions drawn uniformly from {@code pool}. */
  static double[] randomSubset(double[] pool, int k) {
    int n = pool.length;
    if (k == 0) {
      return new double[] {1.0};
    }
    if (k == n) {
      return poissonBinomial(pool);
    }
    long band = Math.min(k, n - k) + 1L;
    if ((long) n * band * (k + 1L) > EXACT_BUDGET) {
      return approximateSubset(pool, k);
    }
    return exactSubset(pool, k);
  }

  /** Selection sampling as a dynamic programme over (taken, right so far). */
  static double[] exactSubset(double[] pool, int k) {
    int n = pool.length;
    double[][] f = new double[k + 1][];
    for (int j = 0; j <= k; j++) {
      f[j] = new double[j + 1];
    }
    f[0][0] = 1;
    for (int i = 0; i < n; i++) {
      int left = n - i;
      // After i questions the taken count lies in [k − left, i]: fewer could not reach k.
      int low = Math.max(0, k - left);
      int high = Math.min(i, k - 1);
      double p = pool[i];
      for (int j = high; j >= low; j--) {
        double take = (double) (k - j) / left;
        double[] row = f[j];
        double[] next = f[j + 1];
        for (int s = j; s >= 0; s--) {
          double v = row[s];
          if (v == 0) {
            continue;
          }
          double taken = v * take;
          next[s + 1] += taken * p;
          next[s] += taken * (1 - p);
          row[s] = v - taken;
        }
      }
    }
    return f[k];
  }

  /**
   * k draws with the pool's mean p̄ and the finite-population variance: the exact variance of the
   * sum is k·p̄(1 − p̄) − k·σ²·(k − 1)/(n − 1) (σ² the pool's variance of p), which a
   * Poisson-binomial of k questions at p̄ ± δ (half each; the middle one of an odd k at p̄) has for
   * δ² = k·σ²·(k − 1)/((n − 1)·2⌊k/2⌋). Exact mean and variance, whole numbers 0..k, k² steps.
   */
  static double[] approximateSubset(double[] pool, int k) {
    int n = pool.length;
    double mean = Arrays.stream(pool).average().orElse(0);
    double variance = 0;
    for (double p : pool) {
      variance += (p - mean) * (p - mean);
    }
    variance /= n;
    int pairs = k / 2;
    double delta = pairs == 0 ? 0 : Math.sqrt(k * variance * (k - 1) / ((n - 1.0) * 2 * pairs));
    // Within 0..1: a pool's p̄ ± δ stays there unless nearly all its mass sits at one end.
    delta = Math.min(delta, Math.min(mean, 1 - mean));
    double[] p = new double[k];
    for (int i = 0; i < pairs; i++) {
      p[2 * i] = mean + delta;
      p[2 * i + 1] = mean - delta;
    }
    if (k % 2 == 1) {
      p[k - 1] = mean;
    }
    return poissonBinomial(p);
  }

  static double[] convolve(double[] a, double[] b) {
    double[] c = new double[a.length + b.length - 1];
    for (int i = 0; i < a.length; i++) {
      if (a[i] == 0) {
        continue;
      }
      for (int j = 0; j < b.length; j++) {
        c[i + j] += a[i] * b[j];
      }
    }
    return c;
  }
}
