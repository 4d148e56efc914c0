package dev.quizbot.discord;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

final class ConfirmationAgeTest {

  @Test
  @DisplayName("fresh for its time, a little clock skew allowed, and not when dated far ahead")
  void fresh() {
    Instant now = Instant.parse("2026-03-02T12:00:00Z");
    Duration tenMinutes = Duration.ofMinutes(10);
    assertThat(ConfirmationAge.fresh(now, now, tenMinutes)).isTrue();
    assertThat(ConfirmationAge.fresh(now.minusSeconds(600), now, tenMinutes)).isTrue();
    assertThat(ConfirmationAge.fresh(now.minusSeconds(601), now, tenMinutes)).isFalse();
    assertThat(ConfirmationAge.fresh(now.plusSeconds(60), now, tenMinutes)).isTrue();
    assertThat(ConfirmationAge.fresh(now.plusSeconds(61), now, tenMinutes)).isFalse();
    assertThat(ConfirmationAge.fresh(now.plusSeconds(3600), now, tenMinutes)).isFalse();
  }
}
