package dev.quizbot.study;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * How well a set of FSRS-6 weights predicts a review history: log loss and RMSE over bins, defined
 * as fsrs-rs's {@code evaluate} defines them. Every review a day or more after the question's
 * previous one is predicted from the reviews before it; the log loss is the mean binary
 * cross-entropy of those predictions; RMSE(bins) groups the predictions by interval, review count
 * and lapse count (fsrs-rs's {@code r_matrix_index}), and is the root of the weighted mean squared
 * difference between predicted and observed recall per bin. With recency weighting (as fsrs-rs
 * evaluates and trains) each prediction weighs 0.25 rising to 1 for the newest; without it (as the
 * srs-benchmark reports) all weigh 1. Pure and thread-safe.
 */
public final class MemoryModelEvaluation {

  /**
   * What is scored.
   *
   * @param fromOrder only reviews at or after this {@link PastReview#order()} are scored (the
   *     held-out part); earlier ones still build the memory state. {@code Long.MIN_VALUE}: all.
   * @param recencyWeighted fsrs-rs's weights instead of equal ones
   * @param guessing predict right answers as R + (1 − R)·g with each question's guess floor g,
   *     instead of R
   * @param outliersRemoved leave out the questions fsrs-rs's training leaves out (rare first
   *     intervals, see {@link FsrsOptimizer}) and weight by recency in Anki's order (first
   *     intervals group by group, then the rest), as Anki and fsrs-rs's npm binding evaluate
   * @param scoredAt of those, only reviews whose {@link PastReview#order()} it accepts are scored
   *     (a part of the day, say, to score one kind of review apart); a lambda, so two scopes are
   *     equal only when they share it
   */
  public record Scope(
      long fromOrder,
      boolean recencyWeighted,
      boolean guessing,
      boolean outliersRemoved,
      java.util.function.LongPredicate scoredAt) {

    public Scope(
        long fromOrder, boolean recencyWeighted, boolean guessing, boolean outliersRemoved) {
      this(fromOrder, recencyWeighted, guessing, outliersRemoved, order -> true);
    }

    /** The same, scoring only the reviews {@code scoredAt} accepts. */
    public Scope only(java.util.function.LongPredicate scoredAt) {
      return new Scope(fromOrder, recencyWeighted, guessing, outliersRemoved, scoredAt);
    }

    /**
     * As fsrs-rs evaluates a set of weights (its npm binding's {@code evaluate}): the predictions
     * its training keeps, recency-weighted, no guessing.
     */
    public static Scope fsrsRs() {
      return new Scope(Long.MIN_VALUE, true, false, true);
    }

    /**
     * The reviews from {@code fromOrder} on, all of them, weighted equally (the srs-benchmark's way
     * of scoring held-out reviews).
     */
    public static Scope heldOut(long fromOrder, boolean guessing) {
      return new Scope(fromOrder, false, guessing, false);
    }

    /** Every review, weighted equally. */
    public static Scope all(boolean guessing) {
      return heldOut(Long.MIN_VALUE, guessing);
    }
  }

  /**
   * @param logLoss mean binary cross-entropy (nats); lower is better
   * @param rmseBins calibration error over bins, 0 to 1; lower is better
   * @param predictions how many reviews were scored (0: both figures are NaN)
   */
  public record Metrics(double logLoss, double rmseBins, int predictions) {}

  private MemoryModelEvaluation() {}

  public static Metrics evaluate(List<Double> weights, List<CardHistory> cards, Scope scope) {
    return evaluate(toArray(weights), cards, scope);
  }

  static Metrics evaluate(double[] weights, List<CardHistory> cards, Scope scope) {
    List<FsrsItems.Item> all = FsrsItems.all(cards);
    if (scope.outliersRemoved()) {
      all = FsrsItems.filterOutliers(cards, all).evaluationOrder();
    }
    List<FsrsItems.Item> scored =
        all.stream()
            .filter(i -> i.order() >= scope.fromOrder() && scope.scoredAt().test(i.order()))
            .toList();
    double[] predicted = predictions(weights, cards, scope.guessing());
    int[] prefix = new int[cards.size() + 1];
    for (int c = 0; c < cards.size(); c++) {
      prefix[c + 1] = prefix[c] + cards.get(c).reviews().size();
    }
    double lossSum = 0;
    double weightSum = 0;
    Map<List<Long>, double[]> bins = new HashMap<>();
    for (int i = 0; i < scored.size(); i++) {
      FsrsItems.Item item = scored.get(i);
      double weight = scope.recencyWeighted() ? FsrsItems.recencyWeight(i, scored.size()) : 1.0;
      double p = predicted[prefix[item.card()] + item.index()];
      CardHistory card = cards.get(item.card());
      boolean right = card.reviews().get(item.index()).recalled();
      double clamped = Math.min(Math.max(p, 1e-7), 1 - 1e-7);
      lossSum -= (right ? Math.log(clamped) : Math.log(1 - clamped)) * weight;
      weightSum += weight;
      double[] bin = bins.computeIfAbsent(bin(card, item.index()), b -> new double[4]);
      bin[0] += p;
      bin[1] += right ? 1 : 0;
      bin[2] += 1;
      bin[3] += weight;
    }
    double squares = 0;
    double binWeights = 0;
    for (double[] b : bins.values()) {
      double diff = b[0] / b[2] - b[1] / b[2];
      squares += diff * diff * b[3];
      binWeights += b[3];
    }
    return new Metrics(lossSum / weightSum, Math.sqrt(squares / binWeights), scored.size());
  }

  /**
   * The predicted chance of a right answer at every review of every card, laid out card after card
   * (index = the card's offset + the review's index); 1 at first and same-day reviews, which are
   * never scored.
   */
  static double[] predictions(double[] weights, List<CardHistory> cards, boolean guessing) {
    FsrsForward model = new FsrsForward(weights, false);
    int total = cards.stream().mapToInt(c -> c.reviews().size()).sum();
    double[] out = new double[total];
    int at = 0;
    for (CardHistory card : cards) {
      List<PastReview> reviews = card.reviews();
      if (reviews.isEmpty()) {
        continue;
      }
      FsrsForward.State state = model.first(reviews.get(0).grade());
      out[at] = 1;
      for (int i = 1; i < reviews.size(); i++) {
        PastReview r = reviews.get(i);
        out[at + i] =
            r.elapsedDays() == 0
                ? 1
                : FsrsForward.rightAnswer(
                        model.recall(state, r.elapsedDays()), guessing ? card.guessFloor() : 0)
                    .v;
        state = model.step(state, r.elapsedDays(), r.grade());
      }
      at += reviews.size();
    }
    return out;
  }

  /** fsrs-rs's bin: interval, number of long-term reviews and lapses, each on a log scale. */
  private static List<Long> bin(CardHistory card, int index) {
    List<PastReview> reviews = card.reviews();
    double delta = reviews.get(index).elapsedDays();
    long deltaBin = Math.round(2.48 * Math.pow(3.62, Math.floor(log(delta, 3.62))) * 100);
    int longTerm = 0;
    int lapses = 0;
    for (int i = 0; i <= index; i++) {
      if (reviews.get(i).elapsedDays() > 0) {
        longTerm++;
        if (i < index && reviews.get(i).grade() == 1) {
          lapses++;
        }
      }
    }
    double length = longTerm + 1.0;
    long lengthBin = Math.round(1.99 * Math.pow(1.89, Math.floor(log(length, 1.89))));
    long lapseBin =
        lapses == 0 ? 0 : Math.round(1.65 * Math.pow(1.73, Math.floor(log(lapses, 1.73))));
    return List.of(deltaBin, lengthBin, lapseBin);
  }

  private static double log(double x, double base) {
    return Math.log(x) / Math.log(base);
  }

  static double[] toArray(List<Double> weights) {
    if (weights.size() != Dual.N) {
      throw new IllegalArgumentException("FSRS-6 needs 21 weights, got " + weights.size());
    }
    return weights.stream().mapToDouble(Double::doubleValue).toArray();
  }
}
