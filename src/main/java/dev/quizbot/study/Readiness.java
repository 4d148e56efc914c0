package dev.quizbot.study;

import dev.quizbot.bank.Question;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The readiness forecast: each question's chance of a right answer at the exam instant, R + (1 − R)
 * · g with R its recall probability from its FSRS state ({@link Scheduler#retrievability}) and g
 * the guess rate, 1 / number of choices (an unseen question: g), averaged per topic; and the
 * distribution of the mock exam's score as the deck's blueprint draws it ({@link ExamForecast},
 * {@link ScoreDistribution}): its expected score, chance of passing and 10th–90th percentile range.
 * Pure.
 */
public final class Readiness {

  private final Scheduler forecaster;

  /**
   * @param forecaster any scheduler: recall depends on the weights, not on the retention
   */
  public Readiness(Scheduler forecaster) {
    this.forecaster = forecaster;
  }

  /**
   * @param deck the exam's questions
   * @param states the member's memory states by question id
   * @param topicWeights the exam's weight per topic (any positive scale, e.g. percent); empty
   *     weighs each topic by its number of questions; a topic of the deck left out weighs 0
   * @param passMark 0 to 1
   * @throws ReadinessRefusal.Refused for an empty deck, a weight of a topic the deck lacks, a
   *     negative weight, weights adding up to 0 or a pass mark outside 0..1
   */
  public ReadinessReport forecast(
      String deckId,
      List<Question> deck,
      Map<String, MemoryState> states,
      Instant at,
      Map<String, Double> topicWeights,
      double passMark) {
    return forecast(deckId, deck, states, at, topicWeights, passMark, deck.size(), Map.of());
  }

  /**
   * As {@link #forecast(String, List, Map, Instant, Map, double)}, for an exam of {@code
   * examQuestions} (capped at the questions it may draw) drawn after the earlier exams' {@code
   * timesSeen} (by question id; the draw takes the least seen first).
   */
  public ReadinessReport forecast(
      String deckId,
      List<Question> deck,
      Map<String, MemoryState> states,
      Instant at,
      Map<String, Double> topicWeights,
      double passMark,
      int examQuestions,
      Map<String, Integer> timesSeen) {
    return forecast(
        deckId,
        deck,
        states,
        at,
        topicWeights,
        passMark,
        examQuestions,
        timesSeen,
        null,
        ExamLearning.NONE);
  }

  /**
   * As {@link #forecast(String, List, Map, Instant, Map, double, int, Map)}, averaged over the
   * member's {@code uncertainty} about her memory model (null: the forecaster's curve taken as
   * known). Each question's chance is its mean over the posterior; the score's distribution is the
   * mixture over the posterior, in at most {@value #COMPONENTS} parts of equal weight ordered by
   * their expected score (the posterior's points within a part averaged). The expected score is
   * moved by the correction {@code learned} from the members' exams for the share of the deck this
   * member has seen ({@link ScoreShift}); {@code uncertainty} is the posterior from the prior
   * {@code learned}, which the report names ({@link ExamLearning#NONE}: nothing learned).
   */
  public ReadinessReport forecast(
      String deckId,
      List<Question> deck,
      Map<String, MemoryState> states,
      Instant at,
      Map<String, Double> topicWeights,
      double passMark,
      int examQuestions,
      Map<String, Integer> timesSeen,
      MemoryUncertainty uncertainty,
      ExamLearning learned) {
    if (deck.isEmpty()) {
      throw ReadinessRefusal.of(ReadinessRefusal.Kind.EMPTY_DECK, deckId).refused();
    }
    if (!(passMark >= 0 && passMark <= 1)) {
      throw ReadinessRefusal.of(ReadinessRefusal.Kind.BAD_PASS_MARK, passMark).refused();
    }
    Map<String, double[]> sums = new TreeMap<>(); // topic -> {chance sum, questions, seen}
    int seen = 0;
    for (Question q : deck) {
      double[] s = sums.computeIfAbsent(q.topic(), t -> new double[3]);
      s[1]++;
      if (states.get(q.id()) != null) {
        s[2]++;
        seen++;
      }
    }
    Map<String, Double> weights = weights(deckId, sums, topicWeights);
    double total = weights.values().stream().mapToDouble(Double::doubleValue).sum();
    if (!(total > 0)) {
      throw ReadinessRefusal.of(ReadinessRefusal.Kind.WEIGHTS_ADD_UP_TO_ZERO, deckId).refused();
    }
    Map<String, Integer> whole = wholeWeights(weights);
    List<Question> eligible =
        deck.stream().filter(q -> whole.getOrDefault(q.topic(), 0) > 0).toList();
    int questions = Math.min(Math.max(examQuestions, 1), eligible.size());
    List<Component> parts = components(deck, states, at, uncertainty);
    double shift = learned.correction().shift((double) seen / deck.size());
    double corrected = 0;
    if (shift != 0) {
      ScoreShift.Shifted shifted =
          ScoreShift.apply(
              parts,
              deck,
              ExamForecast.inclusion(eligible, whole, questions, timesSeen),
              questions,
              shift);
      parts = shifted.parts();
      corrected = shifted.applied();
    }
    Map<String, Double> chance = mean(parts);
    for (Question q : deck) {
      sums.get(q.topic())[0] += chance.get(q.id());
    }
    List<TopicReadiness> topics = new ArrayList<>();
    for (Map.Entry<String, double[]> e : sums.entrySet()) {
      double[] s = e.getValue();
      double weight = weights.get(e.getKey()) / total;
      double mean = s[0] / s[1];
      topics.add(
          new TopicReadiness(
              e.getKey(), (int) s[1], (int) s[2], weight, mean, weight * (1 - mean)));
    }
    List<ScoreDistribution> scores = new ArrayList<>();
    double[] partWeights = new double[parts.size()];
    for (int k = 0; k < parts.size(); k++) {
      scores.add(
          ScoreDistribution.of(
              ExamForecast.draws(eligible, parts.get(k).chance(), whole, questions, timesSeen)));
      partWeights[k] = parts.get(k).weight();
    }
    ScoreDistribution score = ScoreDistribution.mixture(scores, partWeights);
    ExamOutlook outlook = ExamOutlook.of(score, passMark);
    return new ReadinessReport(
        deckId,
        at,
        topics,
        outlook.expected(),
        passMark,
        outlook,
        corrected,
        learned.prior().members());
  }

  /** Parts of the score's mixture: at most this many distributions per forecast. */
  static final int COMPONENTS = 9;

  /** One part of the posterior: its weight and each question's chance of a right answer. */
  record Component(double weight, Map<String, Double> chance) {}

  private List<Component> components(
      List<Question> deck,
      Map<String, MemoryState> states,
      Instant at,
      MemoryUncertainty uncertainty) {
    if (uncertainty == null) {
      Map<String, Double> chance = new HashMap<>();
      for (Question q : deck) {
        chance.put(q.id(), chanceRight(q, states.get(q.id()), at));
      }
      return List.of(new Component(1, chance));
    }
    List<MemoryUncertainty.Node> nodes = uncertainty.nodes();
    // One forgetting curve per (ε, d, η); the unknown share only scales it: chance = g + (1 − g) ·
    // (1 − u) · R. So the deck is evaluated once per curve, not once per point (P9's budget: a new
    // member's prior has thousands of points).
    Map<MemoryUncertainty.Curve, Integer> curveOf = new HashMap<>();
    List<MemoryUncertainty.Curve> curves = new ArrayList<>();
    int[] curveIndex = new int[nodes.size()];
    for (int k = 0; k < nodes.size(); k++) {
      curveIndex[k] =
          curveOf.computeIfAbsent(
              nodes.get(k).curve(),
              c -> {
                curves.add(c);
                return curves.size() - 1;
              });
    }
    int size = deck.size();
    double[] guess = new double[size];
    double[][] curve = new double[curves.size()][size];
    double[] remembered = new double[curves.size()]; // Σ (1 − g) · R over the deck, per curve
    double guessed = 0; // Σ g over the deck
    for (int i = 0; i < size; i++) {
      Question q = deck.get(i);
      MemoryState state = states.get(q.id());
      guess[i] = 1.0 / q.choices().size();
      guessed += guess[i];
      if (state == null) {
        continue; // never seen: R = 0
      }
      double days = Duration.between(state.lastReview(), at).toMillis() / 86_400_000.0;
      double x = days / state.stability();
      double logRelative = MemoryUncertainty.Curve.logRelative(state.stability());
      for (int c = 0; c < curves.size(); c++) {
        curve[c][i] = days > 0 ? curves.get(c).recall(x, logRelative) : 1;
        remembered[c] += (1 - guess[i]) * curve[c][i];
      }
    }
    double[] expected = new double[nodes.size()];
    for (int k = 0; k < nodes.size(); k++) {
      expected[k] = guessed + (1 - nodes.get(k).unknownShare()) * remembered[curveIndex[k]];
    }
    // Equal-weight parts by expected score: points sorted, cut at each 1/COMPONENTS of the weight;
    // a part's chance is g + (1 − g) · Σ w (1 − u) R / Σ w over its points.
    Integer[] order = new Integer[nodes.size()];
    for (int k = 0; k < order.length; k++) {
      order[k] = k;
    }
    java.util.Arrays.sort(order, java.util.Comparator.comparingDouble(k -> expected[k]));
    List<Component> parts = new ArrayList<>();
    double[] share = new double[curves.size()];
    double partWeight = 0;
    double cumulative = 0;
    int part = 1;
    for (int k : order) {
      MemoryUncertainty.Node n = nodes.get(k);
      share[curveIndex[k]] += n.weight() * (1 - n.unknownShare());
      partWeight += n.weight();
      cumulative += n.weight();
      if (cumulative >= (double) part / COMPONENTS - 1e-12 || k == order[order.length - 1]) {
        double[] sum = new double[size];
        for (int c = 0; c < curves.size(); c++) {
          if (share[c] != 0) {
            for (int i = 0; i < size; i++) {
              sum[i] += share[c] * curve[c][i];
            }
          }
        }
        Map<String, Double> chance = new HashMap<>();
        for (int i = 0; i < size; i++) {
          chance.put(deck.get(i).id(), guess[i] + (1 - guess[i]) * sum[i] / partWeight);
        }
        parts.add(new Component(partWeight, chance));
        java.util.Arrays.fill(share, 0);
        partWeight = 0;
        while (part < COMPONENTS && cumulative >= (double) part / COMPONENTS - 1e-12) {
          part++;
        }
      }
    }
    return parts;
  }

  private static Map<String, Double> mean(List<Component> parts) {
    if (parts.size() == 1) {
      return parts.get(0).chance();
    }
    double total = parts.stream().mapToDouble(Component::weight).sum();
    Map<String, Double> mean = new HashMap<>();
    for (Component c : parts) {
      c.chance().forEach((id, p) -> mean.merge(id, c.weight() / total * p, Double::sum));
    }
    return mean;
  }

  /**
   * The chance of a right answer: R + (1 − R) · g, a forgotten question still guessed right with g
   * = 1 / choices; an unseen question g.
   */
  double chanceRight(Question q, MemoryState state, Instant at) {
    double guess = 1.0 / q.choices().size();
    if (state == null) {
      return guess;
    }
    double recall = forecaster.retrievability(state, at);
    return recall + (1 - recall) * guess;
  }

  /**
   * The weights as whole numbers for the draw's apportionment: as they are when whole (a deck's
   * percents or topic sizes), else scaled by a million and rounded.
   */
  static Map<String, Integer> wholeWeights(Map<String, Double> weights) {
    boolean whole =
        weights.values().stream().allMatch(w -> w == Math.rint(w) && w <= Integer.MAX_VALUE);
    Map<String, Integer> result = new TreeMap<>();
    weights.forEach(
        (topic, w) -> result.put(topic, (int) Math.round(whole ? w : Math.min(w * 1e6, 2e9))));
    return result;
  }

  private static Map<String, Double> weights(
      String deckId, Map<String, double[]> sums, Map<String, Double> given) {
    Map<String, Double> weights = new TreeMap<>();
    for (Map.Entry<String, Double> e : given.entrySet()) {
      if (!sums.containsKey(e.getKey())) {
        throw ReadinessRefusal.of(
                ReadinessRefusal.Kind.WEIGHT_WITHOUT_QUESTIONS, e.getKey(), deckId)
            .refused();
      }
      if (!(e.getValue() >= 0) || Double.isInfinite(e.getValue())) {
        throw ReadinessRefusal.of(ReadinessRefusal.Kind.NEGATIVE_WEIGHT, e.getKey(), e.getValue())
            .refused();
      }
    }
    sums.forEach(
        (topic, s) -> weights.put(topic, given.isEmpty() ? s[1] : given.getOrDefault(topic, 0.0)));
    return weights;
  }
}
