package dev.quizbot.discord.exam;

import dev.quizbot.exam.ExamReport;
import net.dv8tion.jda.api.utils.messages.MessageCreateData;

/** The report message as the bot builds it, chart included, for benchmarks and tests. */
public final class ExamReportRender {

  private final ExamReportMessage reports = new ExamReportMessage();

  public MessageCreateData render(ExamReport report) {
    return reports.create(dev.quizbot.i18n.Texts.english(), report);
  }
}
