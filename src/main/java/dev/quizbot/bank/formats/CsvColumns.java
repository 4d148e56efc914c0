package dev.quizbot.bank.formats;

import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The CSV header names Quizbot reads, case and spacing ignored: {@code question} (or {@code
 * prompt}), the choices {@code a}, {@code b}, … {@code j} (or {@code choice_a}, {@code option_a},
 * {@code choice1}, …), {@code answer} (a letter or the right choice's text), {@code explanation},
 * {@code topic}, {@code reference}, {@code difficulty}, {@code id}.
 */
final class CsvColumns {

  static final String QUESTION = "question";
  static final String ANSWER = "answer";
  static final String EXPLANATION = "explanation";
  static final String TOPIC = "topic";
  static final String REFERENCE = "reference";
  static final String DIFFICULTY = "difficulty";
  static final String ID = "id";

  /** The most choices a question may have (the bank's limit): columns a to j. */
  static final int MAX_CHOICES = 10;

  private static final Map<String, String> ALIASES =
      Map.ofEntries(
          Map.entry("question", QUESTION),
          Map.entry("prompt", QUESTION),
          Map.entry("question_text", QUESTION),
          Map.entry("answer", ANSWER),
          Map.entry("correct", ANSWER),
          Map.entry("correct_answer", ANSWER),
          Map.entry("explanation", EXPLANATION),
          Map.entry("feedback", EXPLANATION),
          Map.entry("topic", TOPIC),
          Map.entry("category", TOPIC),
          Map.entry("reference", REFERENCE),
          Map.entry("difficulty", DIFFICULTY),
          Map.entry("id", ID));

  private static final Pattern LETTER = Pattern.compile("(?:choice_|option_)?([a-j])");
  private static final Pattern NUMBER = Pattern.compile("(?:choice|option)_?([1-9]|10)");

  private CsvColumns() {}

  /** The column a header cell names: one of the constants, "choice:N" (0-based), or null. */
  static String of(String header) {
    String key =
        header.strip().toLowerCase(Locale.ROOT).replaceAll("[\\s-]+", "_").replace("\uFEFF", "");
    String named = ALIASES.get(key);
    if (named != null) {
      return named;
    }
    Matcher letter = LETTER.matcher(key);
    if (letter.matches()) {
      return choice(letter.group(1).charAt(0) - 'a');
    }
    Matcher number = NUMBER.matcher(key);
    if (number.matches()) {
      return choice(Integer.parseInt(number.group(1)) - 1);
    }
    return null;
  }

  static String choice(int index) {
    return "choice:" + index;
  }

  static int choiceIndex(String column) {
    return column != null && column.startsWith("choice:")
        ? Integer.parseInt(column.substring("choice:".length()))
        : -1;
  }

  /** The separator of a header line: tab, ';' or ',', whichever occurs most outside quotes. */
  static char separator(String headerLine) {
    int tabs = 0;
    int semicolons = 0;
    int commas = 0;
    boolean quoted = false;
    for (int i = 0; i < headerLine.length(); i++) {
      char c = headerLine.charAt(i);
      if (c == '"') {
        quoted = !quoted;
      } else if (!quoted) {
        switch (c) {
          case '\t' -> tabs++;
          case ';' -> semicolons++;
          case ',' -> commas++;
          default -> {}
        }
      }
    }
    if (tabs > 0 && tabs >= semicolons && tabs >= commas) {
      return '\t';
    }
    return semicolons > commas ? ';' : ',';
  }

  /** Whether {@code headerLine} is a header Quizbot reads: it names a question column. */
  static boolean isHeader(String headerLine) {
    char separator = separator(headerLine);
    for (String cell : headerLine.split(Pattern.quote(String.valueOf(separator)), -1)) {
      if (QUESTION.equals(of(cell.replace("\"", "")))) {
        return true;
      }
    }
    return false;
  }
}
