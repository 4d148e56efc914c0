package dev.quizbot.study;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

final class FsrsParametersTest {

  private final FsrsParameters defaults = FsrsParameters.defaults();

  @Test
  @DisplayName(
      "defaults: FSRS-6's 21 weights, 0.90, steps 1 min + 10 min and 10 min, 36,500 days, fuzz")
  void defaults() {
    assertThat(defaults.weights())
        .containsExactly(
            0.212, 1.2931, 2.3065, 8.2956, 6.4133, 0.8334, 3.0194, 0.001, 1.8722, 0.1666, 0.796,
            1.4835, 0.0614, 0.2629, 1.6483, 0.6014, 1.8729, 0.5425, 0.0912, 0.0658, 0.1542);
    assertThat(defaults.desiredRetention()).isEqualTo(0.90);
    assertThat(defaults.learningSteps())
        .containsExactly(Duration.ofMinutes(1), Duration.ofMinutes(10));
    assertThat(defaults.relearningSteps()).containsExactly(Duration.ofMinutes(10));
    assertThat(defaults.maximumIntervalDays()).isEqualTo(36_500);
    assertThat(defaults.fuzz()).isTrue();
  }

  @Test
  @DisplayName("a member may pick a retention from 0.80 to 0.97, ends included")
  void retentionRange() {
    assertThat(defaults.withDesiredRetention(0.80).desiredRetention()).isEqualTo(0.80);
    assertThat(defaults.withDesiredRetention(0.97).desiredRetention()).isEqualTo(0.97);
  }

  @Test
  @DisplayName("a retention outside 0.80–0.97 is refused with a sentence that says the range")
  void retentionOutOfRange() {
    for (double bad : new double[] {0.5, 0.79, 0.971, 1.0, Double.NaN}) {
      assertThatIllegalArgumentException()
          .isThrownBy(() -> defaults.withDesiredRetention(bad))
          .withMessage(
              "desired retention must be between 0.80 and 0.97 (the share of reviews answered"
                  + " right), got "
                  + bad);
    }
  }

  @Test
  @DisplayName("weights: 21 of them, each within the optimiser's bounds")
  void weightsChecked() {
    List<Double> twenty = defaults.weights().subList(0, 20);
    assertThatIllegalArgumentException()
        .isThrownBy(() -> withWeights(twenty))
        .withMessageStartingWith("FSRS-6 needs 21 weights, got 20");
    List<Double> bad = new ArrayList<>(defaults.weights());
    bad.set(7, 0.9);
    assertThatIllegalArgumentException()
        .isThrownBy(() -> withWeights(bad))
        .withMessage("FSRS-6 weights out of range: w7 = 0.9 is outside 0.001 to 0.75");
  }

  @Test
  @DisplayName("steps must be intraday and positive; the maximum interval 1 to 36,500 days")
  void stepsAndMaximum() {
    FsrsParameters d = defaults;
    assertThatIllegalArgumentException()
        .isThrownBy(
            () ->
                new FsrsParameters(
                    d.weights(), 0.9, List.of(Duration.ZERO), d.relearningSteps(), 36_500, true))
        .withMessageContaining("learning steps must be longer than 0 and shorter than a day");
    assertThatIllegalArgumentException()
        .isThrownBy(
            () ->
                new FsrsParameters(
                    d.weights(), 0.9, d.learningSteps(), List.of(Duration.ofDays(1)), 36_500, true))
        .withMessageContaining("relearning steps");
    assertThatIllegalArgumentException()
        .isThrownBy(
            () ->
                new FsrsParameters(
                    d.weights(), 0.9, d.learningSteps(), d.relearningSteps(), 36_501, true))
        .withMessage("maximum interval must be 1 to 36500 days, got 36501");
  }

  private FsrsParameters withWeights(List<Double> weights) {
    return new FsrsParameters(
        weights, 0.9, defaults.learningSteps(), defaults.relearningSteps(), 36_500, true);
  }
}
