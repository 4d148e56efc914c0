package dev.quizbot.leaderboard;

/**
 * Accuracy as the whole percent members read on {@code /stats} and its chart.
 *
 * <p>Why not {@code Math.round(share * 100)}: 199 of 200 would read 100% and 1 of 300 would read
 * 0%, claiming a perfect or an empty record that is not; and the double rounding turns an exact
 * 28.5% into 28. Here the nearest percent is computed on the counts, and 100% and 0% are kept for
 * records that really are all correct or without a correct answer.
 */
public final class AccuracyPercent {

  private AccuracyPercent() {}

  /** Nearest whole percent of {@code correct / answered}, halves up; 0 when nothing answered. */
  public static int of(long correct, long answered) {
    if (answered <= 0 || correct <= 0) {
      return 0;
    }
    if (correct >= answered) {
      return 100;
    }
    long nearest = (200 * correct + answered) / (2 * answered);
    return (int) Math.max(1, Math.min(99, nearest));
  }
}
