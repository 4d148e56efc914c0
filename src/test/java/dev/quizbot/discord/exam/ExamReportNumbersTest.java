package dev.quizbot.discord.exam;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.exam.ExamReport;
import dev.quizbot.exam.ExamSummary;
import dev.quizbot.i18n.TableColumns;
import dev.quizbot.i18n.Texts;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The exam report's percents are in the member's language (issue 21): Java's German percent format
 * puts a no-break space before the sign ("60 %"), English and Japanese none ("60%"); the score, the
 * pass mark, the change since the previous attempt, the per-topic table and the history line all
 * take it from {@link Texts#wholePercent}, none builds "%" by hand.
 */
final class ExamReportNumbersTest {
  private static final String NBSP = "\u00a0";

  /** 12 of 20 right (60 %), pass mark 70 %, the previous attempt also 12 of 20. */
  private static final ExamReport REPORT = ExamReportTableTest.japaneseTopics();

  @Test
  @DisplayName("German report: score, pass mark and change read '60 %' and '70 %'")
  void germanSummary() {
    String summary = ExamReportTexts.summary(Texts.of(Locale.GERMAN), REPORT);

    assertThat(summary)
        .contains("**Ergebnis: 12/20 (60" + NBSP + "%)**")
        .contains("Bestehensgrenze 70" + NBSP + "% (")
        .contains("(60" + NBSP + "% → 60" + NBSP + "%)");
  }

  @Test
  @DisplayName("Japanese report: the percents carry no space ('60%'), as Japanese writes them")
  void japaneseSummary() {
    String summary = ExamReportTexts.summary(Texts.of(Locale.JAPANESE), REPORT);

    assertThat(summary)
        .contains("**得点: 12/20（60%）**")
        .contains("合格ライン 70%（")
        .contains("（60% → 60%）")
        .doesNotContain(" %");
  }

  @Test
  @DisplayName("English report keeps '60%' and 'pass mark 70%'")
  void englishSummary() {
    String summary = ExamReportTexts.summary(Texts.english(), REPORT);

    assertThat(summary)
        .contains("**Score: 12/20 (60%)**")
        .contains("pass mark 70% (")
        .contains("(60% → 60%)");
  }

  @Test
  @DisplayName("German per-topic table: '100 %' and '60 %' cells, the column as wide as '100 %'")
  void germanTable() {
    List<String> rows =
        TableColumns.rows(ExamReportTexts.topicTable(Texts.of(Locale.GERMAN), REPORT));

    assertThat(rows.get(1)).endsWith("3/5   60" + NBSP + "%     +40");
    assertThat(rows.get(2)).contains("5/5  100" + NBSP + "%");
    TableColumns.assertAligned(rows);
  }

  @Test
  @DisplayName("German history line and the chart's pass line use the German percent")
  void germanHistoryAndPassLine() {
    Texts de = Texts.of(Locale.GERMAN);

    String line = ExamReportTexts.historyLine(de, new ExamSummary(REPORT.exam(), "Deck"));

    assertThat(line).contains("12/20 (60" + NBSP + "%) ❌ nicht bestanden");
    assertThat(ExamReportTexts.passLine(de, 70)).isEqualTo("Bestehensgrenze 70" + NBSP + "%");
  }
}
