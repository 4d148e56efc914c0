package dev.quizbot.study;

import java.time.Instant;
import java.util.Comparator;
import java.util.List;

/**
 * The predicted exam score on a date.
 *
 * @param topics per topic, alphabetically
 * @param predicted the expected score, 0 to 1
 * @param passMark the pass mark, 0 to 1
 * @param outlook the score's distribution: chance of passing and likely range
 * @param correction what the {@link ScoreCorrection} learned from the members' exams added to the
 *     expected score, −0.10 to +0.10 (0: none)
 * @param priorMembers the members whose exams the forecast's prior was learned from (0: the default
 *     prior)
 */
public record ReadinessReport(
    String deckId,
    Instant at,
    List<TopicReadiness> topics,
    double predicted,
    double passMark,
    ExamOutlook outlook,
    double correction,
    int priorMembers) {

  public ReadinessReport {
    topics = List.copyOf(topics);
  }

  /** A report with nothing learned from the exams. */
  public ReadinessReport(
      String deckId,
      Instant at,
      List<TopicReadiness> topics,
      double predicted,
      double passMark,
      ExamOutlook outlook) {
    this(deckId, at, topics, predicted, passMark, outlook, 0, 0);
  }

  /** A report without a score distribution: the score taken as certain. */
  public ReadinessReport(
      String deckId, Instant at, List<TopicReadiness> topics, double predicted, double passMark) {
    this(deckId, at, topics, predicted, passMark, ExamOutlook.certain(predicted, passMark));
  }

  /** The share of the deck's questions the member has seen, 0 to 1. */
  public double deckSeen() {
    int questions = topics.stream().mapToInt(TopicReadiness::questions).sum();
    return questions == 0
        ? 0
        : (double) topics.stream().mapToInt(TopicReadiness::seen).sum() / questions;
  }

  public boolean passes() {
    return predicted >= passMark;
  }

  /**
   * Whole percentage points from the predicted score to the pass mark, as the two are shown (each
   * rounded to a whole percent); at least 1 while the score is below the mark, 0 at or above.
   */
  public long pointsShort() {
    if (passes()) {
      return 0;
    }
    return Math.max(1, Math.round(passMark * 100) - Math.round(predicted * 100));
  }

  /** True when the member has seen no question of the deck: the score is guessing alone. */
  public boolean guessingOnly() {
    return topics.stream().allMatch(t -> t.seen() == 0);
  }

  /** The {@code n} topics where reviewing would gain the most, largest gain first. */
  public List<TopicReadiness> bestGains(int n) {
    return topics.stream()
        .filter(t -> t.gain() > 0)
        .sorted(
            Comparator.comparingDouble(TopicReadiness::gain)
                .reversed()
                .thenComparing(TopicReadiness::topic))
        .limit(n)
        .toList();
  }
}
