package dev.quizbot.discord.quiz;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

final class CooldownTextTest {

  @Test
  @DisplayName("a cooldown reads in the largest whole unit, singular or plural")
  void wholeUnits() {
    assertThat(CooldownText.of(Duration.ofSeconds(10))).isEqualTo("10 seconds");
    assertThat(CooldownText.of(Duration.ofSeconds(1))).isEqualTo("1 second");
    assertThat(CooldownText.of(Duration.ofSeconds(90))).isEqualTo("90 seconds");
    assertThat(CooldownText.of(Duration.ofMinutes(2))).isEqualTo("2 minutes");
    assertThat(CooldownText.of(Duration.ofHours(1))).isEqualTo("1 hour");
  }

  @Test
  @DisplayName("a cooldown with a part second is rounded up, so 'less than' stays true")
  void partSecondRoundedUp() {
    assertThat(CooldownText.of(Duration.ofMillis(1_500))).isEqualTo("2 seconds");
  }
}
