package dev.quizbot.study;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Bad member input is refused with a sentence before anything could be stored. */
final class StudyInputTest {

  private final StudySettings defaults = StudySettings.defaults(1L);

  @Test
  @DisplayName("a retention of 0.5 is refused, naming the allowed range")
  void retentionOutOfRange() {
    assertThatThrownBy(() -> defaults.withRetention(0.5, Instant.EPOCH))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("between 0.80 and 0.97");
  }

  @Test
  @DisplayName("a negative daily new limit and an extra exam time of 2 are refused")
  void otherSettings() {
    assertThatThrownBy(() -> defaults.withDailyNewLimit(-1, Instant.EPOCH))
        .hasMessageContaining("new questions a day must be 0 to 500");
    assertThatThrownBy(() -> defaults.withExamTimeFactor(2.0, Instant.EPOCH))
        .hasMessageContaining("1.0, 1.25 or 1.5");
  }

  @Test
  @DisplayName("a review of count 0 is refused")
  void countZero() {
    assertThatThrownBy(() -> ReviewFilter.none().withCount(0))
        .hasMessageContaining("count must be 1 to 200");
  }
}
