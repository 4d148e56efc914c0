package dev.quizbot.i18n;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Checks a padded monospace table (the exam report's code block) by display columns ({@link
 * DisplayWidth}), as a reader's eye sees it: ExamReportTableTest, ReportScreensTest and
 * ExamLanguageE2ETest.
 */
public final class TableColumns {
  private TableColumns() {}

  /** The lines between the code block's fences. */
  public static List<String> rows(String table) {
    assertThat(table).startsWith("```\n").endsWith("\n```");
    List<String> lines = new ArrayList<>(Arrays.asList(table.split("\n")));
    return lines.subList(1, lines.size() - 1);
  }

  /**
   * Cells are separated by two spaces or more; the first is left-aligned, the others right-aligned.
   * So in every row each later cell ends at the same display column, and the first cell ends before
   * the second column's room starts.
   */
  public static void assertAligned(List<String> rows) {
    List<int[]> spans = rows.stream().map(TableColumns::cellSpans).toList();
    int cells = spans.get(0).length / 2;
    for (int r = 0; r < rows.size(); r++) {
      int[] s = spans.get(r);
      assertThat(s.length / 2).as("cells of %s", rows.get(r)).isEqualTo(cells);
      for (int c = 1; c < cells; c++) {
        assertThat(s[2 * c + 1])
            .as("end of column %d in row '%s' (header '%s')", c + 1, rows.get(r), rows.get(0))
            .isEqualTo(spans.get(0)[2 * c + 1]);
      }
    }
    int firstEnd = spans.stream().mapToInt(s -> s[1]).max().orElseThrow();
    int secondStart = spans.stream().mapToInt(s -> s[2]).min().orElseThrow();
    assertThat(firstEnd + 2).as("the topic column's room").isLessThanOrEqualTo(secondStart);
  }

  /** Each cell's start and end display column: {start0, end0, start1, end1, ...}. */
  static int[] cellSpans(String row) {
    List<Integer> spans = new ArrayList<>();
    int col = 0;
    int spaces = 0;
    boolean inCell = false;
    int lastEnd = 0;
    for (int i = 0; i < row.length(); ) {
      int cp = row.codePointAt(i);
      i += Character.charCount(cp);
      if (cp == ' ') {
        spaces++;
        col++;
        if (inCell && spaces >= 2) {
          spans.add(lastEnd);
          inCell = false;
        }
        continue;
      }
      if (!inCell) {
        spans.add(col);
        inCell = true;
      }
      spaces = 0;
      col += DisplayWidth.of(cp);
      lastEnd = col;
    }
    if (inCell) {
      spans.add(lastEnd);
    }
    return spans.stream().mapToInt(Integer::intValue).toArray();
  }
}
