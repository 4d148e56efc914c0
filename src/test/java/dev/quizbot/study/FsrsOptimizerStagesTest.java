package dev.quizbot.study;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The optimizer's small-history stages, which the fsrs-rs fixtures (238 predictions and up) never
 * reach: the defaults under 8 predictions, only the initial stabilities (pre-training) under 64.
 */
final class FsrsOptimizerStagesTest {

  private static final FsrsOptimizer.Options OPTIONS = FsrsOptimizer.Options.defaults();

  /** {@code cards} questions first answered Good, each asked again {@code days} later. */
  private static List<CardHistory> firstGoodThenAfter(int cards, long days, int right) {
    List<CardHistory> histories = new ArrayList<>();
    long order = 0;
    for (int i = 0; i < cards; i++) {
      histories.add(
          CardHistory.of(
              List.of(
                  new PastReview(3, 0, order++),
                  new PastReview(i < right ? 3 : 1, days, order++))));
    }
    return histories;
  }

  /** S such that the default FSRS-6 curve gives recall {@code r} after {@code days}. */
  private static double stabilityFor(double r, double days) {
    double decay = -FsrsParameters.DEFAULT_WEIGHTS.get(20);
    double factor = Math.pow(0.9, 1 / decay) - 1;
    return days * factor / (Math.pow(r, 1 / decay) - 1);
  }

  @Test
  @DisplayName("under 8 predictions the fit is the defaults")
  void tooFewKeepTheDefaults() {
    FsrsOptimizer.Fit fit = new FsrsOptimizer().fit(firstGoodThenAfter(5, 3, 5), OPTIONS);

    assertThat(fit.stage()).isEqualTo(FsrsOptimizer.Stage.DEFAULTS);
    assertThat(fit.weights()).isEqualTo(FsrsParameters.DEFAULT_WEIGHTS);
  }

  @Test
  @DisplayName(
      "under 64 predictions only the initial stabilities move: towards the recall seen, rising"
          + " with the grade, the other 17 weights the defaults")
  void fewPretrainOnly() {
    // 40 first reviews after 5 days: 38 right (95 %), or 24 (60 %)
    FsrsOptimizer.Fit good = new FsrsOptimizer().fit(firstGoodThenAfter(40, 5, 38), OPTIONS);
    FsrsOptimizer.Fit poor = new FsrsOptimizer().fit(firstGoodThenAfter(40, 5, 24), OPTIONS);

    for (FsrsOptimizer.Fit fit : List.of(good, poor)) {
      assertThat(fit.stage()).isEqualTo(FsrsOptimizer.Stage.PRETRAINED);
      assertThat(fit.predictions()).isEqualTo(40);
      assertThat(fit.weights().subList(4, 21))
          .isEqualTo(FsrsParameters.DEFAULT_WEIGHTS.subList(4, 21));
      List<Double> s0 = fit.weights().subList(0, 4);
      assertThat(s0).isSortedAccordingTo(Double::compare);
    }
    double defaultGood = FsrsParameters.DEFAULT_WEIGHTS.get(2);
    // Recall (38 + 0.95) / 41 = 0.95 at 5 days needs S = 12.4 on the default curve; the pull
    // towards the default S0 (|S − 2.31| / 16) holds it lower, where the likelihood is flat.
    assertThat(good.weights().get(2)).isBetween(2 * defaultGood, stabilityFor(0.95, 5));
    // Recall 0.6 at 5 days: S far below the default, where the likelihood is steep and the pull
    // hardly matters.
    assertThat(poor.weights().get(2)).isCloseTo(stabilityFor(0.6, 5), within(0.01));
  }

  @Test
  @DisplayName("with guessing, the same right answers mean less recall: a lower initial stability")
  void guessingLowersTheStability() {
    List<CardHistory> plain = firstGoodThenAfter(40, 5, 30);
    List<CardHistory> fourChoices = new ArrayList<>();
    for (CardHistory c : plain) {
      fourChoices.add(new CardHistory(c.reviews(), 0.25));
    }

    double without = new FsrsOptimizer().fit(fourChoices, OPTIONS).weights().get(2);
    double with = new FsrsOptimizer().fit(fourChoices, OPTIONS.withGuessing(true)).weights().get(2);

    // 75 % right with a 25 % floor is recall (0.75 − 0.25) / 0.75 = 2/3
    assertThat(with).isLessThan(without);
    assertThat(with).isCloseTo(stabilityFor(((30 + 0.75) / 41 - 0.25) / 0.75, 5), within(0.05));
  }
}
