package dev.quizbot.i18n;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * No member text outside the bundles: in the Discord adapter, the services members' refusals come
 * from and the terminal's screens, no string literal with words in it is handed to a method that
 * shows text to a member (a reply, a message, an embed's parts, a button's label, a terminal line).
 * Bundle keys ({@code board.title}), ids and punctuation pass; the few allowed exceptions are
 * listed below, each with its reason.
 */
final class MemberTextsTest {

  /** Where member texts are built. */
  private static final List<Path> SOURCES =
      List.of(
          Path.of("src/main/java/dev/quizbot/discord"),
          Path.of("src/main/java/dev/quizbot/practice"),
          Path.of("src/main/java/dev/quizbot/leaderboard"),
          Path.of("src/main/java/dev/quizbot/study"),
          Path.of("src/main/java/dev/quizbot/exam"),
          Path.of("src/main/java/dev/quizbot/daily"),
          Path.of("src/main/java/dev/quizbot/quality"),
          Path.of("src/main/java/dev/quizbot/app/PracticeRunner.java"),
          Path.of("src/main/java/dev/quizbot/app/PracticeModes.java"));

  /** The calls whose arguments a member reads. */
  static final Pattern SHOWN =
      Pattern.compile(
          "(?<![\\w.]log)\\.(explain|reply|send|show|stopped|setContent|println|print|printf"
              + "|editOriginal|sendMessage|replyEmbeds|setFooter|setTitle|setDescription|addField"
              + "|setLabel|fromContent|setPlaceholder)\\(|Button\\.(primary|secondary|success|danger)\\(");

  private static final Pattern LITERAL = Pattern.compile("\"((?:[^\"\\\\\\n]|\\\\.)*)\"");
  private static final Pattern KEY = Pattern.compile("[a-z][a-zA-Z]*(?:\\.[a-zA-Z0-9_-]+)+");
  private static final Pattern WORDS = Pattern.compile("\\p{L}{2,}");

  /**
   * Allowed, as "File.java: literal" with the reason. Short on purpose: a new entry needs a reason
   * a reviewer accepts.
   */
  static final Map<String, String> ALLOWED =
      Map.of("BankCommand.java: .yaml", "the extension of a downloaded deck's file name");

  @Test
  @DisplayName("no literal text is shown to a member from the adapter, services or terminal")
  void noLiteralMemberText() throws IOException {
    List<String> found = new ArrayList<>();
    for (Path root : SOURCES) {
      try (Stream<Path> files = Files.walk(root)) {
        for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
          for (String text : shownLiterals(Files.readString(file))) {
            String entry = file.getFileName() + ": " + text;
            if (!ALLOWED.containsKey(entry)) {
              found.add(entry);
            }
          }
        }
      }
    }
    assertThat(found).as("member texts outside the bundles").isEmpty();
  }

  @Test
  @DisplayName("the scan finds a literal in a reply, a print and a button, not in a key or log")
  void scanFindsText() {
    String source =
        "reply.explain(\"Nothing here\"); out.println(t.get(\"practice.keys\"));"
            + " log.warn(\"not shown {}\", x); Button.primary(id, \"Go on\");"
            + " err.println(\"quizbot: \" + x); /** \"Not this\" */";
    assertThat(shownLiterals(source)).containsExactly("Nothing here", "Go on", "quizbot: ");
  }

  /** The literals with words inside the arguments of a call that shows text. */
  static List<String> shownLiterals(String source) {
    String code = source.replaceAll("(?s)/\\*.*?\\*/", "").replaceAll("(?m)//[^\\n]*", "");
    List<String> out = new ArrayList<>();
    Matcher call = SHOWN.matcher(code);
    while (call.find()) {
      String arguments = arguments(code, call.end());
      Matcher literal = LITERAL.matcher(arguments);
      while (literal.find()) {
        String text = literal.group(1);
        if (!KEY.matcher(text).matches() && WORDS.matcher(text).find()) {
          out.add(text);
        }
      }
    }
    return out;
  }

  /** The text from {@code start} to the parenthesis closing the call (strings skipped). */
  private static String arguments(String code, int start) {
    int depth = 1;
    boolean inString = false;
    for (int i = start; i < code.length(); i++) {
      char c = code.charAt(i);
      if (inString) {
        if (c == '\\') {
          i++;
        } else if (c == '"') {
          inString = false;
        }
      } else if (c == '"') {
        inString = true;
      } else if (c == '(') {
        depth++;
      } else if (c == ')' && --depth == 0) {
        return code.substring(start, i);
      }
    }
    return code.substring(start);
  }
}
