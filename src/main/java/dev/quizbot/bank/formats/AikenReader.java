package dev.quizbot.bank.formats;

import dev.quizbot.bank.Problem;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads Moodle's Aiken format: the question (one or more lines), its choices as {@code A.} or
 * {@code A)} lines, then {@code ANSWER: X}; questions separated by blank lines. Aiken holds no
 * explanation, topic or id.
 */
final class AikenReader {

  private static final Pattern CHOICE = Pattern.compile("^([A-Z])[.)]\\s*(\\S.*)$");
  private static final Pattern ANSWER = Pattern.compile("^ANSWER\\s*:\\s*(\\S*)\\s*$");

  ParsedFile read(Path file, String text, List<Problem> problems) {
    String[] lines = TextLines.split(text);
    List<DraftQuestion> questions = new ArrayList<>();
    DraftQuestion current = null;
    List<String> prompt = new ArrayList<>();
    int ordinal = 0;
    boolean skipToBlank = false;
    for (int i = 0; i < lines.length; i++) {
      String line = lines[i].strip();
      int at = i + 1;
      if (line.isEmpty()) {
        if (current != null && !skipToBlank) {
          problems.add(
              new Problem(
                  file,
                  current.line,
                  null,
                  "question " + ordinal + " has no 'ANSWER: X' line after its choices"));
        }
        current = null;
        prompt.clear();
        skipToBlank = false;
        continue;
      }
      if (skipToBlank) {
        continue;
      }
      if (current == null) {
        ordinal++;
        current = new DraftQuestion(at, ordinal);
      }
      Matcher choice = CHOICE.matcher(line);
      Matcher answer = ANSWER.matcher(line);
      if (answer.matches()) {
        String letter = answer.group(1);
        if (current.choices.size() < 2) {
          problems.add(
              new Problem(
                  file,
                  at,
                  null,
                  "'ANSWER:' before at least two choices ('A. text' or 'A) text' lines)"));
        } else if (!letter.matches("[A-Z]") || letter.charAt(0) - 'A' >= current.choices.size()) {
          problems.add(
              new Problem(
                  file,
                  at,
                  null,
                  "ANSWER '"
                      + letter
                      + "' is not the letter of one of the "
                      + current.choices.size()
                      + " choices (A to "
                      + (char) ('A' + current.choices.size() - 1)
                      + ")"));
        } else {
          current.prompt = String.join("\n", prompt);
          current.answerIndex = letter.charAt(0) - 'A';
          current.answerLine = at;
          questions.add(current);
        }
        skipToBlank = true;
        continue;
      }
      if (choice.matches() && !prompt.isEmpty()) {
        char expected = (char) ('A' + current.choices.size());
        if (choice.group(1).charAt(0) != expected) {
          problems.add(
              new Problem(
                  file,
                  at,
                  null,
                  "choice '"
                      + choice.group(1)
                      + "' where '"
                      + expected
                      + "' was expected: choices are lettered A, B, C, … in order"));
          skipToBlank = true;
          continue;
        }
        current.addChoice(choice.group(2).strip(), at);
        continue;
      }
      if (!current.choices.isEmpty()) {
        problems.add(
            new Problem(
                file,
                at,
                null,
                "expected another choice ('"
                    + (char) ('A' + current.choices.size())
                    + ". text') or 'ANSWER: X', got '"
                    + shorten(line)
                    + "'"));
        skipToBlank = true;
        continue;
      }
      prompt.add(line);
      if (prompt.size() == 1) {
        current.promptLine = at;
      }
    }
    if (current != null && !skipToBlank) {
      problems.add(
          new Problem(
              file,
              current.line,
              null,
              "question " + ordinal + " has no 'ANSWER: X' line after its choices"));
    }
    return new ParsedFile(questions, null);
  }

  private static String shorten(String line) {
    return line.length() <= 60 ? line : line.substring(0, 57) + "...";
  }
}
