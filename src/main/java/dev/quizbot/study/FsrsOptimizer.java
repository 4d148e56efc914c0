package dev.quizbot.study;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * Fits FSRS-6's 21 weights to one member's review history, the way fsrs-rs's {@code
 * compute_parameters} does (read, not ported line by line; figures in
 * docs/design/fsrs-optimizer.md):
 *
 * <ol>
 *   <li>fsrs-rs's outlier filter, then too little data keeps the defaults (under 8 predictions) or
 *       the pre-trained S0 only (under 64, or nothing beyond first intervals);
 *   <li>pre-training of w0..w3 from the first interval's recall ({@link StabilityPretraining});
 *   <li>Adam (β 0.9/0.999, learning rate 0.04 on a cosine schedule) over batches of up to 512
 *       predictions for 5 epochs, each prediction weighted by recency (0.25 rising to 1), plus an
 *       L2 pull towards the starting weights scaled by each weight's spread across users and by
 *       batch / history size: with few reviews the pull dominates and the fit stays near the
 *       defaults; with many the data does;
 *   <li>after every step the weights are clamped into fsrs-rs's ranges, and at the end w0..w3 are
 *       made to rise with the grade again.
 * </ol>
 *
 * <p>Gradients are exact, by forward-mode differentiation ({@link Dual}). Batches hold whole
 * questions (a question's predictions share one pass through its history), shuffled each epoch with
 * a fixed seed, so a fit is deterministic. With {@link Options#guessing()} the likelihood is that
 * of a right answer, R + (1 − R)·g, instead of R.
 */
public final class FsrsOptimizer {

  /** fsrs-rs's spread of each weight across users: the scale of the pull towards the start. */
  private static final double[] STDDEV = {
    6.43, 9.66, 17.58, 27.85, 0.57, 0.28, 0.6, 0.12, 0.39, 0.18, 0.33, 0.3, 0.09, 0.16, 0.57, 0.25,
    1.03, 0.31, 0.32, 0.14, 0.27
  };

  // fsrs-rs's clamps with short-term weights trained and one relearning step.
  private static final double[] LOWER = {
    0.001, 0.001, 0.001, 0.001, 1.0, 0.001, 0.001, 0.001, 0.0, 0.0, 0.001, 0.001, 0.001, 0.001, 0.0,
    0.0, 1.0, 0.0, 0.0, 0.01, 0.1
  };
  private static final double[] UPPER = {
    100.0, 100.0, 100.0, 100.0, 10.0, 4.0, 4.0, 0.75, 4.5, 0.8, 3.5, 5.0, 0.25, 0.9, 4.0, 1.0, 6.0,
    2.0, 2.0, 0.8, 0.8
  };

  private final Runnable beforeBatch;

  public FsrsOptimizer() {
    this(() -> {});
  }

  /**
   * @param beforeBatch run before each batch's gradient step (the bot's refit gives way to answers
   *     there: {@link ReviewLull#await()})
   */
  public FsrsOptimizer(Runnable beforeBatch) {
    this.beforeBatch = beforeBatch;
  }

  /**
   * Training settings; {@link #defaults()} are fsrs-rs's.
   *
   * @param guessing fit the chance of a right answer R + (1 − R)·g instead of R
   */
  public record Options(
      int epochs,
      int batchSize,
      double learningRate,
      double gamma,
      long seed,
      int maxSequenceLength,
      boolean guessing) {

    public static Options defaults() {
      return new Options(5, 512, 0.04, 1.0, 2023, 256, false);
    }

    public Options withGuessing(boolean on) {
      return new Options(epochs, batchSize, learningRate, gamma, seed, maxSequenceLength, on);
    }
  }

  /** How far the fit got. */
  public enum Stage {
    /** Too few predictions: the defaults. */
    DEFAULTS,
    /** Enough for the initial stabilities only. */
    PRETRAINED,
    /** All 21 weights trained. */
    TRAINED
  }

  /**
   * @param weights the 21 fitted weights, within {@link FsrsParameters}'s ranges
   * @param predictions how many reviews were trained on
   */
  public record Fit(List<Double> weights, Stage stage, int predictions) {}

  public Fit fit(List<CardHistory> cards, Options options) {
    List<FsrsItems.Item> items = FsrsItems.all(cards);
    FsrsItems.Split split = FsrsItems.filterOutliers(cards, items);
    List<FsrsItems.Item> train = split.training();
    if (train.size() < 8) {
      return new Fit(FsrsParameters.DEFAULT_WEIGHTS, Stage.DEFAULTS, train.size());
    }
    double averageRecall =
        train.stream().filter(i -> review(cards, i).recalled()).count() / (double) train.size();
    var pretrained =
        StabilityPretraining.fit(cards, split.initialization(), averageRecall, options.guessing());
    if (pretrained.isEmpty()) {
      return new Fit(FsrsParameters.DEFAULT_WEIGHTS, Stage.DEFAULTS, train.size());
    }
    double[] start = defaultsArray();
    System.arraycopy(pretrained.get().s0(), 0, start, 0, 4);
    if (train.size() == split.initialization().size() || train.size() < 64) {
      return new Fit(toList(start), Stage.PRETRAINED, train.size());
    }
    double[] w = train(cards, train, start, options);
    for (double x : w) {
      if (!Double.isFinite(x)) {
        return new Fit(toList(start), Stage.PRETRAINED, train.size());
      }
    }
    Map<Integer, Double> s0 = new LinkedHashMap<>();
    for (int g = 1; g <= 4; g++) {
      s0.put(g, w[g - 1]);
    }
    double[] smoothed = StabilityPretraining.smoothAndFill(s0, pretrained.get().counts());
    System.arraycopy(smoothed, 0, w, 0, 4);
    return new Fit(toList(w), Stage.TRAINED, train.size());
  }

  /**
   * A batch: whole questions, each with the indices of its reviews to predict and their weights.
   */
  private record Batch(
      List<Integer> cards, List<int[]> indices, List<double[]> weights, int size) {}

  private double[] train(
      List<CardHistory> cards, List<FsrsItems.Item> train, double[] start, Options options) {
    // Recency weights by chronological rank, then long sequences dropped (as fsrs-rs).
    Map<Integer, List<double[]>> byCard = new LinkedHashMap<>();
    int total = 0;
    for (int i = 0; i < train.size(); i++) {
      FsrsItems.Item item = train.get(i);
      if (item.index() + 1 > options.maxSequenceLength()) {
        continue;
      }
      byCard
          .computeIfAbsent(item.card(), c -> new ArrayList<>())
          .add(new double[] {item.index(), FsrsItems.recencyWeight(i, train.size())});
      total++;
    }
    List<Batch> batches = batches(byCard, options.batchSize());
    double[] w = start.clone();
    Adam adam = new Adam();
    int iterations = (total / options.batchSize() + 1) * options.epochs();
    int stepCount = 0;
    Random random = new Random(options.seed());
    List<Integer> order = new ArrayList<>();
    for (int b = 0; b < batches.size(); b++) {
      order.add(b);
    }
    for (int epoch = 0; epoch < options.epochs(); epoch++) {
      Collections.shuffle(order, random);
      for (int b : order) {
        beforeBatch.run();
        Batch batch = batches.get(b);
        double lr = options.learningRate() * (1 + Math.cos(Math.PI * stepCount / iterations)) / 2;
        stepCount++;
        double[] grad = gradient(cards, batch, w, options.guessing());
        double scale = options.gamma() * batch.size() / total;
        for (int i = 0; i < Dual.N; i++) {
          grad[i] += 2 * (w[i] - start[i]) / (STDDEV[i] * STDDEV[i]) * scale;
        }
        adam.step(w, grad, lr);
        for (int i = 0; i < Dual.N; i++) {
          w[i] = Math.min(Math.max(w[i], LOWER[i]), UPPER[i]);
        }
      }
    }
    return w;
  }

  /** Packs questions, shortest history first, into batches of up to {@code size} predictions. */
  private static List<Batch> batches(Map<Integer, List<double[]>> byCard, int size) {
    List<Map.Entry<Integer, List<double[]>>> entries = new ArrayList<>(byCard.entrySet());
    entries.sort(Comparator.comparingDouble(e -> e.getValue().get(e.getValue().size() - 1)[0]));
    List<Batch> out = new ArrayList<>();
    List<Integer> cards = new ArrayList<>();
    List<int[]> indices = new ArrayList<>();
    List<double[]> weights = new ArrayList<>();
    int count = 0;
    for (Map.Entry<Integer, List<double[]>> e : entries) {
      int n = e.getValue().size();
      if (!cards.isEmpty() && count + n > size) {
        out.add(new Batch(cards, indices, weights, count));
        cards = new ArrayList<>();
        indices = new ArrayList<>();
        weights = new ArrayList<>();
        count = 0;
      }
      int[] idx = new int[n];
      double[] wt = new double[n];
      for (int k = 0; k < n; k++) {
        idx[k] = (int) e.getValue().get(k)[0];
        wt[k] = e.getValue().get(k)[1];
      }
      cards.add(e.getKey());
      indices.add(idx);
      weights.add(wt);
      count += n;
    }
    if (!cards.isEmpty()) {
      out.add(new Batch(cards, indices, weights, count));
    }
    return out;
  }

  /** The gradient of the batch's summed weighted cross-entropy. */
  private static double[] gradient(
      List<CardHistory> cards, Batch batch, double[] w, boolean guessing) {
    FsrsForward model = new FsrsForward(w, true);
    double[] grad = new double[Dual.N];
    for (int c = 0; c < batch.cards().size(); c++) {
      CardHistory card = cards.get(batch.cards().get(c));
      int[] idx = batch.indices().get(c);
      double[] wt = batch.weights().get(c);
      List<PastReview> reviews = card.reviews();
      FsrsForward.State state = model.first(reviews.get(0).grade());
      int next = 0;
      int last = idx[idx.length - 1];
      for (int i = 1; i <= last; i++) {
        PastReview r = reviews.get(i);
        if (next < idx.length && idx[next] == i) {
          Dual p =
              FsrsForward.rightAnswer(
                  model.recall(state, r.elapsedDays()), guessing ? card.guessFloor() : 0);
          Dual loss = FsrsForward.loss(p, r.recalled(), wt[next]);
          if (loss.g != null) {
            for (int k = 0; k < Dual.N; k++) {
              grad[k] += loss.g[k];
            }
          }
          next++;
        }
        if (i < last) {
          state = model.step(state, r.elapsedDays(), r.grade());
        }
      }
    }
    return grad;
  }

  private static PastReview review(List<CardHistory> cards, FsrsItems.Item item) {
    return cards.get(item.card()).reviews().get(item.index());
  }

  private static double[] defaultsArray() {
    return FsrsParameters.DEFAULT_WEIGHTS.stream().mapToDouble(Double::doubleValue).toArray();
  }

  private static List<Double> toList(double[] w) {
    List<Double> out = new ArrayList<>(w.length);
    for (double x : w) {
      out.add(x);
    }
    return List.copyOf(out);
  }

  /** Adam with bias correction, as fsrs-rs's host optimizer. */
  private static final class Adam {
    private final double[] m = new double[Dual.N];
    private final double[] v = new double[Dual.N];
    private int t;

    void step(double[] w, double[] grad, double lr) {
      t++;
      double bias1 = 1 - Math.pow(0.9, t);
      double bias2 = 1 - Math.pow(0.999, t);
      for (int i = 0; i < Dual.N; i++) {
        m[i] = 0.9 * m[i] + 0.1 * grad[i];
        v[i] = 0.999 * v[i] + 0.001 * grad[i] * grad[i];
        w[i] -= lr * (m[i] / bias1) / (Math.sqrt(v[i] / bias2) + 1e-8);
      }
    }
  }
}
