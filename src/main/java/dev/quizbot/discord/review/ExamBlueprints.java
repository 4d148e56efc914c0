package dev.quizbot.discord.review;

import dev.quizbot.bank.Deck;
import java.util.Map;

/**
 * The seam for a deck's {@code exam:} blueprint (topic weights and pass mark) that {@code
 * /readiness} weighs the forecast with. The bank does not read blueprints yet; until it does,
 * {@link #TOPIC_SIZE} weighs each topic by its number of questions and passes at 70 %, as the spec
 * says for a deck without one. Once the bank has it, the wiring passes an implementation reading
 * {@code deck.exam()}.
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

  /** No blueprints: weights by topic size, 70 %. */
  ExamBlueprints TOPIC_SIZE =
      new ExamBlueprints() {
        @Override
        public Map<String, Double> topicWeights(Deck deck) {
          return Map.of();
        }

        @Override
        public double passMark(Deck deck) {
          return DEFAULT_PASS_MARK;
        }
      };
}
