package dev.quizbot.exam;

/** Where an exam is in its life; only a RUNNING exam takes answers or is submitted. */
public enum ExamStatus {
  RUNNING,
  SUBMITTED,
  ABANDONED
}
