package dev.quizbot.quality;

/**
 * A submitted mock exam and the forecast stored at its start.
 *
 * @param predicted the expected share right, 0 to 1
 * @param passProbability the forecast chance of passing, 0 to 1
 * @param right right answers
 * @param questions questions on the exam
 * @param passPercent the exam's pass mark in percent
 */
public record ForecastOutcome(
    long examId,
    double predicted,
    double passProbability,
    int right,
    int questions,
    int passPercent) {

  /** The share right, 0 to 1. */
  public double score() {
    return (double) right / questions;
  }

  /** Passed as the exam grades: right × 100 ≥ pass percent × questions. */
  public boolean passed() {
    return (long) right * 100 >= (long) passPercent * questions;
  }
}
