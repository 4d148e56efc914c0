package dev.quizbot.exam;

import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * What a submitted exam's report says, as data: front ends (Discord, terminal) word and draw it.
 *
 * @param exam the submitted exam (status SUBMITTED, score and finish set)
 * @param deckTitle the deck's title (its id when it left the bank)
 * @param topics per topic, alphabetical
 * @param missed every question not answered right by the deadline (wrong or unanswered), in exam
 *     order
 * @param flagged every flagged question, in exam order
 * @param change the member's previous submitted attempt at the deck; empty for a first attempt
 */
public record ExamReport(
    Exam exam,
    String deckTitle,
    List<TopicResult> topics,
    List<ReportQuestion> missed,
    List<ReportQuestion> flagged,
    Optional<ReportChange> change) {

  public ExamReport {
    Objects.requireNonNull(exam, "exam");
    topics = List.copyOf(topics);
    missed = List.copyOf(missed);
    flagged = List.copyOf(flagged);
    Objects.requireNonNull(change, "change");
  }

  public int score() {
    return exam.score().orElse(0);
  }

  public int total() {
    return exam.questionCount();
  }

  /** Score in whole percent, rounded half up. */
  public int percent() {
    return percentOf(score(), total());
  }

  /** At or above the pass mark, compared exactly (not after rounding). */
  public boolean passed() {
    return (long) score() * 100 >= (long) exam.passPercent() * total();
  }

  /** From the start to the submission, at most the time allowed. */
  public Duration timeUsed() {
    Duration used = Duration.between(exam.startedAt(), exam.finishedAt().orElse(exam.endsAt()));
    return used.compareTo(exam.allowed()) > 0 ? exam.allowed() : used;
  }

  /** Percent points gained (negative: lost) since the previous attempt. */
  public Optional<Integer> percentChange() {
    return change.map(c -> percent() - c.previousPercent());
  }

  static int percentOf(int score, int total) {
    return total == 0 ? 0 : (int) Math.round(100.0 * score / total);
  }
}
