package dev.quizbot.study;

import java.util.ArrayList;
import java.util.List;

/**
 * How far the memory model may be off for one member, learned from her own reviews: a posterior
 * over four numbers every question of hers shares, which the forecast averages over instead of
 * taking the model's recall as known.
 *
 * <ul>
 *   <li><b>scale</b> e^ε of the stability at {@value #REFERENCE_STABILITY} days (ε &gt; 0: she
 *       forgets more slowly than the model says). Prior ε ~ N(0, {@value #SCALE_SD}²).
 *   <li><b>growth</b> η: her stabilities grow as the model's to the power 1 + η, so her stability
 *       is S · e^(ε + η · ln(S / {@value #REFERENCE_STABILITY})) when the model says S (η &gt; 0:
 *       each review strengthens her memory more than the model says). Prior η ~ N(0, {@value
 *       #GROWTH_SD}²).
 *   <li><b>decay</b> d of the forgetting curve R = (1 + f(d) · t / S)^(−d), f(d) = 0.9^(−1/d) − 1,
 *       so R(S) = 0.9 for every d. Prior: log-normal with the decay in use as median and fsrs-rs's
 *       spread of w20 across users (SD 0.27 at the default 0.1542: σ_log = {@value #DECAY_LOG_SD}),
 *       within FSRS-6's bounds {@value #DECAY_MIN}–{@value #DECAY_MAX}; at the growth's edges (|η|
 *       = 0.9), flat in log d from {@value #DECAY_MIN} to {@value #OPEN_DECAY_MAX}.
 *   <li><b>unknown share</b> u: the share of her questions she does not know although the model,
 *       which took her right answers for recall (some were lucky guesses), says she does; her
 *       recall is (1 − u) · R, so even a question just reviewed is not certain. Prior: 0 with
 *       probability {@value #KNOWN_ALL}, the rest even over the other {@link #UNKNOWN_SHARES}. Her
 *       reviews tell it apart from the scale where the model is sure of a question: there the scale
 *       barely lowers R, the unknown share lowers it all the same.
 * </ul>
 *
 * The likelihood is that of each scored review (a review a day or more after the previous one),
 * tempered to at most {@value #EFFECTIVE_REVIEWS} reviews' worth: right with probability R' + (1 −
 * R')·g, R' the review's recall under (ε, η, d, u) and g its guess floor; its t / S is recovered
 * from the recall the bot predicted with the decay in use, S is the stability the bot held (10 days
 * when not known). Each review weighs as t^{@value #WEIGHT_FLATTENING}, t = (t / S) · S the days
 * since the one before, scaled so that n reviews weigh n reviews' worth (at most 400): the exam
 * meets the states a question holds longest. The posterior is computed on a grid; for each η the
 * reviews are grouped by t / S as grown with η (log steps of 10 %), guess floor and outcome, so the
 * cost does not grow with the history. Pure.
 */
public final class MemoryUncertainty {

  static final double SCALE_SD = 1.0;
  static final double GROWTH_SD = 0.5;
  static final double DECAY_LOG_SD = 0.92;
  static final double DECAY_MIN = 0.1;
  static final double DECAY_MAX = 0.8;

  /** Days: the stability at which ε is read and around which η turns. */
  static final double REFERENCE_STABILITY = 10;

  /**
   * Reviews count as at most this many independent ones (their weights summed): four shared numbers
   * cannot say how her memory differs from question to question, and with thousands of reviews the
   * full posterior grows far narrower than the forecast's real error. Bench P16 (FSRS learners,
   * 20,000 exams, before the weights): 200 left the forecast a little low (mean −0.6 points, score
   * MAE 5.07), 400 −0.5 and 4.98 with every decile within 3 points.
   */
  static final int EFFECTIVE_REVIEWS = 400;

  static final int SCALE_STEPS = 13;
  static final int DECAY_STEPS = 6;

  /**
   * The growth's grid: ±1.8 prior SDs, a step of 0.3 (×1.5 at 40 days). It stops short of −1, where
   * her stability would be the same whatever the model says. At ±0.6 the posterior of learners
   * whose memory grows with the number of recalled answers, not with the interval (bench P16's
   * half-life regression learners), sat at the edge; at ±0.9 their forecast's bias fell by 2.2
   * points, though their growth sits near −0.9 again (design/forecast-history.md).
   */
  static final double[] GROWTHS = {-0.9, -0.6, -0.3, 0, 0.3, 0.6, 0.9};

  /**
   * A heuristic, chosen with the simulated learners in view: a posterior point at the growth grid's
   * edge is taken as a sign that the FSRS family misfits her memory (at −0.9 her stability hardly
   * follows the model's, at +0.9 it grows far faster), and fsrs-rs's per-user decays, fitted on
   * memories the family fits, say nothing of her curve. There the decay runs up to {@value
   * #OPEN_DECAY_MAX} (close to exponential over the 4–13 stabilities her checks of old questions
   * reach) on a grid even and flat in log d, and those checks choose it. In ForecastDiagnosis
   * (before the weights) the half-life regression learners' forecast bias fell from +7.6 to +4.6
   * points and the FSRS learners' moved from −0.40 to −0.43; whether real members at the edge
   * forget so is untested (`quizbot calibration` is the check; design/forecast-history.md).
   */
  static final double OPEN_GROWTH = GROWTHS[GROWTHS.length - 1];

  static final double OPEN_DECAY_MAX = 5;
  static final int OPEN_DECAY_STEPS = 9;

  /** The unknown share's grid. */
  static final double[] UNKNOWN_SHARES = {0, 0.03, 0.07, 0.12, 0.2, 0.3};

  /**
   * The prior probability that she knows every question the model says she does (u = 0): a spike
   * and slab, as for an effect that may well be absent. An even prior over the grid (u's prior mean
   * 0.12) left the forecast low for members the model fits (bench P16's control −0.3 points): 400
   * reviews' worth do not pin u at 0. ForecastDiagnosis's mean errors (FSRS / HLR learners, 400
   * each): −0.43 / +3.10 points with the even prior, −0.31 / +2.72 at ½, −0.21 / +2.41 at 0.85,
   * −0.18 / +2.22 at 1 (which raised the FSRS learners' mean absolute error; forecast-history.md).
   */
  static final double KNOWN_ALL = 0.85;

  /**
   * A review weighs as t^λ, t the days since the one before, with this λ. The exam meets each
   * question in whatever state it is then, so a state held 20 days is 20 times as likely to be met
   * as one held a day, while the reviews come once per state, mostly young and short: λ = 1 would
   * fit the states the exam meets (a covariate shift, Shimodaira 2000), λ = 0 counts each review
   * once, the most exact fit when the model is right. Bench P16 (design/forecast-history.md):
   * against λ = 0, λ = 0.5 lowered or kept every learner group's score error (the half-life
   * regression learners' bias +4.5 → +2.9 points); λ = 1 lowered theirs further (+1.9) but left the
   * FSRS learners' as high as λ = 0's or higher.
   */
  static final double WEIGHT_FLATTENING = 0.5;

  /** Grid points below this share of the posterior's largest are dropped. */
  private static final double NEGLIGIBLE = 1e-4;

  /**
   * A review's predicted recall (by the model in use), its guess floor, whether it was right and
   * the model's stability of the question before it, in days (NaN: not known, read at the reference
   * stability).
   */
  public record RecallCheck(double recall, double guessFloor, boolean right, double stability) {

    /** A review whose stability is not known. */
    public RecallCheck(double recall, double guessFloor, boolean right) {
      this(recall, guessFloor, right, Double.NaN);
    }
  }

  /** One point of the posterior: its weight (all add up to 1), ε, d, u and η. */
  public record Node(
      double weight, double logScale, double decay, double unknownShare, double growth) {

    /** A point with no unknown share and the model's growth. */
    public Node(double weight, double logScale, double decay) {
      this(weight, logScale, decay, 0, 0);
    }

    /** Recall after {@code days} (&gt; 0) at the model's stability {@code stability}. */
    public double recall(double days, double stability) {
      return (1 - unknownShare) * curve().recall(days / stability, Curve.logRelative(stability));
    }

    /** The point's forgetting curve, its unknown share aside. */
    public Curve curve() {
      return Curve.of(logScale, decay, growth);
    }
  }

  /**
   * A forgetting curve of the posterior: R = (1 + slope · t/S · (S/S₀)^(−η))^(−d), slope = f(d) ·
   * e^(−ε). The slope is kept, not derived at each use: a forecast evaluates every curve per
   * question.
   */
  public record Curve(double logScale, double decay, double growth, double slope) {

    static Curve of(double logScale, double decay, double growth) {
      return new Curve(logScale, decay, growth, factor(decay) * Math.exp(-logScale));
    }

    /** ln(S / S₀) of the model's stability S, once per question for all curves. */
    public static double logRelative(double stability) {
      return Math.log(stability / REFERENCE_STABILITY);
    }

    /** Recall at the model's t/S, its stability's {@link #logRelative}. */
    public double recall(double elapsedOverStability, double logRelative) {
      double grown =
          growth == 0
              ? elapsedOverStability
              : elapsedOverStability * Math.exp(-growth * logRelative);
      return Math.exp(-decay * Math.log1p(slope * grown));
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
    return posterior(checks, decay, PopulationPrior.NONE);
  }

  /**
   * The posterior given the member's {@code checks}, the model in use having decay {@code decay},
   * on the {@code prior} learned from the members who sat mock exams.
   */
  public static MemoryUncertainty posterior(
      List<RecallCheck> checks, double decay, PopulationPrior prior) {
    List<double[]> points = PosteriorGrid.logPoints(checks, decay);
    prior.addTo(points);
    return normalised(points);
  }

  /** The posterior of points as {@link PosteriorGrid#logPoints} gives them. */
  private static MemoryUncertainty normalised(List<double[]> points) {
    double max = Double.NEGATIVE_INFINITY;
    for (double[] p : points) {
      max = Math.max(max, p[0]);
    }
    double[] weights = new double[points.size()];
    double kept = 0;
    for (int i = 0; i < weights.length; i++) {
      weights[i] = Math.exp(points.get(i)[0] - max);
      kept += weights[i] >= NEGLIGIBLE ? weights[i] : 0;
    }
    List<Node> nodes = new ArrayList<>();
    for (int i = 0; i < weights.length; i++) {
      double[] p = points.get(i);
      if (weights[i] >= NEGLIGIBLE) {
        nodes.add(new Node(weights[i] / kept, p[1], p[2], p[3], p[4]));
      }
    }
    return new MemoryUncertainty(nodes);
  }

  public List<Node> nodes() {
    return nodes;
  }

  /** The posterior's mean recall after {@code days} (&gt; 0) at the model's stability. */
  public double meanRecall(double days, double stability) {
    return nodes.stream().mapToDouble(n -> n.weight() * n.recall(days, stability)).sum();
  }

  /** The posterior mean of ε (0 with no uncertainty). */
  public double meanLogScale() {
    return nodes.stream().mapToDouble(n -> n.weight() * n.logScale()).sum();
  }

  /** The posterior mean of η. */
  public double meanGrowth() {
    return nodes.stream().mapToDouble(n -> n.weight() * n.growth()).sum();
  }

  /** The posterior mean of u. */
  public double meanUnknownShare() {
    return nodes.stream().mapToDouble(n -> n.weight() * n.unknownShare()).sum();
  }

  /** The posterior mean of d. */
  public double meanDecay() {
    return nodes.stream().mapToDouble(n -> n.weight() * n.decay()).sum();
  }

  static double factor(double decay) {
    return Math.pow(0.9, -1 / decay) - 1;
  }

  /** The model's t / S at which its curve with {@code decay} gives {@code recall}. */
  public static double elapsedOverStability(double recall, double decay) {
    return (Math.pow(recall, -1 / decay) - 1) / factor(decay);
  }
}
