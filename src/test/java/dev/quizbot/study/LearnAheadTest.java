package dev.quizbot.study;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

final class LearnAheadTest {

  private static final Instant START = Instant.parse("2025-03-03T08:00:00Z");

  @Test
  @DisplayName("a question in a learning step due within 20 minutes counts as due at session start")
  void learningWithinTwentyMinutes() {
    assertThat(
            LearnAhead.isDue(state(CardState.LEARNING, START.plus(Duration.ofMinutes(10))), START))
        .isTrue();
    assertThat(
            LearnAhead.isDue(
                state(CardState.RELEARNING, START.plus(Duration.ofMinutes(20))), START))
        .isTrue();
    assertThat(
            LearnAhead.isDue(
                state(CardState.LEARNING, START.plus(Duration.ofSeconds(1201))), START))
        .isFalse();
  }

  @Test
  @DisplayName("a review question is due only once its due instant has come")
  void reviewNotAhead() {
    assertThat(LearnAhead.isDue(state(CardState.REVIEW, START.plus(Duration.ofMinutes(5))), START))
        .isFalse();
    assertThat(LearnAhead.isDue(state(CardState.REVIEW, START), START)).isTrue();
    assertThat(LearnAhead.isDue(state(CardState.REVIEW, START.minus(Duration.ofDays(3))), START))
        .isTrue();
  }

  private static MemoryState state(CardState cardState, Instant due) {
    return new MemoryState(2.3, 5.0, cardState, 0, due, START.minus(Duration.ofMinutes(5)), 1, 0);
  }
}
