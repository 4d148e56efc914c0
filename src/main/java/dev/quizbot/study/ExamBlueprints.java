package dev.quizbot.study;

import dev.quizbot.bank.Deck;
import java.util.Map;
import java.util.TreeMap;

/**
 * Where {@code /readiness} takes a deck's topic weights and pass mark from: {@link #FROM_DECK}
 * reads the deck's {@code exam:} blueprint ({@code Deck.exam()}, the spec's defaults for a deck
 * without one: weights by topic size, 70 %), so the forecast is weighted as the mock exam draws.
 */
public interface ExamBlueprints {

  /** The spec's pass mark for a deck without a blueprint. */
  double DEFAULT_PASS_MARK = 0.70;

  /**
   * @return the exam's weight per topic, any positive scale (e.g. percent); empty: by topic size
   */
  Map<String, Double> topicWeights(Deck deck);

  /** The pass mark, 0 to 1. */
  double passMark(Deck deck);

  /** The deck's own exam: its {@code exam:} weights (or topic sizes) and pass mark. */
  ExamBlueprints FROM_DECK =
      new ExamBlueprints() {
        @Override
        public Map<String, Double> topicWeights(Deck deck) {
          Map<String, Double> weights = new TreeMap<>();
          deck.exam().weights().forEach((topic, weight) -> weights.put(topic, (double) weight));
          return weights;
        }

        @Override
        public double passMark(Deck deck) {
          return deck.exam().passPercent() / 100.0;
        }
      };
}
