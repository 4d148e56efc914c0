package dev.quizbot.study;

import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import java.time.Instant;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

final class MemoryStateTest {

  private static final Instant T = Instant.parse("2025-03-03T08:00:00Z");

  @Test
  @DisplayName("a state FSRS could not have made (S ≤ 0, D outside 1..10, no review) is refused")
  void impossibleStatesRefused() {
    assertThatIllegalArgumentException()
        .isThrownBy(() -> new MemoryState(0, 5, CardState.REVIEW, 0, T, T, 1, 0))
        .withMessageContaining("stability");
    assertThatIllegalArgumentException()
        .isThrownBy(() -> new MemoryState(Double.NaN, 5, CardState.REVIEW, 0, T, T, 1, 0))
        .withMessageContaining("stability");
    assertThatIllegalArgumentException()
        .isThrownBy(() -> new MemoryState(1, 10.5, CardState.REVIEW, 0, T, T, 1, 0))
        .withMessageContaining("difficulty");
    assertThatIllegalArgumentException()
        .isThrownBy(() -> new MemoryState(1, 5, CardState.REVIEW, 0, T, T, 0, 0))
        .withMessageContaining("reps");
  }
}
