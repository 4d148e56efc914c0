package dev.quizbot.study;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Everything the scheduler is configured with; validated here so a bad member setting or config
 * value fails with a sentence instead of producing odd intervals later.
 *
 * @param weights FSRS-6's 21 weights w0..w20
 * @param desiredRetention the recall probability a review is scheduled at, 0.80 to 0.97
 * @param learningSteps intraday steps of a question not yet graduated
 * @param relearningSteps intraday steps after a lapse; empty means a lapse stays in review
 * @param maximumIntervalDays no review is scheduled further away than this
 * @param fuzz whether review intervals of 3 days and more are spread by {@link Fuzz}
 */
public record FsrsParameters(
    List<Double> weights,
    double desiredRetention,
    List<Duration> learningSteps,
    List<Duration> relearningSteps,
    int maximumIntervalDays,
    boolean fuzz) {

  /**
   * FSRS-6's default weights: py-fsrs {@code DEFAULT_PARAMETERS} since 6.x's "Update default
   * parameters" (2025-09-15, py-fsrs #133), the same list as the fsrs4anki wiki's FSRS-6 section,
   * ts-fsrs 5.x's {@code default_w} and the srs-benchmark's defaults since 2025-09. w20 = 0.1542 is
   * the forgetting curve's decay.
   */
  public static final List<Double> DEFAULT_WEIGHTS =
      List.of(
          0.212, 1.2931, 2.3065, 8.2956, 6.4133, 0.8334, 3.0194, 0.001, 1.8722, 0.1666, 0.796,
          1.4835, 0.0614, 0.2629, 1.6483, 0.6014, 1.8729, 0.5425, 0.0912, 0.0658, 0.1542);

  public static final double DEFAULT_RETENTION = 0.90;

  /** The range a member may pick (product spec); FSRS itself would accept more. */
  public static final double MIN_RETENTION = 0.80;

  public static final double MAX_RETENTION = 0.97;

  /** 100 years: FSRS's and Anki's ceiling; beyond it an interval means nothing to a person. */
  public static final int MAX_INTERVAL_DAYS = 36_500;

  public static final List<Duration> DEFAULT_LEARNING_STEPS =
      List.of(Duration.ofMinutes(1), Duration.ofMinutes(10));

  public static final List<Duration> DEFAULT_RELEARNING_STEPS = List.of(Duration.ofMinutes(10));

  // py-fsrs's bounds per weight (LOWER/UPPER_BOUNDS_PARAMETERS): the ranges the optimiser keeps
  // them in. Outside them the formulas can go negative or explode, so a hand-edited set is refused.
  private static final double[] LOWER = {
    0.001, 0.001, 0.001, 0.001, 1.0, 0.001, 0.001, 0.001, 0.0, 0.0, 0.001, 0.001, 0.001, 0.001, 0.0,
    0.0, 1.0, 0.0, 0.0, 0.0, 0.1
  };
  private static final double[] UPPER = {
    100.0, 100.0, 100.0, 100.0, 10.0, 4.0, 4.0, 0.75, 4.5, 0.8, 3.5, 5.0, 0.25, 0.9, 4.0, 1.0, 6.0,
    2.0, 2.0, 0.8, 0.8
  };

  public FsrsParameters {
    weights = List.copyOf(weights);
    learningSteps = List.copyOf(learningSteps);
    relearningSteps = List.copyOf(relearningSteps);
    checkWeights(weights);
    if (!(desiredRetention >= MIN_RETENTION && desiredRetention <= MAX_RETENTION)) {
      throw new IllegalArgumentException(
          "desired retention must be between 0.80 and 0.97 (the share of reviews answered right),"
              + " got "
              + desiredRetention);
    }
    checkSteps("learning", learningSteps);
    checkSteps("relearning", relearningSteps);
    if (maximumIntervalDays < 1 || maximumIntervalDays > MAX_INTERVAL_DAYS) {
      throw new IllegalArgumentException(
          "maximum interval must be 1 to 36500 days, got " + maximumIntervalDays);
    }
  }

  /** The bot's defaults: FSRS-6 weights, 0.90, 1 min + 10 min, 10 min, 36,500 days, fuzz on. */
  public static FsrsParameters defaults() {
    return new FsrsParameters(
        DEFAULT_WEIGHTS,
        DEFAULT_RETENTION,
        DEFAULT_LEARNING_STEPS,
        DEFAULT_RELEARNING_STEPS,
        MAX_INTERVAL_DAYS,
        true);
  }

  /** The same parameters at a member's own retention (validated like the rest). */
  public FsrsParameters withDesiredRetention(double retention) {
    return new FsrsParameters(
        weights, retention, learningSteps, relearningSteps, maximumIntervalDays, fuzz);
  }

  public FsrsParameters withFuzz(boolean on) {
    return new FsrsParameters(
        weights, desiredRetention, learningSteps, relearningSteps, maximumIntervalDays, on);
  }

  private static void checkWeights(List<Double> weights) {
    if (weights.size() != LOWER.length) {
      throw new IllegalArgumentException(
          "FSRS-6 needs 21 weights, got " + weights.size() + ": " + weights);
    }
    List<String> wrong = new ArrayList<>();
    for (int i = 0; i < LOWER.length; i++) {
      double w = weights.get(i);
      if (!(w >= LOWER[i] && w <= UPPER[i])) {
        wrong.add("w" + i + " = " + w + " is outside " + LOWER[i] + " to " + UPPER[i]);
      }
    }
    if (!wrong.isEmpty()) {
      throw new IllegalArgumentException(
          "FSRS-6 weights out of range: " + String.join("; ", wrong));
    }
  }

  private static void checkSteps(String kind, List<Duration> steps) {
    for (Duration step : steps) {
      Objects.requireNonNull(step, kind + " step");
      // Steps are intraday by design: a step of a day or more would be a review interval that
      // skips FSRS, and ts-fsrs/py-fsrs disagree on how to treat one.
      if (step.isNegative() || step.isZero() || step.compareTo(Duration.ofDays(1)) >= 0) {
        throw new IllegalArgumentException(
            kind + " steps must be longer than 0 and shorter than a day, got " + steps);
      }
    }
  }
}
