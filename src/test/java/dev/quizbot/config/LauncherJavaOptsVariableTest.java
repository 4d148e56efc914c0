package dev.quizbot.config;

import static org.assertj.core.api.Assertions.assertThatCode;

import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * README "Run it" tells admins to raise the heap with {@code QUIZBOT_JAVA_OPTS="-Xmx256m"
 * ./quizbot}. The launcher reads that variable but also exports it to the JVM it execs, so the bot
 * itself sees it among the {@code QUIZBOT_*} variables it checks for typos.
 */
final class LauncherJavaOptsVariableTest {

  @TempDir Path dir;

  @Test
  @DisplayName("QUIZBOT_JAVA_OPTS, the launcher's documented variable, is not refused as a typo")
  void launcherVariableIsNotAnUnknownSetting() {
    // GIVEN the environment of `QUIZBOT_JAVA_OPTS="-Xmx256m" ./quizbot` as the bot sees it
    Map<String, String> env = Map.of("QUIZBOT_JAVA_OPTS", "-Xmx256m");

    // WHEN the bot loads its settings
    // THEN nothing is refused: the variable belongs to the launcher, not to config/quizbot.yaml
    assertThatCode(() -> new ConfigLoader(env).loadDefaultFile(dir.resolve("absent.yaml")))
        .doesNotThrowAnyException();
  }
}
