package dev.quizbot.study;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Pre-training of the initial stabilities w0..w3 (fsrs-rs {@code parameter_initialization.rs}): for
 * each first grade, the S0 whose forgetting curve (at the default decay) best fits the recall
 * observed at the first review a day or more later, found by ternary search with a small pull
 * towards the default S0; then grades without data are filled in from those with data so that S0
 * rises with the grade.
 */
final class StabilityPretraining {

  private static final double INIT_S_MAX = 100;
  // The fixed exponents fsrs-rs fills missing grades with (log-linear interpolation between
  // grades).
  private static final double W1 = 0.41;
  private static final double W2 = 0.54;

  private StabilityPretraining() {}

  /** S0 per grade and the number of first predictions per grade that had data. */
  record Result(double[] s0, Map<Integer, Integer> counts) {}

  /** Empty when no first grade has data (the caller keeps the defaults). */
  static java.util.Optional<Result> fit(
      List<CardHistory> cards, List<FsrsItems.Item> initialization, double averageRecall) {
    return fit(cards, initialization, averageRecall, false);
  }

  /**
   * @param guessing fit S0 to right answers R + (1 − R)·g, g the questions' mean guess floor
   */
  static java.util.Optional<Result> fit(
      List<CardHistory> cards,
      List<FsrsItems.Item> initialization,
      double averageRecall,
      boolean guessing) {
    double guess =
        guessing
            ? initialization.stream()
                .mapToDouble(i -> cards.get(i.card()).guessFloor())
                .average()
                .orElse(0)
            : 0;
    // grade -> interval -> [sum of right answers, count]
    Map<Integer, Map<Long, double[]>> groups = new TreeMap<>();
    for (FsrsItems.Item item : initialization) {
      PastReview first = cards.get(item.card()).reviews().get(0);
      PastReview review = cards.get(item.card()).reviews().get(item.index());
      double[] cell =
          groups
              .computeIfAbsent(first.grade(), g -> new TreeMap<>())
              .computeIfAbsent(review.elapsedDays(), d -> new double[2]);
      cell[0] += review.recalled() ? 1 : 0;
      cell[1] += 1;
    }
    if (groups.isEmpty()) {
      return java.util.Optional.empty();
    }
    Map<Integer, Double> stability = new TreeMap<>();
    Map<Integer, Integer> counts = new TreeMap<>();
    for (Map.Entry<Integer, Map<Long, double[]>> g : groups.entrySet()) {
      stability.put(g.getKey(), search(g.getKey(), g.getValue(), averageRecall, guess));
      counts.put(g.getKey(), g.getValue().values().stream().mapToInt(c -> (int) c[1]).sum());
    }
    return java.util.Optional.of(new Result(smoothAndFill(stability, counts), counts));
  }

  private static double search(
      int grade, Map<Long, double[]> data, double averageRecall, double guess) {
    double defaultS0 = FsrsParameters.DEFAULT_WEIGHTS.get(grade - 1);
    double low = FsrsForward.S_MIN;
    double high = INIT_S_MAX;
    double best = defaultS0;
    for (int iter = 0; high - low > Math.ulp(1.0) && iter < 1000; iter++) {
      double mid1 = low + (high - low) / 3;
      double mid2 = high - (high - low) / 3;
      if (loss(data, averageRecall, mid1, defaultS0, guess)
          < loss(data, averageRecall, mid2, defaultS0, guess)) {
        high = mid2;
      } else {
        low = mid1;
      }
      best = (high + low) / 2;
    }
    return best;
  }

  /**
   * Count-weighted cross-entropy at S0 = s, recall shrunk towards the average, plus |s − s0|/16.
   */
  private static double loss(
      Map<Long, double[]> data, double averageRecall, double s, double defaultS0, double guess) {
    double decay = -FsrsParameters.DEFAULT_WEIGHTS.get(20);
    double factor = Math.pow(0.9, 1 / decay) - 1;
    double sum = 0;
    for (Map.Entry<Long, double[]> e : data.entrySet()) {
      double count = e.getValue()[1];
      double recall = (e.getValue()[0] + averageRecall) / (count + 1);
      double r = Math.pow(1 + e.getKey() / s * factor, decay);
      double p = Math.min(r + (1 - r) * guess, 1 - 1e-9);
      sum -= (recall * Math.log(p) + (1 - recall) * Math.log(1 - p)) * count;
    }
    return sum + Math.abs(s - defaultS0) / 16;
  }

  /**
   * Makes S0 rise with the grade (a lower grade above a higher one takes the value of whichever had
   * more data) and fills grades without data; all four clamped to 0.001..100.
   */
  static double[] smoothAndFill(Map<Integer, Double> given, Map<Integer, Integer> counts) {
    Map<Integer, Double> s = new TreeMap<>(given);
    s.keySet().retainAll(counts.keySet());
    int[][] pairs = {{1, 2}, {2, 3}, {3, 4}, {1, 3}, {2, 4}, {1, 4}};
    for (int[] p : pairs) {
      Double small = s.get(p[0]);
      Double big = s.get(p[1]);
      if (small != null && big != null && small > big) {
        if (counts.get(p[0]) > counts.get(p[1])) {
          s.put(p[1], small);
        } else {
          s.put(p[0], big);
        }
      }
    }
    Double[] r = new Double[5];
    for (int g = 1; g <= 4; g++) {
      r[g] = s.get(g);
    }
    double[] out = new double[4];
    if (s.size() == 1) {
      int grade = s.keySet().iterator().next();
      double factor = s.get(grade) / FsrsParameters.DEFAULT_WEIGHTS.get(grade - 1);
      double[] scaled = new double[4];
      for (int g = 0; g < 4; g++) {
        scaled[g] = FsrsParameters.DEFAULT_WEIGHTS.get(g) * factor;
      }
      java.util.Arrays.sort(scaled);
      out = scaled;
    } else {
      fill(r);
      for (int g = 1; g <= 4; g++) {
        out[g - 1] = r[g];
      }
    }
    for (int i = 0; i < 4; i++) {
      out[i] = Math.min(Math.max(out[i], FsrsForward.S_MIN), INIT_S_MAX);
    }
    return out;
  }

  /** Fills the missing of r[1..4] from two or three known ones (fsrs-rs's interpolation rules). */
  private static void fill(Double[] r) {
    boolean h1 = r[1] != null;
    boolean h2 = r[2] != null;
    boolean h3 = r[3] != null;
    boolean h4 = r[4] != null;
    int known = (h1 ? 1 : 0) + (h2 ? 1 : 0) + (h3 ? 1 : 0) + (h4 ? 1 : 0);
    if (known == 2) {
      if (h3 && h4) {
        r[2] = Math.pow(r[3], 1 / (1 - W2)) * Math.pow(r[4], 1 - 1 / (1 - W2));
        r[1] = Math.pow(r[2], 1 / W1) * Math.pow(r[3], 1 - 1 / W1);
      } else if (h2 && h4) {
        r[3] = Math.pow(r[2], 1 - W2) * Math.pow(r[4], W2);
        r[1] = Math.pow(r[2], 1 / W1) * Math.pow(r[3], 1 - 1 / W1);
      } else if (h2 && h3) {
        r[4] = Math.pow(r[2], 1 - 1 / W2) * Math.pow(r[3], 1 / W2);
        r[1] = Math.pow(r[2], 1 / W1) * Math.pow(r[3], 1 - 1 / W1);
      } else if (h1 && h4) {
        double k = W1 / (W1 + W2 - W1 * W2);
        double m = W2 / (W1 + W2 - W1 * W2);
        r[2] = Math.pow(r[1], k) * Math.pow(r[4], 1 - k);
        r[3] = Math.pow(r[1], 1 - m) * Math.pow(r[4], m);
      } else if (h1 && h3) {
        r[2] = Math.pow(r[1], W1) * Math.pow(r[3], 1 - W1);
        r[4] = Math.pow(r[2], 1 - 1 / W2) * Math.pow(r[3], 1 / W2);
      } else if (h1 && h2) {
        r[3] = Math.pow(r[1], 1 - 1 / (1 - W1)) * Math.pow(r[2], 1 / (1 - W1));
        r[4] = Math.pow(r[2], 1 - 1 / W2) * Math.pow(r[3], 1 / W2);
      }
    } else if (known == 3) {
      if (!h1) {
        r[1] = Math.pow(r[2], 1 / W1) * Math.pow(r[3], 1 - 1 / W1);
      } else if (!h2) {
        r[2] = Math.pow(r[1], W1) * Math.pow(r[3], 1 - W1);
      } else if (!h3) {
        r[3] = Math.pow(r[2], 1 - W2) * Math.pow(r[4], W2);
      } else {
        r[4] = Math.pow(r[2], 1 - 1 / W2) * Math.pow(r[3], 1 / W2);
      }
    }
  }
}
