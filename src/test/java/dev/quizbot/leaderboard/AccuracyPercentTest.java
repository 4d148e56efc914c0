package dev.quizbot.leaderboard;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

final class AccuracyPercentTest {

  @Test
  @DisplayName("199 correct of 200 shows 99%, not 100%: only a perfect record reads 100%")
  void nearlyPerfectIsNotHundred() {
    // GIVEN one wrong answer in 200 WHEN the accuracy is shown as a whole percent
    int shown = AccuracyPercent.of(199, 200);

    // THEN it does not claim a perfect record
    assertThat(shown).isEqualTo(99);
  }

  @Test
  @DisplayName("1 correct of 300 shows 1%, not 0%: only a record without a correct answer reads 0%")
  void oneCorrectIsNotZero() {
    // GIVEN one correct answer in 300 WHEN shown THEN it is not 0%
    assertThat(AccuracyPercent.of(1, 300)).isEqualTo(1);
  }

  @Test
  @DisplayName("57 correct of 200 (28.5%) shows 29%: halves round up on exact counts, not doubles")
  void exactHalfRoundsUp() {
    // GIVEN exactly 28.5% WHEN shown THEN the half rounds up (0.285 * 100 is 28.4999... as a
    // double)
    assertThat(AccuracyPercent.of(57, 200)).isEqualTo(29);
  }

  @Test
  @DisplayName("2 of 3 shows 67%, all shows 100%, none and no answers show 0%")
  void ordinaryShares() {
    assertThat(AccuracyPercent.of(2, 3)).isEqualTo(67);
    assertThat(AccuracyPercent.of(5, 5)).isEqualTo(100);
    assertThat(AccuracyPercent.of(0, 5)).isZero();
    assertThat(AccuracyPercent.of(0, 0)).isZero();
  }
}
