package dev.quizbot.study;

import dev.quizbot.bank.Question;
import dev.quizbot.bank.QuestionBank;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Which questions a new {@code /review} session asks, in order: the due ones first, most overdue
 * first (a question in a learning step that falls due within the 20-minute learn-ahead limit counts
 * as due, see {@link LearnAhead}), then new ones, never answered, from the member's weakest topics
 * first, up to what is left of the daily new-question limit; all within the filters.
 *
 * <p>A topic's strength is the member's mean recall probability now over its questions (an unseen
 * one at the guess rate, 1 / number of choices), the same measure {@link Readiness} forecasts with;
 * ties go to the topic's name, and within a topic new questions come in bank order.
 */
public final class StudyPlanner {

  private final Scheduler forecaster;

  /**
   * @param forecaster any scheduler: recall depends on the weights, not the retention
   */
  public StudyPlanner(Scheduler forecaster) {
    this.forecaster = forecaster;
  }

  /** The bank's questions that pass the topic and deck filters, in bank order. */
  public static List<Question> candidates(QuestionBank bank, ReviewFilter filter) {
    List<Question> pool = filter.deckId().map(bank::questionsInDeck).orElseGet(bank::questions);
    return filter
        .topic()
        .map(t -> pool.stream().filter(q -> q.topic().equals(t)).toList())
        .orElse(pool);
  }

  /**
   * The session's question ids.
   *
   * @param candidates the questions the filters allow, in bank order
   * @param states the member's memory states by question id (others' are never passed)
   * @param newAllowed new questions still allowed today (the limit minus those introduced today)
   */
  public List<String> plan(
      List<Question> candidates,
      Map<String, MemoryState> states,
      Instant now,
      int newAllowed,
      ReviewFilter filter) {
    List<Question> due = new ArrayList<>();
    List<Question> unseen = new ArrayList<>();
    for (Question q : candidates) {
      MemoryState state = states.get(q.id());
      if (state == null) {
        unseen.add(q);
      } else if (LearnAhead.isDue(state, now)) {
        due.add(q);
      }
    }
    due.sort(
        Comparator.comparing((Question q) -> states.get(q.id()).due()).thenComparing(Question::id));
    Map<String, Double> strength = topicStrength(candidates, states, now);
    Map<String, Integer> bankOrder = new HashMap<>();
    for (int i = 0; i < unseen.size(); i++) {
      bankOrder.put(unseen.get(i).id(), i);
    }
    unseen.sort(
        Comparator.comparingDouble((Question q) -> strength.get(q.topic()))
            .thenComparing(Question::topic)
            .thenComparingInt(q -> bankOrder.get(q.id())));
    List<String> plan = new ArrayList<>();
    due.forEach(q -> plan.add(q.id()));
    unseen.stream().limit(Math.max(0, newAllowed)).forEach(q -> plan.add(q.id()));
    int count = filter.count().orElse(Integer.MAX_VALUE);
    return plan.size() > count ? List.copyOf(plan.subList(0, count)) : List.copyOf(plan);
  }

  /** The member's mean recall probability now per topic of {@code questions}. */
  Map<String, Double> topicStrength(
      List<Question> questions, Map<String, MemoryState> states, Instant now) {
    Map<String, double[]> sums = new HashMap<>(); // topic -> {sum, count}
    for (Question q : questions) {
      double[] sum = sums.computeIfAbsent(q.topic(), t -> new double[2]);
      sum[0] += recall(q, states.get(q.id()), now, forecaster);
      sum[1]++;
    }
    Map<String, Double> mean = new HashMap<>();
    sums.forEach((topic, s) -> mean.put(topic, s[0] / s[1]));
    return mean;
  }

  /** Recall probability at {@code at}; an unseen question at the guess rate. */
  static double recall(Question q, MemoryState state, Instant at, Scheduler forecaster) {
    return state == null ? 1.0 / q.choices().size() : forecaster.retrievability(state, at);
  }
}
