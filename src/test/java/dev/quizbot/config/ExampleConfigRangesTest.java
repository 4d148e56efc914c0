package dev.quizbot.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The committed config/quizbot.yaml is what admins copy and edit: the range its comment promises
 * for a setting must be a range the loader accepts.
 */
final class ExampleConfigRangesTest {

  @TempDir Path dir;

  @Test
  @DisplayName(
      "the upper end that config/quizbot.yaml promises for daily.defaultWindow is accepted")
  void exampleDailyWindowRangeIsAccepted() throws IOException {
    // GIVEN the comment above daily.defaultWindow in the committed example ("1m to <max>")
    List<String> lines = Files.readAllLines(Path.of("config", "quizbot.yaml"));
    int key = lines.indexOf("  defaultWindow: 12h");
    String comment = lines.get(key - 1);
    String promisedMax = comment.replaceAll(".*1m to (\\w+)\\..*", "$1");
    assertThat(promisedMax).as("range in: %s", comment).matches("\\d+[smhd]");

    // WHEN an admin sets exactly that maximum, as the comment allows
    Path edited = dir.resolve("quizbot.yaml");
    Files.writeString(edited, "daily:\n  defaultWindow: " + promisedMax + "\n");
    ConfigException refused =
        catchThrowableOfType(ConfigException.class, () -> new ConfigLoader(Map.of()).load(edited));

    // THEN the bot starts with it instead of refusing the value its own example offered
    assertThat(refused).as("%s refused: %s", promisedMax, refused).isNull();
  }
}
