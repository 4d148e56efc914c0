package dev.quizbot.config;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.Reader;
import java.lang.reflect.RecordComponent;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Keeps docs/self-hosting.md and config/quizbot.yaml in step with the settings records. */
final class SettingsDocumentationTest {
  private static final Pattern TABLE_ROW =
      Pattern.compile("^\\| `([a-z]+\\.[A-Za-z]+)` \\| `(QUIZBOT_[A-Z_]+)` \\|", Pattern.MULTILINE);

  /** Every key, derived from the records: section = component of QuizbotConfig. */
  private static Set<String> recordKeys() {
    Set<String> keys = new TreeSet<>();
    for (RecordComponent section : QuizbotConfig.class.getRecordComponents()) {
      for (RecordComponent key : section.getType().getRecordComponents()) {
        keys.add(section.getName() + "." + key.getName());
      }
    }
    return keys;
  }

  @Test
  @DisplayName("the loader knows exactly the keys the records declare")
  void loaderMatchesRecords() {
    SettingsReader reader = new SettingsReader(YamlSettingsFile.empty("none"), Map.of());
    QuizbotConfig.read(reader);

    assertThat(new TreeSet<>(reader.knownKeys())).isEqualTo(recordKeys());
  }

  @Test
  @DisplayName(
      "the settings table of docs/self-hosting.md lists every key with its environment variable")
  void readmeTableListsEveryKey() throws IOException {
    String readme = Files.readString(Path.of("docs/self-hosting.md"));
    Matcher rows = TABLE_ROW.matcher(readme);
    Map<String, String> documented = new java.util.TreeMap<>();
    while (rows.find()) {
      documented.put(rows.group(1), rows.group(2));
    }

    assertThat(documented.keySet()).isEqualTo(recordKeys());
    documented.forEach((key, env) -> assertThat(env).as(key).isEqualTo(SettingNames.envVar(key)));
  }

  @Test
  @DisplayName("config/quizbot.yaml shows every key")
  void exampleShowsEveryKey() throws IOException {
    YamlSettingsFile file;
    try (Reader reader = Files.newBufferedReader(Path.of("config/quizbot.yaml"))) {
      file = YamlSettingsFile.parse("config/quizbot.yaml", reader);
    }

    assertThat(file.problems()).isEmpty();
    assertThat(new TreeSet<>(file.settings().keySet())).isEqualTo(recordKeys());
  }

  @Test
  @DisplayName("docs/self-hosting.md documents every exit status of StartupFailure")
  void readmeListsExitStatuses() throws IOException {
    String readme = Files.readString(Path.of("docs/self-hosting.md"));
    List<Integer> codes =
        Arrays.stream(StartupFailure.class.getFields())
            .filter(f -> f.getType() == int.class)
            .map(
                f -> {
                  try {
                    return f.getInt(null);
                  } catch (IllegalAccessException e) {
                    throw new IllegalStateException(e);
                  }
                })
            .collect(Collectors.toList());

    assertThat(codes).hasSize(6);
    for (int code : codes) {
      assertThat(readme).contains("| " + code + " | ");
    }
  }
}
