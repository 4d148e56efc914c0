package dev.quizbot.practice;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The terminal's screens take their words from the bundles: the source of each screen class holds
 * no string literal with words in it, only bundle keys ({@code practice.progress}) and punctuation.
 */
final class PracticeTextsTest {
  private static final Path SOURCES = Path.of("src/main/java/dev/quizbot/practice");
  private static final Pattern LITERAL = Pattern.compile("\"((?:[^\"\\\\\\n]|\\\\.)*)\"");
  private static final Pattern KEY = Pattern.compile("[a-z]+(?:\\.[a-zA-Z0-9_-]+)+");
  private static final Pattern WORDS = Pattern.compile("\\p{L}{2,}");

  @ParameterizedTest
  @ValueSource(
      strings = {
        "ReviewScreens",
        "ExamScreens",
        "ReportPrompt",
        "ReviewLoop",
        "ExamLoop",
        "KeyMap",
        "ReadinessScreen",
        "PracticeChecks"
      })
  @DisplayName("a screen class has no member-facing text outside the bundles")
  void noLiteralText(String screen) throws IOException {
    String source = withoutComments(Files.readString(SOURCES.resolve(screen + ".java")));
    List<String> found = new ArrayList<>();
    Matcher literal = LITERAL.matcher(source);
    while (literal.find()) {
      String text = literal.group(1);
      if (!KEY.matcher(text).matches() && WORDS.matcher(text).find()) {
        found.add(text);
      }
    }
    assertThat(found).as("texts in %s.java that belong in the bundles", screen).isEmpty();
  }

  @Test
  @DisplayName("the scan finds a literal text (it is not vacuous)")
  void scanFindsText() {
    String source =
        withoutComments(
            "/** \"Not this\" */ out.print(\"Keys: a-d\"); t.get(\"practice.keys\"); // \"nor\"");
    Matcher literal = LITERAL.matcher(source);
    List<String> found = new ArrayList<>();
    while (literal.find()) {
      if (!KEY.matcher(literal.group(1)).matches() && WORDS.matcher(literal.group(1)).find()) {
        found.add(literal.group(1));
      }
    }
    assertThat(found).containsExactly("Keys: a-d");
  }

  /** The source without its comments (no screen class has "//" or "/*" inside a string). */
  private static String withoutComments(String source) {
    return source.replaceAll("(?s)/\\*.*?\\*/", "").replaceAll("//[^\\n]*", "");
  }
}
