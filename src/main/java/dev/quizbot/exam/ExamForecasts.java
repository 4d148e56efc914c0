package dev.quizbot.exam;

import dev.quizbot.study.ExamOutlook;
import java.time.Instant;

/**
 * Stored forecasts of exams at their start ({@code V21__exam_forecasts.sql}), for the bot's own
 * calibration figures.
 */
public interface ExamForecasts {

  /** Stores the forecast of exam {@code examId}, made at {@code at}; once per exam. */
  void record(long examId, long memberId, ExamOutlook outlook, double passMark, Instant at);
}
