package dev.quizbot.study;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * How far the memory model may be off for one member, learned from her own reviews: a posterior
 * over two numbers every question of hers shares, which the forecast averages over instead of
 * taking the model's recall as known.
 *
 * <ul>
 *   <li><b>scale</b> e^ε of every stability (ε &gt; 0: she forgets more slowly than the model
 *       says). Prior ε ~ N(0, {@value #SCALE_SD}²).
 *   <li><b>decay</b> d of the forgetting curve R = (1 + f(d) · t / S)^(−d), f(d) = 0.9^(−1/d) − 1,
 *       so R(S) = 0.9 for every d. Prior: log-normal with the decay in use as median and fsrs-rs's
 *       spread of w20 across users (SD 0.27 at the default 0.1542: σ_log = {@value #DECAY_LOG_SD}),
 *       within FSRS-6's bounds {@value #DECAY_MIN}–{@value #DECAY_MAX}.
 * </ul>
 *
 * The likelihood is that of each scored review, tempered to at most {@value #EFFECTIVE_REVIEWS}
 * reviews' worth (a review a day or more after the previous one): right with probability R' + (1 −
 * R')·g, R' the review's recall under (ε, d) and g its guess floor; its t / S is recovered from the
 * recall the bot predicted with the decay in use. The posterior is computed on a grid ({@value
 * #SCALE_STEPS} × {@value #DECAY_STEPS}); reviews are grouped by t / S (log steps of 2 %), guess
 * floor and outcome, so the cost does not grow with the history. Pure.
 */
public final class MemoryUncertainty {

  static final double SCALE_SD = 1.0;
  static final double DECAY_LOG_SD = 0.92;
  static final double DECAY_MIN = 0.1;
  static final double DECAY_MAX = 0.8;

  /**
   * Reviews count as at most this many independent ones: two shared numbers cannot say how her
   * memory differs from question to question, and with thousands of reviews the full posterior
   * grows far narrower than the forecast's real error (bench P16).
   */
  static final int EFFECTIVE_REVIEWS = 200;

  static final int SCALE_STEPS = 25;
  static final int DECAY_STEPS = 15;

  /** Grid points below this share of the posterior's largest are dropped. */
  private static final double NEGLIGIBLE = 1e-4;

  /**
   * A review's predicted recall (by the model in use), its guess floor and whether it was right.
   */
  public record RecallCheck(double recall, double guessFloor, boolean right) {}

  /** One point of the posterior: its weight (all add up to 1), ε and d. */
  public record Node(double weight, double logScale, double decay) {

    /** Recall after {@code days} (&gt; 0) at the model's stability {@code stability}. */
    public double recall(double days, double stability) {
      return Math.pow(1 + factor(decay) * days / (stability * Math.exp(logScale)), -decay);
    }
  }

  private final List<Node> nodes;

  private MemoryUncertainty(List<Node> nodes) {
    this.nodes = List.copyOf(nodes);
  }

  /** No uncertainty: the model in use (decay {@code decay}) taken as known. */
  public static MemoryUncertainty known(double decay) {
    return new MemoryUncertainty(List.of(new Node(1, 0, decay)));
  }

  /** Given points (their weights adding up to 1): for tests. */
  static MemoryUncertainty of(List<Node> nodes) {
    return new MemoryUncertainty(nodes);
  }

  /**
   * The posterior given the member's {@code checks}, the model in use having decay {@code decay}.
   */
  public static MemoryUncertainty posterior(List<RecallCheck> checks, double decay) {
    Map<Group, int[]> groups = group(checks, decay);
    int scored = groups.values().stream().mapToInt(c -> c[0]).sum();
    double temper = scored <= EFFECTIVE_REVIEWS ? 1 : (double) EFFECTIVE_REVIEWS / scored;
    double[] scales = new double[SCALE_STEPS];
    for (int i = 0; i < SCALE_STEPS; i++) {
      scales[i] = SCALE_SD * (-3 + 6.0 * i / (SCALE_STEPS - 1));
    }
    double[] decays = new double[DECAY_STEPS];
    for (int j = 0; j < DECAY_STEPS; j++) {
      decays[j] =
          Math.exp(
              Math.log(DECAY_MIN)
                  + (Math.log(DECAY_MAX) - Math.log(DECAY_MIN)) * j / (DECAY_STEPS - 1));
    }
    // The grid is even in ε and in log d: the log prior is the density's log on those scales.
    double median = Math.log(Math.min(Math.max(decay, DECAY_MIN), DECAY_MAX));
    double[] logPost = new double[SCALE_STEPS * DECAY_STEPS];
    double max = Double.NEGATIVE_INFINITY;
    for (int i = 0; i < SCALE_STEPS; i++) {
      for (int j = 0; j < DECAY_STEPS; j++) {
        double z = (Math.log(decays[j]) - median) / DECAY_LOG_SD;
        double lp =
            -0.5 * (scales[i] / SCALE_SD) * (scales[i] / SCALE_SD)
                - 0.5 * z * z
                + temper * logLikelihood(groups, scales[i], decays[j]);
        logPost[i * DECAY_STEPS + j] = lp;
        max = Math.max(max, lp);
      }
    }
    double[] weight = new double[logPost.length];
    double kept = 0;
    for (int k = 0; k < logPost.length; k++) {
      weight[k] = Math.exp(logPost[k] - max);
      if (weight[k] >= NEGLIGIBLE) {
        kept += weight[k];
      }
    }
    List<Node> nodes = new ArrayList<>();
    for (int k = 0; k < weight.length; k++) {
      if (weight[k] >= NEGLIGIBLE) {
        nodes.add(new Node(weight[k] / kept, scales[k / DECAY_STEPS], decays[k % DECAY_STEPS]));
      }
    }
    return new MemoryUncertainty(nodes);
  }

  public List<Node> nodes() {
    return nodes;
  }

  /** The posterior mean of ε (0 with no uncertainty). */
  public double meanLogScale() {
    return nodes.stream().mapToDouble(n -> n.weight() * n.logScale()).sum();
  }

  /** The posterior mean of d. */
  public double meanDecay() {
    return nodes.stream().mapToDouble(n -> n.weight() * n.decay()).sum();
  }

  static double factor(double decay) {
    return Math.pow(0.9, -1 / decay) - 1;
  }

  /** Reviews with the same t / S (to 2 %), guess floor and outcome: {count}. */
  private record Group(double elapsedOverStability, double guessFloor, boolean right) {}

  private static Map<Group, int[]> group(List<RecallCheck> checks, double decay) {
    double f = factor(decay);
    Map<Group, int[]> groups = new HashMap<>();
    for (RecallCheck c : checks) {
      if (!(c.recall() > 0 && c.recall() < 1)) {
        continue; // recall 1: no time had passed, nothing to learn; 0 or NaN: no stored recall
      }
      double x = (Math.pow(c.recall(), -1 / decay) - 1) / f;
      double rounded = Math.exp(Math.rint(Math.log(x) / 0.02) * 0.02);
      double g = Math.rint(c.guessFloor() * 1000) / 1000;
      groups.computeIfAbsent(new Group(rounded, g, c.right()), k -> new int[1])[0]++;
    }
    return groups;
  }

  private static double logLikelihood(Map<Group, int[]> groups, double logScale, double decay) {
    double f = factor(decay);
    double scale = Math.exp(-logScale);
    double sum = 0;
    for (Map.Entry<Group, int[]> e : groups.entrySet()) {
      Group g = e.getKey();
      double r = Math.pow(1 + f * g.elapsedOverStability() * scale, -decay);
      double right = r + (1 - r) * g.guessFloor();
      double p = g.right() ? right : 1 - right;
      sum += e.getValue()[0] * Math.log(Math.min(Math.max(p, 1e-6), 1));
    }
    return sum;
  }
}
