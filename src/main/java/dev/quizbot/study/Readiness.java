package dev.quizbot.study;

import dev.quizbot.bank.Question;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The readiness forecast: each question's recall probability at the exam instant from its FSRS
 * state ({@link Scheduler#retrievability}; an unseen question at the guess rate, 1 / number of
 * choices), averaged per topic, and the topics weighted as the exam weighs them. Pure.
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
    if (deck.isEmpty()) {
      throw ReadinessRefusal.of(ReadinessRefusal.Kind.EMPTY_DECK, deckId).refused();
    }
    if (!(passMark >= 0 && passMark <= 1)) {
      throw ReadinessRefusal.of(ReadinessRefusal.Kind.BAD_PASS_MARK, passMark).refused();
    }
    Map<String, double[]> sums = new TreeMap<>(); // topic -> {recall sum, questions, seen}
    for (Question q : deck) {
      MemoryState state = states.get(q.id());
      double[] s = sums.computeIfAbsent(q.topic(), t -> new double[3]);
      s[0] += StudyPlanner.recall(q, state, at, forecaster);
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
    double predicted = 0;
    for (Map.Entry<String, double[]> e : sums.entrySet()) {
      double[] s = e.getValue();
      double weight = weights.get(e.getKey()) / total;
      double mean = s[0] / s[1];
      predicted += weight * mean;
      topics.add(
          new TopicReadiness(
              e.getKey(), (int) s[1], (int) s[2], weight, mean, weight * (1 - mean)));
    }
    return new ReadinessReport(deckId, at, topics, predicted, passMark);
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
