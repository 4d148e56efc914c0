package dev.quizbot.study;

import java.util.List;

/**
 * How well a memory model predicted the stored reviews: for {@code quizbot calibration}'s "memory
 * model" section. The model in use is compared with FSRS-6's default parameters.
 */
@FunctionalInterface
public interface ReviewModelEvaluation {

  /**
   * One model's figures over the reviews of questions already seen at least a day before (a first
   * sight predicts nothing; same-day repeats are learning steps).
   *
   * @param model a short name, e.g. "in use" or "FSRS-6 defaults"
   * @param reviews reviews evaluated
   * @param logLoss mean negative log-likelihood of the outcome (right or wrong), natural log
   * @param rmseBins root mean squared error between predicted and observed recall over bins,
   *     weighted by reviews per bin
   * @param members members whose reviews were evaluated
   * @param ownWeights of those, members the model scored with weights of their own (the rest with
   *     the defaults, so for them both models are the same)
   */
  record ModelFigures(
      String model, long reviews, double logLoss, double rmseBins, int members, int ownWeights) {}

  /** The model in use first, then the FSRS-6 defaults; empty when there are no reviews. */
  List<ModelFigures> evaluate();
}
