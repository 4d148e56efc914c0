package dev.quizbot.study;

import static dev.quizbot.study.MemoryUncertainty.DECAY_LOG_SD;
import static dev.quizbot.study.MemoryUncertainty.DECAY_MAX;
import static dev.quizbot.study.MemoryUncertainty.DECAY_MIN;
import static dev.quizbot.study.MemoryUncertainty.DECAY_STEPS;
import static dev.quizbot.study.MemoryUncertainty.EFFECTIVE_REVIEWS;
import static dev.quizbot.study.MemoryUncertainty.GROWTHS;
import static dev.quizbot.study.MemoryUncertainty.GROWTH_SD;
import static dev.quizbot.study.MemoryUncertainty.KNOWN_ALL;
import static dev.quizbot.study.MemoryUncertainty.OPEN_DECAY_MAX;
import static dev.quizbot.study.MemoryUncertainty.OPEN_DECAY_STEPS;
import static dev.quizbot.study.MemoryUncertainty.OPEN_GROWTH;
import static dev.quizbot.study.MemoryUncertainty.REFERENCE_STABILITY;
import static dev.quizbot.study.MemoryUncertainty.SCALE_SD;
import static dev.quizbot.study.MemoryUncertainty.SCALE_STEPS;
import static dev.quizbot.study.MemoryUncertainty.UNKNOWN_SHARES;
import static dev.quizbot.study.MemoryUncertainty.WEIGHT_FLATTENING;
import static dev.quizbot.study.MemoryUncertainty.elapsedOverStability;

import dev.quizbot.study.MemoryUncertainty.Curve;
import dev.quizbot.study.MemoryUncertainty.RecallCheck;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The grid {@link MemoryUncertainty}'s posterior lives on, and its prior and likelihood at every
 * point (the model and its numbers are described there). The points come in the same order for
 * every member, whatever her decay in use, so a {@link PopulationPrior} can weigh them one by one.
 */
final class PosteriorGrid {

  private static final double[] DECAYS = logGrid(DECAY_MIN, DECAY_MAX, DECAY_STEPS);
  private static final double[] OPEN_DECAYS = logGrid(DECAY_MIN, OPEN_DECAY_MAX, OPEN_DECAY_STEPS);

  /** Flat in log d: each of the open decays equally likely. */
  private static final double OPEN_LOG_PRIOR = -Math.log(OPEN_DECAY_STEPS);

  /** The log prior of each of {@link MemoryUncertainty#UNKNOWN_SHARES}. */
  private static final double[] UNKNOWN_LOG_PRIOR = unknownLogPrior();

  /**
   * Reviews are grouped by ln(t / S) to this step (10 %: R moves by about a point at most within
   * one), so the likelihood's cost is bounded by the groups, not the reviews.
   */
  private static final double STEP = 0.1;

  private PosteriorGrid() {}

  /** Every grid point, in a fixed order, as {log posterior (unnormalised), ε, d, u, η}. */
  static List<double[]> logPoints(List<RecallCheck> checks, double decay) {
    List<Scored> scored = scored(checks, decay);
    List<Map<Group, double[]>> byGrowth = new ArrayList<>();
    for (double growth : GROWTHS) {
      byGrowth.add(group(scored, growth));
    }
    // Tempering and the weights' scale in one: n reviews weigh min(n, 400) reviews' worth.
    double mass = scored.stream().mapToDouble(Scored::weight).sum();
    double temper = mass > 0 ? Math.min(scored.size(), EFFECTIVE_REVIEWS) / mass : 0;
    double[] scales = new double[SCALE_STEPS];
    for (int i = 0; i < SCALE_STEPS; i++) {
      scales[i] = SCALE_SD * (-3 + 6.0 * i / (SCALE_STEPS - 1));
    }
    // The grid is even in ε, η and log d: the log prior is the density's log on those scales, the
    // decay's normalised within each η, whose rows hold different decays.
    double[] fsrsPrior = decayPrior(Math.log(Math.min(Math.max(decay, DECAY_MIN), DECAY_MAX)));
    List<double[]> points = new ArrayList<>(); // {log posterior, ε, d, u, η}
    for (double scale : scales) {
      for (int k = 0; k < GROWTHS.length; k++) {
        double growth = GROWTHS[k];
        boolean open = Math.abs(growth) >= OPEN_GROWTH;
        double[] rowDecays = open ? OPEN_DECAYS : DECAYS;
        for (int j = 0; j < rowDecays.length; j++) {
          double prior =
              -0.5 * (scale / SCALE_SD) * (scale / SCALE_SD)
                  - 0.5 * (growth / GROWTH_SD) * (growth / GROWTH_SD)
                  + (open ? OPEN_LOG_PRIOR : fsrsPrior[j]);
          double[] likelihood = logLikelihoods(byGrowth.get(k), scale, rowDecays[j]);
          for (int u = 0; u < UNKNOWN_SHARES.length; u++) {
            double lp = prior + UNKNOWN_LOG_PRIOR[u] + temper * likelihood[u];
            points.add(new double[] {lp, scale, rowDecays[j], UNKNOWN_SHARES[u], growth});
          }
        }
      }
    }
    return points;
  }

  private static double[] unknownLogPrior() {
    double[] log = new double[UNKNOWN_SHARES.length];
    for (int u = 0; u < log.length; u++) {
      log[u] =
          UNKNOWN_SHARES[u] == 0
              ? Math.log(KNOWN_ALL)
              : Math.log((1 - KNOWN_ALL) / (UNKNOWN_SHARES.length - 1));
    }
    return log;
  }

  private static double[] logGrid(double low, double high, int steps) {
    double[] grid = new double[steps];
    for (int j = 0; j < steps; j++) {
      grid[j] = Math.exp(Math.log(low) + (Math.log(high) - Math.log(low)) * j / (steps - 1));
    }
    return grid;
  }

  /**
   * The log prior of each of {@link #DECAYS}, adding up to 1 over them: log-normal about {@code
   * logMedian} with σ_log {@value MemoryUncertainty#DECAY_LOG_SD}.
   */
  private static double[] decayPrior(double logMedian) {
    double[] log = new double[DECAYS.length];
    double sum = 0;
    for (int j = 0; j < DECAYS.length; j++) {
      double z = (Math.log(DECAYS[j]) - logMedian) / DECAY_LOG_SD;
      log[j] = -0.5 * z * z;
      sum += Math.exp(log[j]);
    }
    for (int j = 0; j < DECAYS.length; j++) {
      log[j] -= Math.log(sum);
    }
    return log;
  }

  /**
   * Reviews with the same t / S′ (to 10 %), guess floor and outcome: {their summed weight}. S′ = S
   * · (S / S₀)^η is the stability as grown with η; ε is left to the likelihood.
   */
  private record Group(double elapsedOverStability, double guessFloor, boolean right) {}

  /**
   * A review the likelihood can read: ln t/S, ln(S/S₀), guess floor (to 0.001), outcome and weight
   * (t^{@value MemoryUncertainty#WEIGHT_FLATTENING}, t in days; scaled in {@link #logPoints}).
   */
  private record Scored(
      double logX, double logRelative, double guessFloor, boolean right, double weight) {}

  private static List<Scored> scored(List<RecallCheck> checks, double decay) {
    List<Scored> scored = new ArrayList<>();
    for (RecallCheck c : checks) {
      if (!(c.recall() > 0 && c.recall() < 1)) {
        continue; // recall 1: no time had passed, nothing to learn; 0 or NaN: no stored recall
      }
      double x = elapsedOverStability(c.recall(), decay);
      if (!(x > 0 && Double.isFinite(x))) {
        continue; // a recall too close to 0 or 1 for its t / S to be told
      }
      double stability = c.stability() > 0 ? c.stability() : REFERENCE_STABILITY; // unknown: S₀
      double weight = Math.pow(x * stability, WEIGHT_FLATTENING); // t^λ, t = (t / S) · S days
      double g = Math.rint(c.guessFloor() * 1000) / 1000;
      scored.add(new Scored(Math.log(x), Curve.logRelative(stability), g, c.right(), weight));
    }
    return scored;
  }

  private static Map<Group, double[]> group(List<Scored> scored, double growth) {
    Map<Group, double[]> groups = new HashMap<>();
    for (Scored r : scored) {
      double grown = r.logX() - growth * r.logRelative();
      double rounded = Math.exp(Math.rint(grown / STEP) * STEP);
      Group key = new Group(rounded, r.guessFloor(), r.right());
      groups.computeIfAbsent(key, k -> new double[1])[0] += r.weight();
    }
    return groups;
  }

  /**
   * The log-likelihood at (ε, d) for each unknown share of {@link
   * MemoryUncertainty#UNKNOWN_SHARES}.
   */
  private static double[] logLikelihoods(
      Map<Group, double[]> groups, double logScale, double decay) {
    Curve curve = Curve.of(logScale, decay, 0); // η is in the groups' t / S already
    double[] sums = new double[UNKNOWN_SHARES.length];
    for (Map.Entry<Group, double[]> e : groups.entrySet()) {
      Group g = e.getKey();
      double modelled = curve.recall(g.elapsedOverStability(), 0);
      for (int u = 0; u < sums.length; u++) {
        double r = (1 - UNKNOWN_SHARES[u]) * modelled;
        double right = r + (1 - r) * g.guessFloor();
        double p = g.right() ? right : 1 - right;
        sums[u] += e.getValue()[0] * Math.log(Math.min(Math.max(p, 1e-6), 1));
      }
    }
    return sums;
  }
}
