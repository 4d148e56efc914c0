package dev.quizbot.exam;

import dev.quizbot.bank.Deck;
import dev.quizbot.study.ReadinessReport;
import java.time.Instant;
import java.util.Map;

/**
 * The readiness forecast of an exam about to start: its score distribution for the member's memory
 * now, drawn as this exam is drawn. The wiring answers it with the readiness service.
 */
@FunctionalInterface
public interface ExamForecaster {

  /**
   * @param questions the exam's number of questions
   * @param timesSeen the member's earlier exams, as the draw used them
   */
  ReadinessReport forecast(
      long memberId, Deck deck, int questions, Map<String, Integer> timesSeen, Instant at);
}
