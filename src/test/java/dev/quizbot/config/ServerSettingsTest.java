package dev.quizbot.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** servers.keepAfterRemoval and servers.memberEvents as an admin writes them. */
final class ServerSettingsTest {

  @TempDir Path dir;

  private Path yaml(String text) throws IOException {
    Path file = dir.resolve("quizbot.yaml");
    Files.writeString(file, text);
    return file;
  }

  @Test
  @DisplayName("by default a removed server's data is kept 30 days and no member events are asked")
  void defaults() throws IOException {
    QuizbotConfig config = new ConfigLoader(Map.of()).load(yaml("quiz:\n  cooldown: 10s\n"));

    assertThat(config.servers().keepAfterRemoval()).isEqualTo(Duration.ofDays(30));
    assertThat(config.servers().memberEvents()).isFalse();
  }

  @Test
  @DisplayName("a grace set in the file or the environment is used")
  void setGrace() throws IOException {
    QuizbotConfig fromFile =
        new ConfigLoader(Map.of())
            .load(yaml("servers:\n  keepAfterRemoval: 7d\n  memberEvents: true\n"));
    QuizbotConfig fromEnv =
        new ConfigLoader(Map.of("QUIZBOT_SERVERS_KEEP_AFTER_REMOVAL", "90d"))
            .load(yaml("quiz:\n  cooldown: 10s\n"));

    assertThat(fromFile.servers().keepAfterRemoval()).isEqualTo(Duration.ofDays(7));
    assertThat(fromFile.servers().memberEvents()).isTrue();
    assertThat(fromEnv.servers().keepAfterRemoval()).isEqualTo(Duration.ofDays(90));
  }

  @Test
  @DisplayName("a grace out of range or without a unit is refused, naming the range and the value")
  void badGrace() throws IOException {
    Path tooShort = yaml("servers:\n  keepAfterRemoval: 10m\n");
    ConfigException shortOne =
        catchThrowableOfType(
            ConfigException.class, () -> new ConfigLoader(Map.of()).load(tooShort));
    assertThat(shortOne.problems())
        .containsExactly(
            tooShort + ":2: servers.keepAfterRemoval: must be between 1h and 3650d, got 10m");

    Path noUnit = yaml("servers:\n  keepAfterRemoval: 30\n");
    ConfigException unitless =
        catchThrowableOfType(ConfigException.class, () -> new ConfigLoader(Map.of()).load(noUnit));
    assertThat(unitless.problems())
        .containsExactly(
            noUnit
                + ":2: servers.keepAfterRemoval: must be a duration such as 30s, 10m or 12h"
                + " (units ms, s, m, h, d), got 30");
  }

  @Test
  @DisplayName("memberEvents other than true or false is refused with the choices")
  void badMemberEvents() throws IOException {
    Path file = yaml("servers:\n  memberEvents: yes please\n");

    ConfigException e =
        catchThrowableOfType(ConfigException.class, () -> new ConfigLoader(Map.of()).load(file));

    assertThat(e.problems())
        .containsExactly(
            file + ":2: servers.memberEvents: must be one of false, true, got yes please");
  }
}
