package dev.quizbot.bank.formats;

import dev.quizbot.bank.Problem;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads Moodle's GIFT format: questions separated by blank lines, {@code //} comment lines, {@code
 * $CATEGORY:} lines naming the topic of the questions after them. Multiple-choice questions with
 * one right answer and true/false questions (as two choices) are read; every other kind is listed
 * in {@code skipped} with its line.
 */
final class GiftReader {

  private static final Pattern WEIGHT = Pattern.compile("^%(-?\\d+(?:\\.\\d+)?)%");
  private static final Pattern TRUE_FALSE =
      Pattern.compile("(?i)^(T|TRUE|F|FALSE)\\s*(#.*)?$", Pattern.DOTALL);

  ParsedFile read(Path file, String text, List<Problem> problems, List<Problem> skipped) {
    String[] lines = TextLines.split(text);
    List<DraftQuestion> questions = new ArrayList<>();
    String topic = null;
    int ordinal = 0;
    StringBuilder block = new StringBuilder();
    int blockLine = 0;
    for (int i = 0; i <= lines.length; i++) {
      String line = i < lines.length ? lines[i] : "";
      String stripped = line.strip();
      if (stripped.startsWith("//")) {
        continue;
      }
      if (!stripped.isEmpty()) {
        if (block.length() == 0) {
          blockLine = i + 1;
        } else {
          block.append('\n');
        }
        block.append(line);
        continue;
      }
      if (block.length() == 0) {
        continue;
      }
      String raw = block.toString().strip();
      block.setLength(0);
      if (raw.startsWith("$CATEGORY:")) {
        int end = raw.indexOf('\n');
        String category = raw.substring("$CATEGORY:".length(), end < 0 ? raw.length() : end);
        topic = Topics.fromCategory(category.strip());
        if (topic == null) {
          problems.add(
              new Problem(
                  file,
                  blockLine,
                  null,
                  "$CATEGORY: '"
                      + category.strip()
                      + "' has no letter or digit to make a topic of"));
        }
        if (end < 0) {
          continue;
        }
        // A question right under the category line, without the usual blank line.
        raw = raw.substring(end + 1).strip();
        blockLine++;
      }
      ordinal++;
      DraftQuestion question = question(file, raw, blockLine, ordinal, problems, skipped);
      if (question != null) {
        question.topic = topic;
        questions.add(question);
      }
    }
    return new ParsedFile(questions, null);
  }

  /** One question block; null when it is skipped or malformed (listed or reported). */
  private static DraftQuestion question(
      Path file, String raw, int line, int ordinal, List<Problem> problems, List<Problem> skipped) {
    String title = null;
    String rest = raw;
    if (rest.startsWith("::")) {
      int end = GiftText.indexOfUnescaped(rest, "::", 2);
      if (end < 0) {
        problems.add(new Problem(file, line, null, "'::' opens a title that no '::' closes"));
        return null;
      }
      title = GiftText.unescape(rest.substring(2, end)).strip();
      rest = rest.substring(end + 2);
    }
    String label = title == null || title.isEmpty() ? null : title;
    int open = GiftText.indexOfUnescaped(rest, '{', 0);
    if (open < 0) {
      skipped.add(skip(file, line, label, "a description (no answers), not a question"));
      return null;
    }
    int close = GiftText.indexOfUnescaped(rest, '}', open + 1);
    if (close < 0) {
      problems.add(
          new Problem(
              file,
              line,
              label,
              "'{' opens the answers but no '}' closes them (a '}' in text is written '\\}')"));
      return null;
    }
    String before = rest.substring(0, open);
    String after = rest.substring(close + 1).strip();
    String answersRaw = rest.substring(open + 1, close);
    String answers = answersRaw.strip();
    int answersOffset = answersRaw.indexOf(answers.isEmpty() ? answersRaw : answers);
    // Text on both sides of the answers: Moodle's "missing word" form, asked with a gap.
    String promptRaw = after.isEmpty() ? before : before.strip() + " _____ " + after;
    String prompt = GiftText.plain(promptRaw);
    int lineOfAnswers = line + countNewlines(raw, raw.length() - rest.length() + open);

    String generalFeedback = null;
    int general = GiftText.indexOfUnescaped(answers, "####", 0);
    if (general >= 0) {
      generalFeedback = GiftText.plain(answers.substring(general + 4));
      answers = answers.substring(0, general).strip();
    }
    if (answers.isEmpty()) {
      skipped.add(skip(file, line, label, "an essay question (empty answers '{}')"));
      return null;
    }
    if (answers.startsWith("#")) {
      skipped.add(skip(file, line, label, "a numerical question ('{#...}')"));
      return null;
    }
    DraftQuestion question = new DraftQuestion(line, ordinal);
    question.id = DraftQuestion.idFromTitle(title);
    question.prompt = prompt;
    Matcher trueFalse = TRUE_FALSE.matcher(answers);
    if (trueFalse.matches()) {
      boolean right = trueFalse.group(1).toUpperCase(Locale.ROOT).startsWith("T");
      question.addChoice("True", lineOfAnswers);
      question.addChoice("False", lineOfAnswers);
      question.answerIndex = right ? 0 : 1;
      question.answerLine = lineOfAnswers;
      String feedbackRightAnswer = null;
      if (trueFalse.group(2) != null) {
        // {TRUE#feedback when answered wrong#feedback when answered right}
        String feedback = trueFalse.group(2).substring(1);
        int second = GiftText.indexOfUnescaped(feedback, '#', 0);
        feedbackRightAnswer = second >= 0 ? GiftText.plain(feedback.substring(second + 1)) : null;
      }
      question.explanation = firstNonBlank(generalFeedback, feedbackRightAnswer);
      question.explanationLine = lineOfAnswers;
      return question;
    }
    List<Integer> starts = new ArrayList<>();
    List<String> parts = splitAnswers(answers, starts);
    if (parts.isEmpty()) {
      problems.add(
          new Problem(
              file,
              lineOfAnswers,
              label,
              "the answers between '{' and '}' start with neither '=' (right) nor '~' (wrong)"));
      return null;
    }
    boolean anyWrong = false;
    boolean matching = false;
    int right = 0;
    String rightFeedback = null;
    for (int p = 0; p < parts.size(); p++) {
      String part = parts.get(p);
      int answerLine = lineOfAnswers + countNewlines(answersRaw, answersOffset + starts.get(p));
      char kind = part.charAt(0);
      String body = part.substring(1).strip();
      double weight = kind == '=' ? 100 : 0;
      Matcher w = WEIGHT.matcher(body);
      if (w.find()) {
        weight = Double.parseDouble(w.group(1));
        body = body.substring(w.end()).strip();
      }
      if (kind == '~') {
        anyWrong = true;
      }
      if (kind == '=' && GiftText.indexOfUnescaped(body, "->", 0) >= 0) {
        matching = true;
      }
      int hash = GiftText.indexOfUnescaped(body, '#', 0);
      String answerText = GiftText.plain(hash >= 0 ? body.substring(0, hash) : body);
      String feedback = hash >= 0 ? GiftText.plain(body.substring(hash + 1)) : null;
      if (weight > 0) {
        right++;
        question.answerIndex = question.choices.size();
        question.answerLine = answerLine;
        rightFeedback = feedback;
      }
      question.addChoice(answerText, answerLine);
    }
    if (matching) {
      skipped.add(skip(file, line, label, "a matching question ('=... -> ...')"));
      return null;
    }
    if (!anyWrong) {
      skipped.add(skip(file, line, label, "a short-answer question (only '=' answers)"));
      return null;
    }
    if (right != 1) {
      skipped.add(
          skip(
              file,
              line,
              label,
              right == 0
                  ? "a multiple-choice question with no right answer ('=' or a positive '%n%')"
                  : "a multiple-answer question ("
                      + right
                      + " answers with a positive weight); Quizbot asks for one right answer"));
      return null;
    }
    question.explanation = firstNonBlank(generalFeedback, rightFeedback);
    question.explanationLine = lineOfAnswers;
    return question;
  }

  /** The answers, each starting with its unescaped '=' or '~'; text before the first is dropped. */
  private static List<String> splitAnswers(String answers, List<Integer> starts) {
    for (int i = 0; i < answers.length(); i++) {
      char c = answers.charAt(i);
      if (c == '\\') {
        i++;
      } else if (c == '=' || c == '~') {
        // "->" in a matching pair is not a new answer, nor '=' right after '~' ("~=" is rare).
        starts.add(i);
      }
    }
    List<String> parts = new ArrayList<>();
    for (int k = 0; k < starts.size(); k++) {
      int end = k + 1 < starts.size() ? starts.get(k + 1) : answers.length();
      parts.add(answers.substring(starts.get(k), end));
    }
    return parts;
  }

  private static int countNewlines(String text, int end) {
    int count = 0;
    for (int i = 0; i < Math.min(end, text.length()); i++) {
      if (text.charAt(i) == '\n') {
        count++;
      }
    }
    return count;
  }

  private static String firstNonBlank(String first, String second) {
    if (first != null && !first.isBlank()) {
      return first;
    }
    return second != null && !second.isBlank() ? second : null;
  }

  static Problem skip(Path file, int line, String title, String what) {
    return new Problem(
        file,
        line,
        null,
        "skipped "
            + (title == null ? "" : "'" + title + "': ")
            + what
            + "; Quizbot asks multiple-choice questions with one right answer");
  }
}
