package dev.quizbot.bank;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A deck's mock exam: how many questions, how long, the pass mark, and how the questions are spread
 * over the deck's topics.
 *
 * <p>{@code weights} are relative: a deck's {@code exam:} block gives percents that add up to 100
 * (a topic it leaves out is never drawn); without the block the weights are the topics' question
 * counts, so an exam of the whole deck takes every question. {@link #questionsPerTopic()} turns
 * them into whole numbers of questions.
 *
 * @param questions questions per exam, 1 to the deck's size
 * @param minutes time allowed, 1 to {@link #MAX_MINUTES}
 * @param passPercent pass mark in percent, 1 to 100
 * @param weights relative weight of each topic, in topic order
 * @param declared true when the deck has an {@code exam:} block, false for the defaults
 */
public record ExamBlueprint(
    int questions, int minutes, int passPercent, Map<String, Integer> weights, boolean declared) {

  public static final int MAX_MINUTES = 240;
  public static final int DEFAULT_PASS_PERCENT = 70;

  public ExamBlueprint {
    weights = Collections.unmodifiableMap(new TreeMap<>(weights));
  }

  /**
   * The exam of a deck without an {@code exam:} block: every question eligible, weights by topic
   * size, one minute per question, pass at 70 %. Retired questions are never drawn, so they count
   * in neither the size nor the weights (else the draw would ask a topic for questions it cannot
   * give and quietly share them out again).
   */
  public static ExamBlueprint defaults(List<Question> deckQuestions) {
    Map<String, Integer> counts = new TreeMap<>();
    int size = 0;
    for (Question question : deckQuestions) {
      if (!question.retired()) {
        counts.merge(question.topic(), 1, Integer::sum);
        size++;
      }
    }
    return new ExamBlueprint(
        size, Math.min(Math.max(size, 1), MAX_MINUTES), DEFAULT_PASS_PERCENT, counts, false);
  }

  /** How many of the exam's questions each topic gives: see {@link #apportion(int, Map)}. */
  public Map<String, Integer> questionsPerTopic() {
    return apportion(questions, weights);
  }

  /**
   * Splits {@code total} questions over the topics in proportion to {@code weights} by the
   * largest-remainder (Hamilton) method: each topic first gets the whole part of {@code total ×
   * weight / sum of weights}; the questions left over go one each to the topics with the largest
   * fractional parts, ties to the topic that comes first in alphabetical order. The result adds up
   * to {@code total} (when some weight is positive) and never differs from a topic's exact share by
   * a whole question or more. Exact integer arithmetic: no rounding error decides a tie.
   */
  public static Map<String, Integer> apportion(int total, Map<String, Integer> weights) {
    Map<String, Integer> sorted = new TreeMap<>(weights);
    long sum = sorted.values().stream().mapToLong(Integer::longValue).sum();
    Map<String, Integer> shares = new LinkedHashMap<>();
    if (sum <= 0) {
      sorted.keySet().forEach(topic -> shares.put(topic, 0));
      return shares;
    }
    List<String> topics = new ArrayList<>(sorted.keySet());
    long[] remainders = new long[topics.size()];
    int given = 0;
    for (int i = 0; i < topics.size(); i++) {
      long exact = (long) total * sorted.get(topics.get(i));
      int whole = (int) (exact / sum);
      remainders[i] = exact % sum;
      shares.put(topics.get(i), whole);
      given += whole;
    }
    List<Integer> order = new ArrayList<>();
    for (int i = 0; i < topics.size(); i++) {
      order.add(i);
    }
    // Stable sort: equal remainders keep alphabetical order.
    order.sort((a, b) -> Long.compare(remainders[b], remainders[a]));
    for (int k = 0; k < total - given; k++) {
      shares.merge(topics.get(order.get(k)), 1, Integer::sum);
    }
    return shares;
  }
}
