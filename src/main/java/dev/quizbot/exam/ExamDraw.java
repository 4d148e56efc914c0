package dev.quizbot.exam;

import dev.quizbot.bank.ExamBlueprint;
import dev.quizbot.bank.Question;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.SplittableRandom;
import java.util.TreeMap;

/**
 * Draws an exam's questions: pure and seeded, so the same inputs give the same exam.
 *
 * <ol>
 *   <li>Per topic counts by {@link ExamBlueprint#apportion} (largest remainder, ties alphabetical;
 *       README "Question authors"). A topic that has fewer questions than its count (possible only
 *       when the member asked for another question count than the deck's {@code exam:} block) gets
 *       all it has, and the questions left over are apportioned again over the other topics by the
 *       same rule.
 *   <li>Within a topic, the questions the member has seen least in earlier exams first; among
 *       equally seen ones a seeded random order.
 *   <li>The drawn questions in a seeded random order, so topics are mixed.
 * </ol>
 *
 * Retired questions and topics without weight are never drawn ({@link #eligible}).
 */
public final class ExamDraw {

  private ExamDraw() {}

  /** The questions an exam of {@code weights} may draw: in a weighted topic and not retired. */
  public static List<Question> eligible(
      List<Question> deckQuestions, Map<String, Integer> weights) {
    List<Question> eligible = new ArrayList<>();
    for (Question q : deckQuestions) {
      if (!q.retired() && weights.getOrDefault(q.topic(), 0) > 0) {
        eligible.add(q);
      }
    }
    return eligible;
  }

  /**
   * How many questions each topic gives to an exam of {@code total} questions, within what each
   * topic has; topics in alphabetical order: {@link ExamBlueprint#drawCounts}.
   */
  public static Map<String, Integer> counts(
      int total, Map<String, Integer> weights, Map<String, Integer> available) {
    return ExamBlueprint.drawCounts(total, weights, available);
  }

  /**
   * Draws {@code total} questions.
   *
   * @param eligible the questions that may be drawn (see {@link #eligible})
   * @param seen how often the member saw each question id in earlier exams (absent: never)
   * @param seed the draw's seed (the service passes the exam id)
   */
  public static List<Question> draw(
      List<Question> eligible,
      Map<String, Integer> weights,
      int total,
      Map<String, Integer> seen,
      long seed) {
    Map<String, List<Question>> byTopic = new TreeMap<>();
    for (Question q : eligible) {
      byTopic.computeIfAbsent(q.topic(), t -> new ArrayList<>()).add(q);
    }
    Map<String, Integer> available = new LinkedHashMap<>();
    byTopic.forEach((topic, list) -> available.put(topic, list.size()));
    Map<String, Integer> counts = counts(total, weights, available);
    SplittableRandom random = new SplittableRandom(seed);
    List<Question> drawn = new ArrayList<>();
    for (Map.Entry<String, Integer> count : counts.entrySet()) {
      List<Question> pool = new ArrayList<>(byTopic.get(count.getKey()));
      Collections.shuffle(pool, new Random(random.nextLong()));
      // Stable sort: equally seen questions keep the shuffled order.
      pool.sort(Comparator.comparingInt(q -> seen.getOrDefault(q.id(), 0)));
      drawn.addAll(pool.subList(0, count.getValue()));
    }
    Collections.shuffle(drawn, new Random(random.nextLong()));
    return drawn;
  }

  /**
   * The order the choices of the question at {@code index} are shown in (indexes into its choices
   * in the author's order): drawn from the exam id and index, the same after a restart and in every
   * front end.
   */
  public static List<Integer> choiceOrder(long examId, int index, int choiceCount) {
    List<Integer> order = new ArrayList<>();
    for (int i = 0; i < choiceCount; i++) {
      order.add(i);
    }
    Collections.shuffle(order, new Random(examId * 31 + index));
    return order;
  }
}
