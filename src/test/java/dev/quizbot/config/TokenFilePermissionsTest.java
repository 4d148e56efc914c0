package dev.quizbot.config;

import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.slf4j.LoggerFactory;

/** Issue 28: a token file others may read gets one WARN at start; an owner-only one none. */
final class TokenFilePermissionsTest {
  private static final String TOKEN = "MTAwMDAwMDAwMDAwMDAwMDAx.fake.made-up-token";

  @TempDir Path dir;
  private final ListAppender<ILoggingEvent> logs = new ListAppender<>();
  private final Logger logger = (Logger) LoggerFactory.getLogger(TokenSource.class);

  @BeforeEach
  void capture() {
    logs.start();
    logger.addAppender(logs);
  }

  @AfterEach
  void release() {
    logger.detachAppender(logs);
  }

  private List<ILoggingEvent> warningsFor(String permissions) throws Exception {
    Path file = dir.resolve("bot-" + permissions + ".token");
    Files.writeString(file, TOKEN);
    Files.setPosixFilePermissions(file, PosixFilePermissions.fromString(permissions));
    BotToken token =
        new TokenSource(Map.of())
            .resolve(
                new DiscordSettings(
                    Optional.empty(), Optional.empty(), Optional.empty(), Optional.of(file), 0, 1));
    assertThat(token.reveal()).isEqualTo(TOKEN);
    return logs.list.stream().filter(e -> e.getLevel() == Level.WARN).toList();
  }

  @Test
  @DisplayName("a world-readable token file: one WARN naming the file and the fix, not the token")
  void worldReadable() throws Exception {
    List<ILoggingEvent> warnings = warningsFor("rw-r--r--");
    assertThat(warnings).hasSize(1);
    assertThat(warnings.get(0).getFormattedMessage())
        .contains("bot-rw-r--r--.token", "rw-r--r--", "chmod 600")
        .doesNotContain(TOKEN);
  }

  @Test
  @DisplayName("an owner-only token file: no WARN")
  void ownerOnly() throws Exception {
    assertThat(warningsFor("rw-------")).isEmpty();
  }
}
