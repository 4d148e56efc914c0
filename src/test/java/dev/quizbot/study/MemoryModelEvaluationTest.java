package dev.quizbot.study;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Log loss and RMSE(bins) on histories small enough to compute by hand. */
class MemoryModelEvaluationTest {

  private static final double DECAY = 0.1542;
  private static final double FACTOR = Math.pow(0.9, -1 / DECAY) - 1;

  /** R(t, S) at the default decay, written out. */
  private static double r(double days, double s) {
    return Math.pow(1 + FACTOR * days / s, -DECAY);
  }

  // Right after 2 days from a Good start (S0 = w2 = 2.3065); wrong after 1 day from an Again start
  // (S0 = w0 = 0.212). Both questions have four choices (guess floor 0.25).
  private static final List<CardHistory> CARDS =
      List.of(
          new CardHistory(List.of(new PastReview(3, 0, 1), new PastReview(3, 2, 10)), 0.25),
          new CardHistory(List.of(new PastReview(1, 0, 2), new PastReview(1, 1, 11)), 0.25));

  @Test
  void allReviewsWeightedEqually() {
    double r1 = r(2, 2.3065);
    double r2 = r(1, 0.212);

    var m =
        MemoryModelEvaluation.evaluate(
            FsrsParameters.DEFAULT_WEIGHTS, CARDS, MemoryModelEvaluation.Scope.all(false));

    assertThat(m.predictions()).isEqualTo(2);
    assertThat(m.logLoss()).isCloseTo(-(Math.log(r1) + Math.log(1 - r2)) / 2, within(1e-12));
    // Both in one bin (interval bin 248, length bin 4, no lapse): |mean predicted − mean right|.
    assertThat(m.rmseBins()).isCloseTo(Math.abs((r1 + r2) / 2 - 0.5), within(1e-12));
  }

  @Test
  void onlyScoresTheReviewsItAcceptsWhileEveryReviewBuildsTheState() {
    double r1 = r(2, 2.3065);

    var m =
        MemoryModelEvaluation.evaluate(
            FsrsParameters.DEFAULT_WEIGHTS,
            CARDS,
            MemoryModelEvaluation.Scope.all(false).only(order -> order == 10));

    assertThat(m.predictions()).isEqualTo(1);
    assertThat(m.logLoss()).isCloseTo(-Math.log(r1), within(1e-12));
  }

  @Test
  void guessingPredictsRightAnswersAndHeldOutScoresOnlyTheNewest() {
    double r2 = r(1, 0.212);
    double right2 = r2 + (1 - r2) * 0.25;

    var m =
        MemoryModelEvaluation.evaluate(
            FsrsParameters.DEFAULT_WEIGHTS, CARDS, MemoryModelEvaluation.Scope.heldOut(11, true));

    assertThat(m.predictions()).isEqualTo(1);
    assertThat(m.logLoss()).isCloseTo(-Math.log(1 - right2), within(1e-12));
    assertThat(m.rmseBins()).isCloseTo(right2, within(1e-12));
  }
}
