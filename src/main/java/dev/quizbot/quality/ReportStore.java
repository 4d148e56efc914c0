package dev.quizbot.quality;

import java.util.List;

/** Members' reports of problems with questions (table {@code question_reports}). */
public interface ReportStore {

  /**
   * Stores {@code report} unless the member already reported that version of the question.
   *
   * @return {@link ReportOutcome#STORED}, or {@link ReportOutcome#ALREADY_NOTED} when a report of
   *     the same member, question and text hash exists (that one is kept unchanged)
   */
  ReportOutcome add(QuestionReport report);

  /** Every report, by question id, then oldest first. */
  List<QuestionReport> all();
}
