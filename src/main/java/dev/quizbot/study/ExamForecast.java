package dev.quizbot.study;

import dev.quizbot.bank.ExamBlueprint;
import dev.quizbot.bank.Question;
import java.util.ArrayList;
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
    Map<String, List<Question>> byTopic = new TreeMap<>();
    for (Question q : eligible) {
      byTopic.computeIfAbsent(q.topic(), t -> new ArrayList<>()).add(q);
    }
    Map<String, Integer> available = new TreeMap<>();
    byTopic.forEach((topic, list) -> available.put(topic, list.size()));
    Map<String, Integer> counts = ExamBlueprint.drawCounts(total, weights, available);
    List<ScoreDistribution.TopicDraw> draws = new ArrayList<>();
    counts.forEach(
        (topic, count) -> draws.add(topicDraw(byTopic.get(topic), chance, count, timesSeen)));
    return draws;
  }

  private static ScoreDistribution.TopicDraw topicDraw(
      List<Question> questions,
      Map<String, Double> chance,
      int count,
      Map<String, Integer> timesSeen) {
    TreeMap<Integer, List<Double>> bySeen = new TreeMap<>();
    for (Question q : questions) {
      bySeen
          .computeIfAbsent(timesSeen.getOrDefault(q.id(), 0), s -> new ArrayList<>())
          .add(chance.get(q.id()));
    }
    List<Double> certain = new ArrayList<>();
    List<Double> pool = List.of();
    int fromPool = 0;
    int left = count;
    for (List<Double> group : bySeen.values()) {
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
    return new ScoreDistribution.TopicDraw(array(certain), array(pool), fromPool);
  }

  private static double[] array(List<Double> values) {
    return values.stream().mapToDouble(Double::doubleValue).toArray();
  }
}
