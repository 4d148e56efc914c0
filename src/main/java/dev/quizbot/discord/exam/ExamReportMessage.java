package dev.quizbot.discord.exam;

import dev.quizbot.discord.report.ReportIds;
import dev.quizbot.discord.review.ReviewSessions;
import dev.quizbot.exam.ExamReport;
import dev.quizbot.exam.ReportQuestion;
import dev.quizbot.i18n.Texts;
import java.awt.Color;
import java.util.ArrayList;
import java.util.List;
import net.dv8tion.jda.api.EmbedBuilder;
import net.dv8tion.jda.api.components.actionrow.ActionRow;
import net.dv8tion.jda.api.components.buttons.Button;
import net.dv8tion.jda.api.entities.Message;
import net.dv8tion.jda.api.entities.MessageEmbed;
import net.dv8tion.jda.api.utils.AttachedFile;
import net.dv8tion.jda.api.utils.AttachmentUpdate;
import net.dv8tion.jda.api.utils.FileUpload;
import net.dv8tion.jda.api.utils.messages.MessageCreateBuilder;
import net.dv8tion.jda.api.utils.messages.MessageCreateData;
import net.dv8tion.jda.api.utils.messages.MessageEditBuilder;
import net.dv8tion.jda.api.utils.messages.MessageEditData;

/**
 * The report as a Discord message: a summary embed (score, pass or fail, time, change since the
 * previous attempt, the per-topic table, questions marked for review, the chart, the next step), a
 * page of the missed questions with their correct answer and explanation, and one small embed per
 * picture of those questions ({@link ExamReportPictures}, at most {@link #PER_PAGE}: 5 embeds of
 * Discord's 10); ◀ ▶ buttons edit the page in place (the chart, already uploaded, stays; the
 * pictures are swapped), each missed question has its 🚩 Report button.
 */
final class ExamReportMessage {

  static final int PER_PAGE = 3;
  private static final Color PASSED = new Color(0x57, 0xF2, 0x87);
  private static final Color FAILED = new Color(0xED, 0x42, 0x45);

  private final ExamChart chart = new ExamChart();

  /** The whole report with its chart, the missed questions' first page and their pictures. */
  MessageCreateData create(Texts t, ExamReport report) {
    ExamReportPictures.Page pictures = pictures(t, report, 0);
    List<FileUpload> files = new ArrayList<>();
    files.add(chartUpload(t, report));
    files.addAll(pictures.files());
    return new MessageCreateBuilder()
        .setEmbeds(embeds(t, report, 0, pictures))
        .setFiles(files)
        .setComponents(components(t, report, 0))
        .build();
  }

  /**
   * Another page of the missed questions, for the report message pressed ({@code shown}: its
   * attachments): the edit's attachments keep the chart already uploaded (by its id) and name
   * exactly this page's pictures, so the previous page's are dropped. A chart not found on the
   * message (renamed) is uploaded again rather than lost.
   */
  MessageEditData pageEdit(Texts t, ExamReport report, int page, List<Message.Attachment> shown) {
    int p = Math.max(0, Math.min(page, pages(report) - 1));
    ExamReportPictures.Page pictures = pictures(t, report, p);
    String chartName = ExamChart.fileName(report.exam().examId());
    List<AttachedFile> files = new ArrayList<>();
    shown.stream()
        .filter(a -> chartName.equals(a.getFileName()))
        .findFirst()
        .ifPresentOrElse(
            a -> files.add(AttachmentUpdate.fromAttachment(a)),
            () -> files.add(chartUpload(t, report)));
    files.addAll(pictures.files());
    return new MessageEditBuilder()
        .setEmbeds(embeds(t, report, p, pictures))
        .setAttachments(files)
        .setComponents(components(t, report, p))
        .build();
  }

  private FileUpload chartUpload(Texts t, ExamReport report) {
    return FileUpload.fromData(chart.render(t, report), ExamChart.fileName(report.exam().examId()));
  }

  private static List<MessageEmbed> embeds(
      Texts t, ExamReport report, int page, ExamReportPictures.Page pictures) {
    List<MessageEmbed> embeds = new ArrayList<>();
    embeds.add(summary(t, report));
    embeds.add(page(t, report, page));
    embeds.addAll(pictures.embeds());
    return embeds;
  }

  /** The pictures of page {@code page}'s missed questions: at most {@link #PER_PAGE} embeds. */
  private static ExamReportPictures.Page pictures(Texts t, ExamReport r, int page) {
    List<ReportQuestion> missed = r.missed();
    int from = Math.min(missed.size(), page * PER_PAGE);
    int to = Math.min(missed.size(), (page + 1) * PER_PAGE);
    return ExamReportPictures.of(t, missed.subList(from, to), r.passed() ? PASSED : FAILED);
  }

  /**
   * Whether {@code message} is a report of exam {@code examId}: its chart's name, or failing that
   * (a renamed upload) its page buttons.
   */
  static boolean isReportOf(Message message, long examId) {
    String chart = ExamChart.fileName(examId);
    if (message.getAttachments().stream().anyMatch(a -> chart.equals(a.getFileName()))) {
      return true;
    }
    String pages = ExamIds.page(examId, 0);
    String prefix = pages.substring(0, pages.lastIndexOf(':') + 1);
    return message.getComponentTree().findAll(Button.class).stream()
        .anyMatch(b -> b.getCustomId() != null && b.getCustomId().startsWith(prefix));
  }

  static int pages(ExamReport report) {
    return Math.max(1, (report.missed().size() + PER_PAGE - 1) / PER_PAGE);
  }

  private static MessageEmbed summary(Texts t, ExamReport r) {
    EmbedBuilder embed =
        new EmbedBuilder()
            .setColor(r.passed() ? PASSED : FAILED)
            .setTitle(ExamReportTexts.title(t, r))
            .setDescription(ExamReportTexts.summary(t, r))
            .addField(t.get("exam.report.topicsField"), ExamReportTexts.topicTable(t, r), false)
            .setImage("attachment://" + ExamChart.fileName(r.exam().examId()));
    if (!r.flagged().isEmpty()) {
      embed.addField(t.get("exam.report.markedField"), ExamReportTexts.flagged(t, r), false);
    }
    return embed.build();
  }

  private static MessageEmbed page(Texts t, ExamReport r, int page) {
    EmbedBuilder embed = new EmbedBuilder().setColor(r.passed() ? PASSED : FAILED);
    List<ReportQuestion> missed = r.missed();
    if (missed.isEmpty()) {
      return embed.setDescription(t.get("exam.report.allRight")).build();
    }
    embed.setTitle(ExamReportTexts.missedTitle(t, page, pages(r), missed.size()));
    for (int i = page * PER_PAGE; i < Math.min(missed.size(), (page + 1) * PER_PAGE); i++) {
      ReportQuestion q = missed.get(i);
      embed.addField(ExamReportTexts.missedName(t, q), ExamReportTexts.missedValue(t, q), false);
    }
    return embed.build();
  }

  /**
   * The report's buttons: ◀ ▶ when the missed questions take several pages; 🚩 Report for each
   * missed question on this page (the report feature's form, with the member's final answer); and
   * the next step: "Review now" (the wrong answers are due in the member's review at once) and
   * "Start another exam".
   */
  private static List<ActionRow> components(Texts t, ExamReport r, int page) {
    int pages = pages(r);
    long exam = r.exam().examId();
    List<ActionRow> rows = new ArrayList<>();
    if (pages > 1) {
      rows.add(
          ActionRow.of(
              Button.secondary(ExamIds.page(exam, page - 1), t.get("exam.report.previous"))
                  .withDisabled(page == 0),
              Button.secondary(ExamIds.page(exam, page + 1), t.get("exam.report.nextPage"))
                  .withDisabled(page >= pages - 1)));
    }
    List<ReportQuestion> missed = r.missed();
    List<Button> reportButtons = new ArrayList<>();
    for (int i = page * PER_PAGE; i < Math.min(missed.size(), (page + 1) * PER_PAGE); i++) {
      ReportQuestion q = missed.get(i);
      q.question()
          .ifPresent(
              question ->
                  reportButtons.add(
                      ReportIds.forStudy(
                          question,
                          q.item().choice(),
                          t.get("exam.report.reportButton", ExamTexts.ref(t, q.item().index())))));
    }
    if (!reportButtons.isEmpty()) {
      rows.add(ActionRow.of(reportButtons));
    }
    List<Button> next = new ArrayList<>();
    if (ExamReportTexts.hasWrongAnswers(r)) {
      next.add(ReviewSessions.startHereButton(r.exam().memberId(), t.get("exam.report.reviewNow")));
    }
    next.add(Button.secondary(ExamIds.again(exam), t.get("exam.report.again")));
    rows.add(ActionRow.of(next));
    return rows;
  }
}
