package dev.quizbot.discord.exam;

import dev.quizbot.discord.QuestionPictures;
import dev.quizbot.exam.ReportQuestion;
import dev.quizbot.i18n.Texts;
import java.awt.Color;
import java.util.ArrayList;
import java.util.List;
import net.dv8tion.jda.api.EmbedBuilder;
import net.dv8tion.jda.api.entities.MessageEmbed;
import net.dv8tion.jda.api.utils.FileUpload;

/**
 * The pictures of the missed questions one report page lists: per question with a picture, a small
 * embed titled with its number that shows the upload. The upload is named {@code q<number>-<name>}:
 * two questions on a page may have pictures of the same file name (decks in different folders), and
 * Discord resolves {@code attachment://} to the first attachment of that name. The chart's name
 * ({@code exam-report-<exam>.png}) starts otherwise, so it is never shadowed either. Files are read
 * when the message is built ({@link QuestionPictures#of}: a file gone since is one WARN and the
 * page goes without that picture).
 */
final class ExamReportPictures {

  /** The embeds to add after the page's and the files they show, in the same order. */
  record Page(List<MessageEmbed> embeds, List<FileUpload> files) {}

  private ExamReportPictures() {}

  /** The pictures of {@code questions} (the page's missed questions, in the order listed). */
  static Page of(Texts t, List<ReportQuestion> questions, Color color) {
    List<MessageEmbed> embeds = new ArrayList<>();
    List<FileUpload> files = new ArrayList<>();
    for (ReportQuestion q : questions) {
      if (q.question().isEmpty()) {
        continue;
      }
      String number = String.valueOf(q.item().index() + 1);
      QuestionPictures.of(q.question().get())
          .ifPresent(
              p -> {
                String name = "q" + number + "-" + p.name();
                embeds.add(
                    new EmbedBuilder()
                        .setColor(color)
                        .setTitle(t.get("exam.report.pictureTitle", number))
                        .setImage("attachment://" + name)
                        .build());
                files.add(FileUpload.fromData(p.bytes(), name));
              });
    }
    return new Page(List.copyOf(embeds), List.copyOf(files));
  }
}
