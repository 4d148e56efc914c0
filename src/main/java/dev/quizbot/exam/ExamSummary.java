package dev.quizbot.exam;

import java.util.Objects;

/**
 * One attempt in {@code /exam history}: the exam row alone (score, pass mark, times, status).
 *
 * @param deckTitle the deck's title (its id when it left the bank)
 */
public record ExamSummary(Exam exam, String deckTitle) {

  public ExamSummary {
    Objects.requireNonNull(exam, "exam");
    Objects.requireNonNull(deckTitle, "deckTitle");
  }

  /** Score in whole percent (0 unless submitted). */
  public int percent() {
    return ExamReport.percentOf(exam.score().orElse(0), exam.questionCount());
  }

  public boolean passed() {
    return exam.status() == ExamStatus.SUBMITTED
        && (long) exam.score().orElse(0) * 100 >= (long) exam.passPercent() * exam.questionCount();
  }
}
