package dev.quizbot.exam;

import dev.quizbot.study.ReadinessReport;
import java.time.Instant;

/**
 * Stored forecasts of exams at their start ({@code V21__exam_forecasts.sql}), for the bot's own
 * calibration figures.
 */
public interface ExamForecasts {

  /**
   * Stores the forecast of exam {@code examId}, made at {@code at}: its outlook, the share of the
   * deck the member had seen and the learned correction it holds; once per exam.
   */
  void record(long examId, long memberId, ReadinessReport forecast, double passMark, Instant at);
}
