package dev.quizbot.i18n;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The bundles are complete and hold nothing dead: every bundle has exactly the English keys, each
 * key is named as a string literal somewhere in {@code src/main/java} (a plural's base name for
 * {@code .one}/{@code .other}; command keys, {@code cmd.*}, are checked against the registered
 * commands by {@code CommandLocalizationE2ETest}), and every literal in the source that looks like
 * one of the bundles' keys exists. Placeholders agree too: a translation uses the same {@code {n}}
 * as the English text.
 */
final class KeyCoverageTest {
  private static final List<String> BUNDLES =
      List.of("messages.properties", "messages_de.properties", "messages_ja.properties");
  private static final Pattern LITERAL =
      Pattern.compile("\"([a-z][a-zA-Z]*(?:\\.[a-zA-Z0-9_-]+)+)\"");
  private static final Pattern PLACEHOLDER = Pattern.compile("\\{\\d+}");

  /**
   * Literals shaped like keys that are not texts: settings keys of config/quizbot.yaml that share a
   * prefix with the bundles, and file names.
   */
  private static final Set<String> NOT_TEXTS =
      Set.of("quiz.answerWindow", "quiz.cooldown", "daily.defaultWindow", "bank.paths");

  private static final Pattern FILE_NAME = Pattern.compile(".*\\.(png|jpg|gif|webp|db|yaml|txt)$");

  @Test
  @DisplayName("every bundle has exactly the English keys, with the same placeholders")
  void bundlesMatchEnglish() throws IOException {
    Properties english = load("messages.properties");
    for (String bundle : BUNDLES) {
      Properties other = load(bundle);
      assertThat(other.stringPropertyNames())
          .as("keys of %s", bundle)
          .isEqualTo(english.stringPropertyNames());
      List<String> mismatched = new ArrayList<>();
      for (String key : english.stringPropertyNames()) {
        if (!placeholders(english.getProperty(key)).equals(placeholders(other.getProperty(key)))) {
          mismatched.add(key);
        }
        if (other.getProperty(key).isBlank()) {
          mismatched.add(key + " (empty)");
        }
      }
      assertThat(mismatched).as("placeholders differing from English in %s", bundle).isEmpty();
    }
  }

  @Test
  @DisplayName("every key is used by the code, and every key the code names exists")
  void keysUsedAndPresent() throws IOException {
    Set<String> literals = literals(Path.of("src/main/java"));
    Set<String> keys = load("messages.properties").stringPropertyNames();
    Set<String> unused = new TreeSet<>();
    for (String key : keys) {
      if (key.startsWith("cmd.")) {
        continue;
      }
      String base = key.replaceFirst("\\.(one|other)$", "");
      if (!literals.contains(key) && !literals.contains(base)) {
        unused.add(key);
      }
    }
    assertThat(unused).as("bundle keys no source file names").isEmpty();

    Set<String> prefixes = new TreeSet<>();
    keys.forEach(k -> prefixes.add(k.substring(0, k.indexOf('.') + 1)));
    Set<String> missing = new TreeSet<>();
    for (String literal : literals) {
      boolean looksLikeKey =
          prefixes.stream().anyMatch(literal::startsWith)
              && !NOT_TEXTS.contains(literal)
              && !FILE_NAME.matcher(literal).matches();
      if (looksLikeKey
          && !keys.contains(literal)
          && !(keys.contains(literal + ".one") && keys.contains(literal + ".other"))) {
        missing.add(literal);
      }
    }
    assertThat(missing).as("keys the code names that messages.properties lacks").isEmpty();
  }

  @Test
  @DisplayName("Texts fills placeholders, formats numbers per language and falls back to English")
  void textsBehaviour() {
    assertThat(Texts.of(java.util.Locale.GERMAN).plural("reveal.members", 1234))
        .isEqualTo("1.234 Mitglieder");
    assertThat(Texts.of(java.util.Locale.ENGLISH).plural("reveal.members", 1))
        .isEqualTo("1 member");
    assertThat(Texts.of(java.util.Locale.JAPANESE).get("reveal.title", "🇦 x"))
        .isEqualTo("正解: 🇦 x");
    assertThat(Texts.of(java.util.Locale.FRENCH).locale()).isEqualTo(java.util.Locale.ENGLISH);
    assertThat(Texts.of(java.util.Locale.forLanguageTag("de-AT")).locale())
        .isEqualTo(java.util.Locale.GERMAN);
    assertThat(Texts.english().own("reveal.title")).isEmpty();
    assertThat(Texts.of(java.util.Locale.GERMAN).own("cmd.quiz.options.topic.name"))
        .contains("thema");
  }

  private static Set<String> placeholders(String text) {
    Set<String> found = new TreeSet<>();
    Matcher m = PLACEHOLDER.matcher(text);
    while (m.find()) {
      found.add(m.group());
    }
    return found;
  }

  private static Set<String> literals(Path root) throws IOException {
    Set<String> found = new TreeSet<>();
    try (Stream<Path> files = Files.walk(root)) {
      for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
        Matcher m = LITERAL.matcher(Files.readString(file));
        while (m.find()) {
          found.add(m.group(1));
        }
      }
    }
    return found;
  }

  private static Properties load(String name) throws IOException {
    Properties properties = new Properties();
    try (InputStream in = KeyCoverageTest.class.getResourceAsStream("/i18n/" + name)) {
      assertThat(in).as(name).isNotNull();
      properties.load(new InputStreamReader(in, StandardCharsets.UTF_8));
    }
    return properties;
  }
}
