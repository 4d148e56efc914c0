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

  /**
   * How many questions each topic gives to an exam of {@code total} questions, within what each
   * topic has; topics in alphabetical order. A topic that has fewer questions than its share gets
   * all it has, and the rest is apportioned again over the others (the mock exam's draw and the
   * readiness forecast both count this way). {@code total} must not exceed the eligible count.
   */
  public static Map<String, Integer> drawCounts(
      int total, Map<String, Integer> weights, Map<String, Integer> available) {
    Map<String, Integer> result = new TreeMap<>();
    Map<String, Integer> open = new TreeMap<>();
    weights.forEach(
        (topic, weight) -> {
          if (weight > 0 && available.getOrDefault(topic, 0) > 0) {
            open.put(topic, weight);
          }
        });
    int left = total;
    while (left > 0 && !open.isEmpty()) {
      Map<String, Integer> shares = apportion(left, open);
      boolean capped = false;
      for (Map.Entry<String, Integer> share : shares.entrySet()) {
        int room = available.get(share.getKey()) - result.getOrDefault(share.getKey(), 0);
        if (share.getValue() > room) {
          // This topic is exhausted: give it all it has, re-apportion the rest over the others.
          result.merge(share.getKey(), room, Integer::sum);
          open.remove(share.getKey());
          left -= room;
          capped = true;
        }
      }
      if (!capped) {
        shares.forEach((topic, n) -> result.merge(topic, n, Integer::sum));
        left = 0;
      }
    }
    if (left > 0) {
      throw new IllegalArgumentException(total + " questions asked, fewer eligible");
    }
    result.values().removeIf(n -> n == 0);
    return result;
  }
}
