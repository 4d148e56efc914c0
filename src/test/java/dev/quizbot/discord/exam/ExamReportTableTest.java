package dev.quizbot.discord.exam;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.exam.Exam;
import dev.quizbot.exam.ExamReport;
import dev.quizbot.exam.ExamStatus;
import dev.quizbot.exam.ReportChange;
import dev.quizbot.exam.SubmittedBy;
import dev.quizbot.i18n.DisplayWidth;
import dev.quizbot.i18n.TableColumns;
import dev.quizbot.i18n.Texts;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The report's per-topic code block: its columns line up in display columns, in every language. */
final class ExamReportTableTest {
  private static final Instant T0 = Instant.parse("2026-03-02T12:00:00Z");

  private static Exam exam(long id, Instant started) {
    return new Exam(
        id,
        1,
        "d",
        20,
        30,
        1.0,
        70,
        started,
        started.plusSeconds(1_800),
        0,
        ExamStatus.SUBMITTED,
        Optional.of(started.plusSeconds(1_800)),
        Optional.of(SubmittedBy.MEMBER),
        OptionalInt.of(12));
  }

  /** Japanese topics (two columns a character), a Latin one, one too long, one new since. */
  static ExamReport japaneseTopics() {
    List<dev.quizbot.exam.TopicResult> now =
        List.of(
            new dev.quizbot.exam.TopicResult("分散学習", 3, 5),
            new dev.quizbot.exam.TopicResult("通信", 5, 5),
            new dev.quizbot.exam.TopicResult("memory", 4, 5),
            new dev.quizbot.exam.TopicResult("集団通信ライブラリとトポロジーの最適化", 0, 5));
    List<dev.quizbot.exam.TopicResult> before =
        List.of(
            new dev.quizbot.exam.TopicResult("分散学習", 1, 5),
            new dev.quizbot.exam.TopicResult("通信", 5, 5),
            new dev.quizbot.exam.TopicResult("memory", 5, 5));
    return new ExamReport(
        exam(9, T0),
        "分散学習デッキ",
        now,
        List.of(),
        List.of(),
        Optional.of(new ReportChange(exam(8, T0.minusSeconds(86_400)), before)));
  }

  @Test
  @DisplayName("Japanese topics and headers: every row's columns end at the same display column")
  void japaneseAligned() {
    String table = ExamReportTexts.topicTable(Texts.of(Locale.JAPANESE), japaneseTopics());

    List<String> rows = TableColumns.rows(table);
    // the header and four topics, the long topic shortened to 22 columns
    assertThat(rows).hasSize(5);
    assertThat(rows.get(0)).startsWith("トピック").contains("正解").contains("変化");
    assertThat(rows.get(4)).startsWith("集団通信ライブラリと…");
    TableColumns.assertAligned(rows);
    // hand-counted: the topic column is 21 wide (the shortened topic), then "  " + 5, "  " + 4,
    // "  " + 6: every row is 42 columns, "分散学習" padded with 13 spaces
    assertThat(rows.get(1)).isEqualTo("分散学習" + " ".repeat(13) + "    3/5   60%     +40");
    assertThat(rows).allSatisfy(r -> assertThat(DisplayWidth.of(r)).isEqualTo(42));
  }

  @Test
  @DisplayName("English and German headers (Richtig is wider than 12/15) align the same way")
  void otherLanguagesAligned() {
    for (Locale language : Texts.SUPPORTED) {
      List<String> rows =
          TableColumns.rows(ExamReportTexts.topicTable(Texts.of(language), japaneseTopics()));
      assertThat(rows).as("%s", language).hasSize(5);
      TableColumns.assertAligned(rows);
    }
  }
}
