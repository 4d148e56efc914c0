package dev.quizbot.practice;

import dev.quizbot.i18n.DisplayWidth;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Breaks the practice screens' lines to the terminal's width, so a narrow terminal never cuts a
 * word in two and a choice's later lines stay under its text. Columns are display columns ({@link
 * DisplayWidth}: a Japanese character takes two). A line breaks at a space, or before or after a
 * wide character (Japanese has no spaces; not before closing punctuation such as {@code 。}); a word
 * wider than the line is broken hard. Escape sequences (colour) take no column and are never split.
 * Lines after the first are indented like the first one's text: its leading spaces plus a list
 * marker ({@code " a) "}, {@code " 3. "}). A line holding {@code \r} is left alone: it is rewritten
 * in place (the exam's clock).
 */
final class TextWrap {
  /** The width when the terminal does not say (0) or there is none (piped). */
  static final int DEFAULT_WIDTH = 80;

  private static final Pattern MARKER = Pattern.compile("^ *(?:[A-Za-z0-9]{1,3}[).] )?");
  private static final int TAB = 8;
  private static final Unit SPACE = new Unit(" ", 1, true);
  private static final String NO_BREAK_BEFORE = "、。，．・：；？！）」』】〕〉》ー…";

  private TextWrap() {}

  /** Every line of {@code text} broken to at most {@code width} columns. */
  static String wrap(String text, int width) {
    if (width <= 0) {
      width = DEFAULT_WIDTH;
    }
    String[] lines = text.split("\n", -1);
    StringBuilder out = new StringBuilder(text.length() + 16);
    for (int i = 0; i < lines.length; i++) {
      if (i > 0) {
        out.append('\n');
      }
      out.append(String.join("\n", wrapLine(lines[i], width)));
    }
    return out.toString();
  }

  /** One line (no {@code \n}) as the lines it takes at {@code width}. */
  static List<String> wrapLine(String line, int width) {
    List<Unit> units = units(line);
    int total = units.stream().mapToInt(u -> u.width).sum();
    if (total <= width || line.indexOf('\r') >= 0) {
      return List.of(line);
    }
    int prefixEnd = prefixEnd(units);
    int indent = 0;
    for (int i = 0; i < prefixEnd; i++) {
      indent += units.get(i).width;
    }
    if (indent > width / 2) {
      indent = 0; // a deep indent on a narrow terminal would leave no room for the text
    }
    List<String> out = new ArrayList<>();
    int start = 0;
    boolean first = true;
    while (start < units.size()) {
      int col = first ? 0 : indent;
      int endAt = -1; // where this line may end (a break found so far), and where the next starts
      int nextStart = -1;
      int i = start;
      int cut = -1;
      int resume = -1;
      while (i < units.size()) {
        Unit u = units.get(i);
        boolean mayBreak = i > start && (!first || i > prefixEnd);
        if (u.space) {
          int j = i;
          while (j < units.size() && units.get(j).space) {
            j++;
          }
          if (mayBreak) {
            endAt = i;
            nextStart = j;
          }
          col += j - i;
          i = j;
          if (col > width && endAt >= 0) {
            cut = endAt;
            resume = nextStart;
            break;
          }
          continue;
        }
        if (mayBreak && !units.get(i - 1).space && betweenWide(units, i)) {
          endAt = i;
          nextStart = i;
        }
        if (col + u.width > width) {
          if (endAt > start) {
            cut = endAt;
            resume = nextStart;
          } else {
            // no break on this line: a word wider than the line, broken here (one unit at least)
            cut = i == start ? i + 1 : i;
            resume = cut;
          }
          break;
        }
        col += u.width;
        i++;
      }
      if (cut < 0) {
        cut = units.size();
        resume = cut;
      }
      StringBuilder text = new StringBuilder(first ? "" : " ".repeat(indent));
      for (int k = start; k < cut; k++) {
        text.append(units.get(k).text);
      }
      out.add(text.toString());
      while (resume < units.size() && units.get(resume).space) {
        resume++; // a line never starts with the spaces it broke at
      }
      start = resume;
      first = false;
    }
    return out;
  }

  /** A break before unit {@code i}: a wide character on either side, not before 。 and kin. */
  private static boolean betweenWide(List<Unit> units, int i) {
    Unit u = units.get(i);
    if (u.width == 0 || (u.text.length() <= 2 && NO_BREAK_BEFORE.contains(u.text))) {
      return false;
    }
    for (int k = i - 1; k >= 0; k--) {
      Unit before = units.get(k);
      if (before.width > 0) {
        return u.width == 2 || before.width == 2;
      }
    }
    return false;
  }

  /** The units of the first line's hanging prefix: leading spaces and a list marker. */
  private static int prefixEnd(List<Unit> units) {
    StringBuilder visible = new StringBuilder();
    List<Integer> unitOfChar = new ArrayList<>();
    for (int i = 0; i < units.size() && visible.length() < 16; i++) {
      Unit u = units.get(i);
      if (u.width > 0 || u.space) {
        visible.append(u.text);
        for (int c = 0; c < u.text.length(); c++) {
          unitOfChar.add(i);
        }
      }
    }
    Matcher m = MARKER.matcher(visible);
    if (!m.find() || m.end() == 0) {
      return 0;
    }
    return unitOfChar.get(m.end() - 1) + 1;
  }

  /**
   * The line as code points and escape sequences, each with its columns; a tab as the spaces the
   * terminal would show for it (to the next multiple of 8 columns).
   */
  private static List<Unit> units(String line) {
    List<Unit> units = new ArrayList<>(line.length());
    int col = 0;
    int i = 0;
    while (i < line.length()) {
      char c = line.charAt(i);
      if (c == '\u001b') {
        int end = escapeEnd(line, i);
        units.add(new Unit(line.substring(i, end), 0, false));
        i = end;
        continue;
      }
      if (c == '\t') {
        for (int k = TAB - col % TAB; k > 0; k--) {
          units.add(SPACE);
          col++;
        }
        i++;
        continue;
      }
      int cp = line.codePointAt(i);
      int n = Character.charCount(cp);
      Unit u = new Unit(line.substring(i, i + n), DisplayWidth.of(cp), cp == ' ');
      units.add(u);
      col += u.width;
      i += n;
    }
    return units;
  }

  /** The end of the escape sequence at {@code i}: CSI (ESC [ ... final byte) or ESC and one. */
  private static int escapeEnd(String line, int i) {
    if (i + 1 < line.length() && line.charAt(i + 1) == '[') {
      int j = i + 2;
      while (j < line.length() && (line.charAt(j) < 0x40 || line.charAt(j) > 0x7e)) {
        j++;
      }
      return Math.min(line.length(), j + 1);
    }
    return Math.min(line.length(), i + 2);
  }

  private record Unit(String text, int width, boolean space) {}
}
