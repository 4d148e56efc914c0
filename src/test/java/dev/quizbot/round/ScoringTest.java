package dev.quizbot.round;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

final class ScoringTest {

  private static final Instant DEADLINE = Instant.parse("2026-03-02T10:01:00Z");
  private static final Duration WINDOW = Duration.ofSeconds(60);

  private static int correctWithBonus(Duration timeLeft) {
    return Scoring.points(true, true, DEADLINE.minus(timeLeft), DEADLINE, WINDOW);
  }

  @Test
  @DisplayName("a correct answer with the whole window left earns 10 + 5")
  void fullBonus() {
    assertThat(correctWithBonus(WINDOW)).isEqualTo(15);
  }

  @Test
  @DisplayName("the speed bonus is floor(5 × time_left / window): half the window left earns 12")
  void bonusIsFloored() {
    assertThat(correctWithBonus(Duration.ofSeconds(30))).isEqualTo(12);
  }

  @Test
  @DisplayName("just under a fifth of the window left earns no bonus yet one fifth earns 1")
  void bonusStepsAtFifths() {
    assertThat(correctWithBonus(Duration.ofMillis(11_999))).isEqualTo(10);
    assertThat(correctWithBonus(Duration.ofSeconds(12))).isEqualTo(11);
  }

  @Test
  @DisplayName("time left is clamped: after the deadline 10, before the opening at most 15")
  void timeLeftIsClamped() {
    assertThat(correctWithBonus(Duration.ofSeconds(-5))).isEqualTo(10);
    assertThat(correctWithBonus(Duration.ofSeconds(90))).isEqualTo(15);
  }

  @Test
  @DisplayName("with the speed bonus off a correct answer earns exactly 10")
  void noBonus() {
    assertThat(Scoring.points(true, false, DEADLINE.minus(WINDOW), DEADLINE, WINDOW)).isEqualTo(10);
  }

  @Test
  @DisplayName("a wrong answer earns 0 however fast")
  void wrongEarnsNothing() {
    assertThat(Scoring.points(false, true, DEADLINE.minus(WINDOW), DEADLINE, WINDOW)).isZero();
  }
}
