package dev.quizbot.exam;

import java.util.List;
import java.util.Optional;

/**
 * The member's previous submitted attempt at the same deck, for "change since last time".
 *
 * @param previous that exam
 * @param topics its per-topic results
 */
public record ReportChange(Exam previous, List<TopicResult> topics) {

  public ReportChange {
    topics = List.copyOf(topics);
  }

  /** The previous percent, rounded as {@link ExamReport#percent()}. */
  public int previousPercent() {
    return ExamReport.percentOf(previous.score().orElse(0), previous.questionCount());
  }

  /** The previous result of {@code topic}, when that attempt had the topic. */
  public Optional<TopicResult> topic(String topic) {
    return topics.stream().filter(t -> t.topic().equals(topic)).findFirst();
  }
}
