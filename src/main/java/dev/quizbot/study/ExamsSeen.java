package dev.quizbot.study;

import java.util.Map;

/**
 * How often a member was given each question in earlier mock exams: the exam's draw takes the least
 * seen first, so the readiness forecast draws the same way. The exam store answers it.
 */
@FunctionalInterface
public interface ExamsSeen {

  /** None seen: for forecasts without exam history. */
  ExamsSeen NONE = memberId -> Map.of();

  /** By question id; a question never given is absent. */
  Map<String, Integer> timesSeen(long memberId);
}
