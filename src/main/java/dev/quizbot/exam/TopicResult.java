package dev.quizbot.exam;

/** One topic's part of a submitted exam. */
public record TopicResult(String topic, int right, int total) {

  /** Share right, 0 to 1 (0 for an empty topic). */
  public double fraction() {
    return total == 0 ? 0 : (double) right / total;
  }

  /** Share right in whole percent, rounded half up. */
  public int percent() {
    return total == 0 ? 0 : (int) Math.round(100.0 * right / total);
  }
}
