package dev.quizbot.study;

import dev.quizbot.bank.ExamBlueprint;
import dev.quizbot.bank.Question;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The mock exam's draw (as {@code exam.ExamDraw} draws) in terms of chances: per topic the count of
 * {@link ExamBlueprint#drawCounts}; within a topic the questions seen least in earlier exams first,
 * so the least-seen groups are drawn whole and the group where the count runs out gives a uniformly
 * random subset ({@link ScoreDistribution.TopicDraw}). Pure.
 */
final class ExamForecast {

  private ExamForecast() {}

  /**
   * @param eligible the questions the exam may draw (not retired, in a weighted topic)
   * @param chance each question's chance of a right answer, by id
   * @param weights the exam's integer weight per topic
   * @param total questions on the exam, at most {@code eligible.size()}
   * @param timesSeen how often the member was given each question in earlier exams
   */
  static List<ScoreDistribution.TopicDraw> draws(
      List<Question> eligible,
      Map<String, Double> chance,
      Map<String, Integer> weights,
      int total,
      Map<String, Integer> timesSeen) {
    List<ScoreDistribution.TopicDraw> draws = new ArrayList<>();
    for (Split split : splits(eligible, weights, total, timesSeen)) {
      draws.add(
          new ScoreDistribution.TopicDraw(
              array(split.certain(), chance), array(split.pool(), chance), split.fromPool()));
    }
    return draws;
  }

  /**
   * Each question's chance of being on the exam, as {@link #draws} draws it (by id; 0 for one never
   * drawn): the exam's expected score is Σ chance of being drawn × chance of a right answer.
   */
  static Map<String, Double> inclusion(
      List<Question> eligible,
      Map<String, Integer> weights,
      int total,
      Map<String, Integer> timesSeen) {
    Map<String, Double> inclusion = new HashMap<>();
    for (Split split : splits(eligible, weights, total, timesSeen)) {
      split.certain().forEach(q -> inclusion.put(q.id(), 1.0));
      split
          .pool()
          .forEach(q -> inclusion.put(q.id(), (double) split.fromPool() / split.pool().size()));
    }
    return inclusion;
  }

  /** One topic's draw: the questions always taken, and the pool {@code fromPool} are taken of. */
  private record Split(List<Question> certain, List<Question> pool, int fromPool) {}

  private static List<Split> splits(
      List<Question> eligible,
      Map<String, Integer> weights,
      int total,
      Map<String, Integer> timesSeen) {
    Map<String, List<Question>> byTopic = new TreeMap<>();
    for (Question q : eligible) {
      byTopic.computeIfAbsent(q.topic(), t -> new ArrayList<>()).add(q);
    }
    Map<String, Integer> available = new TreeMap<>();
    byTopic.forEach((topic, list) -> available.put(topic, list.size()));
    Map<String, Integer> counts = ExamBlueprint.drawCounts(total, weights, available);
    List<Split> splits = new ArrayList<>();
    counts.forEach((topic, count) -> splits.add(split(byTopic.get(topic), count, timesSeen)));
    return splits;
  }

  private static Split split(List<Question> questions, int count, Map<String, Integer> timesSeen) {
    TreeMap<Integer, List<Question>> bySeen = new TreeMap<>();
    for (Question q : questions) {
      bySeen.computeIfAbsent(timesSeen.getOrDefault(q.id(), 0), s -> new ArrayList<>()).add(q);
    }
    List<Question> certain = new ArrayList<>();
    List<Question> pool = List.of();
    int fromPool = 0;
    int left = count;
    for (List<Question> group : bySeen.values()) {
      if (left == 0) {
        break;
      }
      if (group.size() <= left) {
        certain.addAll(group);
        left -= group.size();
      } else {
        pool = group;
        fromPool = left;
        left = 0;
      }
    }
    return new Split(certain, pool, fromPool);
  }

  private static double[] array(List<Question> questions, Map<String, Double> chance) {
    return questions.stream().mapToDouble(q -> chance.get(q.id())).toArray();
  }
}
