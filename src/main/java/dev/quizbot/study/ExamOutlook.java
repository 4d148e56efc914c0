package dev.quizbot.study;

/**
 * What a mock exam's score would likely be: from the {@link ScoreDistribution} of the exam the
 * deck's blueprint draws.
 *
 * @param questions questions on the exam
 * @param expected the expected score, 0 to 1
 * @param passProbability the chance of reaching the pass mark, 0 to 1
 * @param low the 10th percentile of the score, 0 to 1
 * @param high the 90th percentile of the score, 0 to 1
 */
public record ExamOutlook(
    int questions, double expected, double passProbability, double low, double high) {

  static final double LOW_QUANTILE = 0.10;
  static final double HIGH_QUANTILE = 0.90;

  static ExamOutlook of(ScoreDistribution score, double passMark) {
    return new ExamOutlook(
        score.questions(),
        score.expectedShare(),
        score.passProbability(passMark),
        score.quantileShare(LOW_QUANTILE),
        score.quantileShare(HIGH_QUANTILE));
  }

  /** A certain score (no spread): for reports made without an exam's draw. */
  public static ExamOutlook certain(double score, double passMark) {
    return new ExamOutlook(0, score, score >= passMark ? 1 : 0, score, score);
  }
}
