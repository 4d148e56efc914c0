package dev.quizbot.study;

/**
 * What the forecast learns from the members' mock exams ({@link ExamLearner}): the prior her
 * memory's posterior starts from, and the correction of the expected score.
 */
public record ExamLearning(PopulationPrior prior, ScoreCorrection correction) {

  /** Nothing learned: the default prior, no correction. */
  public static final ExamLearning NONE =
      new ExamLearning(PopulationPrior.NONE, ScoreCorrection.NONE);
}
