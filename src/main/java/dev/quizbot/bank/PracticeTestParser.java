package dev.quizbot.bank;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Parses the practice-test text form: a title line, then blocks of {@code Question N} / question
 * text / {@code Accepted Answer} / answer / {@code Answer} / explanation, then footer lines.
 * Tolerates CRLF, runs of blank lines, trailing spaces and any Unicode text.
 */
final class PracticeTestParser {

  private static final Pattern QUESTION = Pattern.compile("(?i)question\\s+(\\d{1,6})\\s*[:.]?");
  private static final Pattern ACCEPTED = Pattern.compile("(?i)accepted\\s+answer\\s*:?");
  private static final Pattern ANSWER = Pattern.compile("(?i)answer\\s*:?");
  private static final Pattern PAGE_NUMBER =
      Pattern.compile("(?i)(page\\s+)?\\d+(\\s*(/|of)\\s*\\d+)?");
  private static final Pattern PRACTICE_TEST_BANNER =
      Pattern.compile("(?i).*\\bpractice\\s+test\\b.*");
  // A banner is a heading, "(NCA) NVIDIA-Certified Associate Practice Test"; a sentence that
  // mentions a practice test ("...; the practice test often asks this.") is explanation text.
  private static final Pattern SENTENCE_PUNCTUATION = Pattern.compile("[.!?;](\\s|$)");
  private static final int MAX_BANNER_LENGTH = 80;

  /**
   * Most questions one practice-test file may hold. Each question's wrong choices are picked from
   * all the others, so the load grows with the square of this number (2,000 add about half a second
   * at the bot's JVM options; a 0.8 MB file of 20,000 did not load in 10 minutes).
   */
  static final int MAX_QUESTIONS = 2_000;

  private enum Section {
    PROMPT,
    ACCEPTED,
    EXPLANATION
  }

  /** Returns the parsed test, or null when nothing usable was found (problems reported). */
  PracticeTest parse(Path file, String content, List<Problem> problems) {
    String[] lines = content.split("\\r\\n|\\r|\\n", -1);
    for (int i = 0; i < lines.length; i++) {
      lines[i] = lines[i].strip();
    }
    int titleIndex = firstNonBlank(lines, 0);
    if (titleIndex < 0) {
      problems.add(
          new Problem(
              file, 0, null, "the file is empty; expected a title line and 'Question N' blocks"));
      return null;
    }
    boolean titleMissing = QUESTION.matcher(lines[titleIndex]).matches();
    if (titleMissing) {
      // Without a title line, "Question 1" would be taken for the title and the first question
      // silently lost. The title is shown on every question of the deck: the author picks it.
      // The blocks are still read, so their own problems are reported in the same run.
      problems.add(
          new Problem(
              file,
              1,
              null,
              "missing the title line: the file starts with '"
                  + lines[titleIndex]
                  + "'; add the deck's title (shown on every question) as the first line, above"
                  + " it"));
    }
    String title = titleMissing ? null : lines[titleIndex];
    int end = footerStart(lines, title);

    List<PracticeTest.Block> blocks = new ArrayList<>();
    List<String> preamble = new ArrayList<>();
    BlockBuilder current = null;
    for (int i = titleMissing ? titleIndex : titleIndex + 1; i < end; i++) {
      String line = lines[i];
      Matcher question = QUESTION.matcher(line);
      if (question.matches()) {
        finish(current, blocks, problems);
        current = new BlockBuilder(file, Integer.parseInt(question.group(1)), i + 1);
      } else if (current == null) {
        preamble.add(line);
      } else if (ACCEPTED.matcher(line).matches()) {
        current.startSection(Section.ACCEPTED, "'Accepted Answer'", i + 1, problems);
      } else if (ANSWER.matcher(line).matches()) {
        current.startSection(Section.EXPLANATION, "'Answer'", i + 1, problems);
      } else {
        current.add(line, i + 1);
      }
    }
    finish(current, blocks, problems);
    if (current == null) {
      problems.add(
          new Problem(
              file,
              titleIndex + 1,
              null,
              "no 'Question N' blocks found; a practice test is a title line, then blocks of"
                  + " 'Question N', the question, 'Accepted Answer', the answer, 'Answer', the"
                  + " explanation"));
      return null;
    }
    if (blocks.size() > MAX_QUESTIONS) {
      problems.add(
          new Problem(
              file,
              blocks.get(MAX_QUESTIONS).line(),
              null,
              String.format(
                  Locale.ROOT,
                  "the practice test holds %,d questions, more than %,d: each one's wrong choices"
                      + " are drawn from all the others, so loading it would take too long; split"
                      + " it into several files",
                  blocks.size(),
                  MAX_QUESTIONS)));
      return null;
    }
    if (titleMissing) {
      return null;
    }
    return new PracticeTest(title, titleIndex + 1, paragraphs(preamble, "\n"), blocks);
  }

  private static void finish(
      BlockBuilder block, List<PracticeTest.Block> blocks, List<Problem> problems) {
    if (block != null) {
      PracticeTest.Block done = block.build(problems);
      if (done != null) {
        blocks.add(done);
      }
    }
  }

  /**
   * Index of the first footer line. Footer lines repeat the title, carry a short "Practice Test"
   * banner, page numbers, or occur more than once after the last section header; they are not part
   * of the last explanation. The first paragraph after the last header is never footer: it is the
   * last explanation (or answer), whatever words it uses.
   */
  private static int footerStart(String[] lines, String title) {
    int lastHeader = -1;
    for (int i = 0; i < lines.length; i++) {
      String line = lines[i];
      if (QUESTION.matcher(line).matches()
          || ACCEPTED.matcher(line).matches()
          || ANSWER.matcher(line).matches()) {
        lastHeader = i;
      }
    }
    if (lastHeader < 0) {
      return lines.length;
    }
    Map<String, Integer> counts = new HashMap<>();
    for (int i = lastHeader + 1; i < lines.length; i++) {
      if (!lines[i].isEmpty()) {
        counts.merge(lines[i], 1, Integer::sum);
      }
    }
    int firstParagraphEnd = firstNonBlank(lines, lastHeader + 1);
    if (firstParagraphEnd < 0) {
      return lines.length;
    }
    while (firstParagraphEnd < lines.length && !lines[firstParagraphEnd].isEmpty()) {
      firstParagraphEnd++;
    }
    int start = lines.length;
    for (int i = lines.length - 1; i >= firstParagraphEnd; i--) {
      String line = lines[i];
      boolean footer =
          line.isEmpty()
              || line.equals(title)
              || counts.get(line) > 1
              || PAGE_NUMBER.matcher(line).matches()
              || isBanner(line);
      if (!footer) {
        break;
      }
      start = i;
    }
    return start;
  }

  private static boolean isBanner(String line) {
    return line.length() <= MAX_BANNER_LENGTH
        && PRACTICE_TEST_BANNER.matcher(line).matches()
        && !SENTENCE_PUNCTUATION.matcher(line).find();
  }

  private static int firstNonBlank(String[] lines, int from) {
    for (int i = from; i < lines.length; i++) {
      if (!lines[i].isEmpty()) {
        return i;
      }
    }
    return -1;
  }

  /**
   * Joins lines into text: blank-line runs become one paragraph break, lines inside a paragraph are
   * joined with {@code lineJoin}. Returns null when there is no text.
   */
  static String paragraphs(List<String> lines, String lineJoin) {
    StringBuilder out = new StringBuilder();
    boolean pendingBreak = false;
    for (String line : lines) {
      if (line.isEmpty()) {
        pendingBreak = out.length() > 0;
        continue;
      }
      if (out.length() > 0) {
        out.append(pendingBreak ? "\n\n" : lineJoin);
      }
      out.append(line);
      pendingBreak = false;
    }
    return out.length() == 0 ? null : out.toString();
  }

  /** Collects one block's sections while lines stream past. */
  private static final class BlockBuilder {
    private final Path file;
    private final int number;
    private final int line;
    private final Map<Section, List<String>> text = new HashMap<>();
    private final Map<Section, Integer> firstLine = new HashMap<>();
    private final Map<Section, Integer> headerLine = new HashMap<>();
    private Section section = Section.PROMPT;

    BlockBuilder(Path file, int number, int line) {
      this.file = file;
      this.number = number;
      this.line = line;
      headerLine.put(Section.PROMPT, line);
    }

    void startSection(Section next, String name, int at, List<Problem> problems) {
      if (headerLine.containsKey(next)) {
        problems.add(
            new Problem(file, at, null, "Question " + number + ": " + name + " appears twice"));
      }
      headerLine.putIfAbsent(next, at);
      section = next;
    }

    void add(String content, int at) {
      text.computeIfAbsent(section, s -> new ArrayList<>()).add(content);
      if (!content.isEmpty()) {
        firstLine.putIfAbsent(section, at);
      }
    }

    PracticeTest.Block build(List<Problem> problems) {
      String prompt = joined(Section.PROMPT, "\n");
      // A choice is shown on one line, so a wrapped accepted answer is joined with spaces.
      String answer = joined(Section.ACCEPTED, " ");
      String explanation = joined(Section.EXPLANATION, "\n");
      int before = problems.size();
      if (prompt == null) {
        problems.add(missing("the question text after 'Question " + number + "'"));
      }
      if (!headerLine.containsKey(Section.ACCEPTED)) {
        problems.add(missing("'Accepted Answer'"));
      } else if (answer == null) {
        problems.add(
            new Problem(
                file,
                headerLine.get(Section.ACCEPTED),
                null,
                "Question " + number + ": 'Accepted Answer' is empty"));
      }
      if (!headerLine.containsKey(Section.EXPLANATION)) {
        problems.add(missing("'Answer' (the explanation)"));
      } else if (explanation == null) {
        problems.add(
            new Problem(
                file,
                headerLine.get(Section.EXPLANATION),
                null,
                "Question " + number + ": 'Answer' (the explanation) is empty"));
      }
      if (problems.size() > before) {
        return null;
      }
      return new PracticeTest.Block(
          number,
          line,
          new Located(prompt, firstLine.get(Section.PROMPT)),
          new Located(answer, firstLine.get(Section.ACCEPTED)),
          new Located(explanation, firstLine.get(Section.EXPLANATION)));
    }

    private Problem missing(String what) {
      return new Problem(file, line, null, "Question " + number + ": missing " + what);
    }

    private String joined(Section which, String lineJoin) {
      List<String> lines = text.get(which);
      return lines == null ? null : paragraphs(lines, lineJoin);
    }
  }
}
