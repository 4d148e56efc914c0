package dev.quizbot.bank.formats;

import java.nio.file.Path;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Tells a file's format from its content, the extension only breaking ties: authors rename files (a
 * GIFT file saved as .txt is the usual case).
 */
final class FormatDetector {

  private static final Pattern PRACTICE_QUESTION =
      Pattern.compile("(?im)^\\s*question\\s+\\d{1,6}\\s*[:.]?\\s*$");
  private static final Pattern PRACTICE_ACCEPTED =
      Pattern.compile("(?im)^\\s*accepted\\s+answer\\s*:?\\s*$");
  private static final Pattern AIKEN_ANSWER = Pattern.compile("(?m)^\\s*ANSWER\\s*:\\s*[A-Za-z]");
  private static final Pattern AIKEN_CHOICE = Pattern.compile("(?m)^\\s*[A-Z][.)]\\s+\\S");
  private static final Pattern GIFT_MARK =
      Pattern.compile(
          "(?m)(^\\s*::.*::|^\\s*\\$CATEGORY:|\\{[^}]*[=~][^}]*}|\\{\\s*(T|F|TRUE|FALSE)\\s*[}#])");
  private static final Pattern YAML_DECK = Pattern.compile("(?m)^questions\\s*:");

  /** How much of a file is looked at: every format shows itself in its first questions. */
  private static final int SNIFF = 64 * 1024;

  private FormatDetector() {}

  /** The format of {@code text}, or null when it is none Quizbot reads. */
  static ImportFormat detect(Path file, String content) {
    // Cut at a line end, so that a pattern never sees half a line.
    int end = content.length() <= SNIFF ? content.length() : content.lastIndexOf('\n', SNIFF);
    String text = end <= 0 ? content : content.substring(0, end);
    String name = file.getFileName() == null ? "" : file.getFileName().toString();
    String lower = name.toLowerCase(Locale.ROOT);
    String head = text.stripLeading();
    if (head.startsWith("<?xml") || head.startsWith("<quiz")) {
      return ImportFormat.MOODLE_XML;
    }
    if (head.startsWith("#separator:")
        || head.startsWith("#html:")
        || head.startsWith("#notetype")
        || head.startsWith("#deck:")
        || head.startsWith("#guid column:")
        || head.startsWith("#tags column:")) {
      return ImportFormat.ANKI;
    }
    if (PRACTICE_QUESTION.matcher(text).find() && PRACTICE_ACCEPTED.matcher(text).find()) {
      return ImportFormat.PRACTICE_TEST;
    }
    String firstLine = head.lines().findFirst().orElse("");
    if (CsvColumns.isHeader(firstLine)) {
      return ImportFormat.CSV;
    }
    if (AIKEN_ANSWER.matcher(text).find() && AIKEN_CHOICE.matcher(text).find()) {
      return ImportFormat.AIKEN;
    }
    if (GIFT_MARK.matcher(text).find()) {
      return ImportFormat.GIFT;
    }
    if (lower.endsWith(".yaml")
        || lower.endsWith(".yml")
        || lower.endsWith(".json")
        || YAML_DECK.matcher(text).find()) {
      return ImportFormat.DECK;
    }
    if (lower.endsWith(".gift")) {
      return ImportFormat.GIFT;
    }
    return null;
  }
}
