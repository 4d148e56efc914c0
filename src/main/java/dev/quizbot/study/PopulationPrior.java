package dev.quizbot.study;

import dev.quizbot.study.MemoryUncertainty.RecallCheck;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A prior for {@link MemoryUncertainty} learned from the members who sat mock exams (empirical
 * Bayes): how this server's members tend to differ from the memory model, weighed point by point
 * over the posterior's grid.
 *
 * <p>Why: a member's scheduled reviews come near their due days, so they pin how fast she forgets
 * up to a question's stability and say little of the long rests an exam meets; there the default
 * prior decides. Exam answers are reviews after such rests. Pooling every exam-taker's reviews and
 * exam answers shows which part of the grid members really occupy, and a new member's forecast
 * starts from that. Bench P16, 400 earlier exam-takers per group, against the default prior (design
 * note "The prior learned from the exams"): the score's mean absolute error fell or held in every
 * group (half-life regression learners, whose memory the FSRS family does not fit, 6.63 → 5.86
 * points), the FSRS learners' second exam met all four targets, and the half-life regression
 * learners' bias turned from +2.3 to −1.0 points, −2 near the pass mark, where their pass
 * probability came out too low rather than too high: {@link ScoreCorrection} mends that.
 *
 * <p>How: EM for the mixing distribution π over the grid (π ← the mean of the members' posteriors
 * under π), with the default prior counted as {@value #DEFAULT_WEIGHT} members more: a penalised
 * (Dirichlet) estimate, so a handful of exams moves it little. It is kept as a log adjustment of
 * each point, π over the members' mean default prior, added to every member's own prior; hers has
 * her decay in use as median, so with members on different decays the adjustment is a shared tilt
 * of each one's prior rather than her exact mixing distribution. The grid's points come in the same
 * order for every decay ({@link PosteriorGrid#logPoints}), which {@link #addTo} relies on. Pure.
 */
public final class PopulationPrior {

  /** The default prior, unchanged. */
  public static final PopulationPrior NONE = new PopulationPrior(new double[0], 0);

  /**
   * The default prior weighs as this many members: with 20 exam-takers the learned prior is mostly
   * the default, with 1,000 mostly theirs.
   */
  static final double DEFAULT_WEIGHT = 100;

  /** EM stops after this many rounds or when no point's log weight moves by {@link #SETTLED}. */
  static final int MAX_ROUNDS = 200;

  static final double SETTLED = 1e-4;

  /** What one member who sat an exam tells: her recall checks and her decay in use. */
  public record Evidence(long member, List<RecallCheck> checks, double decay) {}

  private final double[] logAdjust;
  private final int members;

  private PopulationPrior(double[] logAdjust, int members) {
    this.logAdjust = logAdjust;
    this.members = members;
  }

  /** The prior learned from {@code members} (none: {@link #NONE}). */
  public static PopulationPrior learn(List<Evidence> members) {
    Learning learning = new Learning();
    members.forEach(learning::add);
    return learning.learn();
  }

  /**
   * Learns the prior member by member, keeping of each only her grid's log weights (15 kB), so a
   * thousand members' reviews need not be held at once.
   */
  public static final class Learning {
    private final List<float[]> logPosteriors = new ArrayList<>();
    private final Map<Double, double[]> defaults = new HashMap<>();
    private double[] defaultSum; // the members' default priors, added up
    private int skipped;

    /** Adds one member; one whose weights come out not finite is skipped. */
    public void add(Evidence member) {
      float[] lp = firsts(PosteriorGrid.logPoints(member.checks(), member.decay()));
      for (float v : lp) {
        if (!Float.isFinite(v)) {
          skipped++;
          return;
        }
      }
      logPosteriors.add(lp);
      double[] prior =
          defaults.computeIfAbsent(
              member.decay(), d -> softmax(firsts(PosteriorGrid.logPoints(List.of(), d)), null));
      if (defaultSum == null) {
        defaultSum = new double[prior.length];
      }
      for (int i = 0; i < prior.length; i++) {
        defaultSum[i] += prior[i];
      }
    }

    /** Members skipped so far. */
    public int skipped() {
      return skipped;
    }

    /**
     * The prior (none added: {@link #NONE}).
     *
     * @throws IllegalStateException if it came out not finite (the prior in use should stay)
     */
    public PopulationPrior learn() {
      int m = logPosteriors.size();
      if (m == 0) {
        return NONE;
      }
      double[] meanDefault = new double[defaultSum.length];
      for (int i = 0; i < meanDefault.length; i++) {
        meanDefault[i] = defaultSum[i] / m;
      }
      double[] adjust = new double[meanDefault.length];
      for (int round = 0; round < MAX_ROUNDS; round++) {
        // E: each member's posterior under the prior so far; M: the prior becomes their mean,
        // with the default as DEFAULT_WEIGHT members more.
        double[] sum = new double[adjust.length];
        for (float[] lp : logPosteriors) {
          double[] posterior = softmax(lp, adjust);
          for (int i = 0; i < sum.length; i++) {
            sum[i] += posterior[i];
          }
        }
        double moved = 0;
        for (int i = 0; i < adjust.length; i++) {
          double next =
              Math.log(
                  (DEFAULT_WEIGHT * meanDefault[i] + sum[i])
                      / ((DEFAULT_WEIGHT + m) * meanDefault[i]));
          moved = Math.max(moved, Math.abs(next - adjust[i]));
          adjust[i] = next;
        }
        if (moved < SETTLED) {
          break;
        }
      }
      for (double a : adjust) {
        if (!Double.isFinite(a)) {
          throw new IllegalStateException("the learned prior came out not finite");
        }
      }
      return new PopulationPrior(adjust, m);
    }
  }

  /** The members it was learned from (0: the default prior). */
  public int members() {
    return members;
  }

  /** Adds the adjustment to each point's log weight ({@link PosteriorGrid#logPoints}'s order). */
  void addTo(List<double[]> points) {
    if (logAdjust.length == 0) {
      return;
    }
    if (points.size() != logAdjust.length) {
      throw new IllegalArgumentException(
          "a prior of " + logAdjust.length + " points for a grid of " + points.size());
    }
    for (int i = 0; i < logAdjust.length; i++) {
      points.get(i)[0] += logAdjust[i];
    }
  }

  /**
   * The learned prior's mean ε, d and η at the default decay: for the log and the reports, how far
   * from the default prior the members sit.
   */
  public double[] means() {
    List<double[]> points =
        PosteriorGrid.logPoints(List.of(), FsrsParameters.DEFAULT_WEIGHTS.get(20));
    addTo(points);
    double[] weights = softmax(firsts(points), null);
    double[] means = new double[3];
    for (int i = 0; i < weights.length; i++) {
      double[] p = points.get(i);
      means[0] += weights[i] * p[1];
      means[1] += weights[i] * p[2];
      means[2] += weights[i] * p[4];
    }
    return means;
  }

  /** The log weights of the points, as floats: a thousand members' grids in 15 MB. */
  private static float[] firsts(List<double[]> points) {
    float[] out = new float[points.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = (float) points.get(i)[0];
    }
    return out;
  }

  /** exp(log + adjust), normalised ({@code adjust} null: none). */
  private static double[] softmax(float[] log, double[] adjust) {
    double max = Double.NEGATIVE_INFINITY;
    for (int i = 0; i < log.length; i++) {
      max = Math.max(max, log[i] + (adjust == null ? 0 : adjust[i]));
    }
    double[] out = new double[log.length];
    double sum = 0;
    for (int i = 0; i < log.length; i++) {
      out[i] = Math.exp(log[i] + (adjust == null ? 0 : adjust[i]) - max);
      sum += out[i];
    }
    for (int i = 0; i < out.length; i++) {
      out[i] /= sum;
    }
    return out;
  }
}
