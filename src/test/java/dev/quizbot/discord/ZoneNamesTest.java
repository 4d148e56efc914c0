package dev.quizbot.discord;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.ZoneId;
import java.time.ZoneOffset;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

final class ZoneNamesTest {

  @Test
  @DisplayName("a server without a zone (UTC) is shown as UTC, a region by its IANA name")
  void names() {
    assertThat(ZoneNames.shown(ZoneOffset.UTC)).isEqualTo("UTC");
    assertThat(ZoneNames.shown(ZoneId.of("UTC"))).isEqualTo("UTC");
    assertThat(ZoneNames.shown(ZoneId.of("Europe/Berlin"))).isEqualTo("Europe/Berlin");
    assertThat(ZoneNames.shown(ZoneId.of("Etc/UTC"))).isEqualTo("Etc/UTC");
  }
}
