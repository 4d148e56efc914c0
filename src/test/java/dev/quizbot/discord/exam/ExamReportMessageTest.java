package dev.quizbot.discord.exam;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.bank.Question;
import dev.quizbot.exam.Exam;
import dev.quizbot.exam.ExamItem;
import dev.quizbot.exam.ExamReport;
import dev.quizbot.exam.ExamStatus;
import dev.quizbot.exam.ReportChange;
import dev.quizbot.exam.ReportQuestion;
import dev.quizbot.exam.SubmittedBy;
import dev.quizbot.exam.TopicResult;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import net.dv8tion.jda.api.entities.MessageEmbed;
import net.dv8tion.jda.api.utils.messages.MessageCreateData;
import net.dv8tion.jda.api.utils.messages.MessageEditData;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

final class ExamReportMessageTest {

  private static final Instant T0 = Instant.parse("2026-03-02T12:00:00Z");

  /** 60 questions, all missed and flagged, every text at Discord's longest, 12 long topics. */
  private static ExamReport worstCase() {
    String longText = "x".repeat(4_000);
    List<ReportQuestion> all = new ArrayList<>();
    List<TopicResult> topics = new ArrayList<>();
    for (int t = 0; t < 12; t++) {
      topics.add(new TopicResult("a-rather-long-topic-name-" + t, 0, 5));
    }
    for (int i = 0; i < 60; i++) {
      Question q =
          new Question(
              "q" + i,
              "d",
              "a-rather-long-topic-name-" + (i % 12),
              longText,
              List.of(longText, "b", "c", "d"),
              0,
              longText,
              null,
              null,
              null);
      ExamItem item =
          new ExamItem(
              i,
              q.id(),
              q.topic(),
              OptionalInt.of(1),
              Optional.of(T0),
              true,
              false,
              Optional.of(false));
      all.add(new ReportQuestion(item, Optional.of(q)));
    }
    Exam exam =
        new Exam(
            7,
            1,
            "d",
            60,
            90,
            1.5,
            70,
            T0,
            T0.plusSeconds(8_100),
            0,
            ExamStatus.SUBMITTED,
            Optional.of(T0.plusSeconds(8_100)),
            Optional.of(SubmittedBy.TIME_UP),
            OptionalInt.of(0));
    Exam previous =
        new Exam(
            6,
            1,
            "d",
            60,
            90,
            1.0,
            70,
            T0.minusSeconds(86_400),
            T0,
            0,
            ExamStatus.SUBMITTED,
            Optional.of(T0),
            Optional.of(SubmittedBy.MEMBER),
            OptionalInt.of(30));
    return new ExamReport(
        exam, "T".repeat(300), topics, all, all, Optional.of(new ReportChange(previous, topics)));
  }

  @Test
  @DisplayName("the longest report fits Discord's embed limits on every page in every language")
  void withinEmbedLimits() {
    for (java.util.Locale language : dev.quizbot.i18n.Texts.SUPPORTED) {
      withinEmbedLimits(dev.quizbot.i18n.Texts.of(language));
    }
  }

  @Test
  @DisplayName("the Japanese chart decodes as PNG and its font has every glyph it draws")
  void japaneseChart() {
    dev.quizbot.i18n.Texts ja = dev.quizbot.i18n.Texts.of(java.util.Locale.JAPANESE);
    List<String> drawn =
        dev.quizbot.leaderboard.DrawnGlyphs.drawnAndShown(
            () -> new ExamChart().render(ja, worstCase()));
    assertThat(drawn)
        .contains(ja.get("exam.report.chartTitle"), ja.get("exam.report.total"), ja.percent(1));
  }

  /** Pixels of exactly {@code color} on row {@code y} of the plot, between LEFT and RIGHT. */
  private static int pixelsOn(java.awt.image.BufferedImage image, int y, java.awt.Color color) {
    int n = 0;
    for (int x = ExamChart.LEFT; x <= ExamChart.RIGHT; x++) {
      n += (image.getRGB(x, y) & 0xFFFFFF) == (color.getRGB() & 0xFFFFFF) ? 1 : 0;
    }
    return n;
  }

  @Test
  @DisplayName(
      "the chart's pass line: a dashed line of the pass colour across the plot at 70 %, and the"
          + " row holding most of that colour is the line's")
  void passLineAtThePassMark() throws java.io.IOException {
    // every topic 0 right: no bar reaches up to the line
    java.awt.image.BufferedImage image =
        javax.imageio.ImageIO.read(
            new java.io.ByteArrayInputStream(
                new ExamChart()
                    .render(dev.quizbot.i18n.Texts.of(java.util.Locale.ENGLISH), worstCase())));
    assertThat(worstCase().exam().passPercent()).isEqualTo(70);
    int lineY = ExamChart.BOTTOM - (int) Math.round(0.70 * (ExamChart.BOTTOM - ExamChart.TOP));
    int width = ExamChart.RIGHT - ExamChart.LEFT;
    // dashes of 8 on, 6 off, 2 px thick: more than half of the plot's width on the line's row
    int onLine =
        Math.max(
            pixelsOn(image, lineY - 1, ExamChart.PASS), pixelsOn(image, lineY, ExamChart.PASS));
    assertThat(onLine).isGreaterThan(width / 2).isLessThan(width); // dashed, not solid
    int best = -1;
    int most = 0;
    for (int y = 0; y < image.getHeight(); y++) {
      int n = pixelsOn(image, y, ExamChart.PASS);
      if (n > most) {
        most = n;
        best = y;
      }
    }
    assertThat(best).isBetween(lineY - 1, lineY);
    // at 30 % or 50 % there is none of it (the grid's middle line is another colour)
    int at50 = ExamChart.BOTTOM - (ExamChart.BOTTOM - ExamChart.TOP) / 2;
    assertThat(pixelsOn(image, at50, ExamChart.PASS)).isZero();
  }

  /** {@link #worstCase()} with every question showing {@code picture} (its folder's file). */
  private static ExamReport withPictures(java.nio.file.Path picture) {
    ExamReport r = worstCase();
    List<ReportQuestion> missed = new ArrayList<>();
    for (ReportQuestion q : r.missed()) {
      Question p = q.question().orElseThrow();
      Question withImage =
          new Question(
              p.id(),
              p.deckId(),
              p.topic(),
              p.prompt(),
              p.choices(),
              p.answerIndex(),
              p.explanation(),
              null,
              null,
              null,
              false,
              null,
              0,
              new dev.quizbot.bank.QuestionImage(
                  picture, "same-name.png", dev.quizbot.bank.QuestionImage.Type.PNG));
      missed.add(new ReportQuestion(q.item(), Optional.of(withImage)));
    }
    return new ExamReport(r.exam(), r.deckTitle(), r.topics(), missed, missed, r.change());
  }

  @Test
  @DisplayName(
      "every missed question with a picture: a picture embed each, uploads named apart,"
          + " still within Discord's limits on every page")
  void picturesOnEveryPage(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir)
      throws java.io.IOException {
    java.nio.file.Path picture = dir.resolve("p.png");
    java.nio.file.Files.write(picture, new byte[] {(byte) 0x89, 'P', 'N', 'G', 1, 2, 3});
    ExamReport report = withPictures(picture);
    for (java.util.Locale language : dev.quizbot.i18n.Texts.SUPPORTED) {
      dev.quizbot.i18n.Texts texts = dev.quizbot.i18n.Texts.of(language);
      MessageCreateData message = new ExamReportMessage().create(texts, report);
      // the chart keeps its name (ExamDelivery recognises a sent report by it), then Q1..Q3's
      assertThat(message.getFiles())
          .extracting(net.dv8tion.jda.api.utils.FileUpload::getName)
          .containsExactly(
              ExamChart.fileName(7), "q1-same-name.png", "q2-same-name.png", "q3-same-name.png");
      assertThat(message.getEmbeds()).hasSize(5);
      assertThat(message.getEmbeds().get(2).getImage().getUrl())
          .isEqualTo("attachment://q1-same-name.png");
      assertThat(message.getEmbeds().get(2).getTitle())
          .isEqualTo(texts.get("exam.report.pictureTitle", "1"))
          .contains("1")
          .doesNotContain("{0}");
      for (int page = 0; page < ExamReportMessage.pages(report); page++) {
        MessageEditData edit = new ExamReportMessage().pageEdit(texts, report, page, List.of());
        List<MessageEmbed> embeds = edit.getEmbeds();
        assertThat(embeds).hasSize(5);
        int total = embeds.stream().mapToInt(MessageEmbed::getLength).sum();
        assertThat(total).as("page %d", page).isLessThanOrEqualTo(6_000);
        embeds.forEach(e -> assertThat(e.isSendable()).isTrue());
        // no chart on the pressed message: uploaded again with this page's three pictures
        assertThat(edit.getFiles()).hasSize(4);
        int first = page * ExamReportMessage.PER_PAGE + 1;
        assertThat(embeds.get(2).getImage().getUrl())
            .isEqualTo("attachment://q" + first + "-same-name.png");
      }
    }
  }

  @Test
  @DisplayName("a picture file gone since load: the report goes without it (chart only)")
  void pictureGone(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) {
    ExamReport report = withPictures(dir.resolve("gone.png"));
    dev.quizbot.i18n.Texts texts = dev.quizbot.i18n.Texts.of(java.util.Locale.ENGLISH);
    MessageCreateData message = new ExamReportMessage().create(texts, report);
    assertThat(message.getFiles())
        .extracting(net.dv8tion.jda.api.utils.FileUpload::getName)
        .containsExactly(ExamChart.fileName(7));
    assertThat(message.getEmbeds()).hasSize(2);
  }

  private void withinEmbedLimits(dev.quizbot.i18n.Texts texts) {
    ExamReport report = worstCase();
    MessageCreateData message = new ExamReportMessage().create(texts, report);
    assertThat(message.getFiles()).hasSize(1);
    assertThat(ExamReportMessage.pages(report)).isEqualTo(20);
    for (int page = 0; page < ExamReportMessage.pages(report); page++) {
      List<MessageEmbed> embeds =
          new ExamReportMessage().pageEdit(texts, report, page, List.of()).getEmbeds();
      int total = embeds.stream().mapToInt(MessageEmbed::getLength).sum();
      assertThat(total).as("page %d", page).isLessThanOrEqualTo(6_000);
      for (MessageEmbed embed : embeds) {
        assertThat(embed.isSendable()).isTrue();
        embed.getFields().forEach(f -> assertThat(f.getValue().length()).isLessThanOrEqualTo(1024));
      }
    }
  }
}
