package dev.quizbot.study;

import dev.quizbot.bank.Question;
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
    if (deck.isEmpty()) {
      throw ReadinessRefusal.of(ReadinessRefusal.Kind.EMPTY_DECK, deckId).refused();
    }
    if (!(passMark >= 0 && passMark <= 1)) {
      throw ReadinessRefusal.of(ReadinessRefusal.Kind.BAD_PASS_MARK, passMark).refused();
    }
    Map<String, double[]> sums = new TreeMap<>(); // topic -> {chance sum, questions, seen}
    Map<String, Double> chance = new HashMap<>();
    for (Question q : deck) {
      MemoryState state = states.get(q.id());
      double[] s = sums.computeIfAbsent(q.topic(), t -> new double[3]);
      double right = chanceRight(q, state, at);
      chance.put(q.id(), right);
      s[0] += right;
      s[1]++;
      if (state != null) {
        s[2]++;
      }
    }
    Map<String, Double> weights = weights(deckId, sums, topicWeights);
    double total = weights.values().stream().mapToDouble(Double::doubleValue).sum();
    if (!(total > 0)) {
      throw ReadinessRefusal.of(ReadinessRefusal.Kind.WEIGHTS_ADD_UP_TO_ZERO, deckId).refused();
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
    Map<String, Integer> whole = wholeWeights(weights);
    List<Question> eligible =
        deck.stream().filter(q -> whole.getOrDefault(q.topic(), 0) > 0).toList();
    int questions = Math.min(Math.max(examQuestions, 1), eligible.size());
    ScoreDistribution score =
        ScoreDistribution.of(ExamForecast.draws(eligible, chance, whole, questions, timesSeen));
    ExamOutlook outlook = ExamOutlook.of(score, passMark);
    return new ReadinessReport(deckId, at, topics, outlook.expected(), passMark, outlook);
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
