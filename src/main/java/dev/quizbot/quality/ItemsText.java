package dev.quizbot.quality;

import dev.quizbot.i18n.DisplayWidth;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** The plain-text table of {@code quizbot items}: one line per question, worst first. */
public final class ItemsText {
  private ItemsText() {}

  private static final int MAX_CHOICE = 40;

  public static String render(List<ItemStats> items, int minAnswers) {
    List<String[]> rows = new ArrayList<>();
    rows.add(
        new String[] {"QUESTION", "ANSWERS", "FACILITY", "DISCR", "REPORTS", "FLAGS", "FILE:LINE"});
    int flagged = 0;
    for (ItemStats s : items) {
      boolean judged = !s.flags().contains(ItemFlag.TOO_FEW_ANSWERS);
      if (judged && !s.flags().isEmpty()) {
        flagged++;
      }
      rows.add(
          new String[] {
            s.question().id() + (s.question().retired() ? " (retired)" : ""),
            Integer.toString(s.answers()),
            s.facility() == null ? "-" : percent(s.facility()),
            s.discrimination() == null
                ? "-"
                : String.format(Locale.ROOT, "%.2f", s.discrimination()),
            Integer.toString(s.reports().count()),
            flags(s),
            s.question().location()
          });
    }
    int[] widths = new int[rows.get(0).length];
    for (String[] row : rows) {
      for (int i = 0; i < row.length; i++) {
        widths[i] = Math.max(widths[i], DisplayWidth.of(row[i]));
      }
    }
    StringBuilder out = new StringBuilder();
    for (String[] row : rows) {
      StringBuilder line = new StringBuilder();
      for (int i = 0; i < row.length; i++) {
        boolean numeric = i >= 1 && i <= 4;
        String cell = row[i];
        String pad = " ".repeat(widths[i] - DisplayWidth.of(cell));
        line.append(numeric ? pad + cell : cell + (i == row.length - 1 ? "" : pad));
        if (i < row.length - 1) {
          line.append("  ");
        }
      }
      out.append(line.toString().stripTrailing()).append('\n');
    }
    out.append(items.size())
        .append(" questions, ")
        .append(flagged)
        .append(" flagged (questions with fewer than ")
        .append(minAnswers)
        .append(" first attempts are not judged)\n");
    return out.toString();
  }

  static String percent(double share) {
    return String.format(Locale.ROOT, "%.0f %%", share * 100);
  }

  /** The item's flags; a choice's flag names the choice. */
  private static String flags(ItemStats s) {
    List<String> parts = new ArrayList<>();
    for (ItemFlag flag : s.flags()) {
      List<String> choices = new ArrayList<>();
      for (ChoiceStats c : s.choices()) {
        if (c.flags().contains(flag)) {
          choices.add("\"" + shorten(c.text()) + "\"");
        }
      }
      parts.add(choices.isEmpty() ? flag.label() : flag.label() + " " + String.join(", ", choices));
    }
    return parts.isEmpty() ? "-" : String.join("; ", parts);
  }

  /** One line, no control characters (a deck's text must not steer the terminal), at most 40. */
  static String shorten(String text) {
    String flat = text.replaceAll("\\p{Cntrl}+", " ").strip();
    return flat.length() <= MAX_CHOICE ? flat : flat.substring(0, MAX_CHOICE - 1) + "…";
  }
}
