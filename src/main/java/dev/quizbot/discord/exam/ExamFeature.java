package dev.quizbot.discord.exam;

import dev.quizbot.bank.QuestionBank;
import dev.quizbot.discord.CommandExecutor;
import dev.quizbot.discord.RequestPacer;
import dev.quizbot.discord.SlashCommand;
import dev.quizbot.discord.review.ButtonWork;
import dev.quizbot.exam.ExamLanguages;
import dev.quizbot.exam.ExamReportDms;
import dev.quizbot.exam.ExamService;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.function.Supplier;
import net.dv8tion.jda.api.hooks.EventListener;

/**
 * The Discord side of the mock exam, built by the wiring from {@link ExamService}: {@code /exam},
 * the exam's buttons and select menu, the report DMs and the deadline ticker.
 */
public final class ExamFeature {

  private final ExamCommand command;
  private final List<EventListener> listeners;
  private final ExamTicker ticker;

  /**
   * @param executor the slash commands' executor; presses run there too
   * @param wallClock the real time, to measure a press's age against Discord's 3 s
   * @param languages each exam's member's language, for the report sent when the time is up
   */
  public ExamFeature(
      ExamService service,
      ExamReportDms dms,
      Supplier<QuestionBank> bank,
      CommandExecutor executor,
      RequestPacer pacer,
      Clock wallClock,
      Duration tickInterval,
      ExamLanguages languages) {
    ExamReportMessage reports = new ExamReportMessage();
    ExamDelivery delivery = new ExamDelivery(reports, pacer, languages);
    ticker = new ExamTicker(service, delivery, dms, tickInterval);
    command = new ExamCommand(service, bank, reports, ticker::tickSoon, languages);
    ButtonWork work = new ButtonWork(executor, wallClock);
    listeners =
        List.of(new ExamButtons(new ExamPresses(service, reports, languages), work), delivery);
  }

  public List<SlashCommand> commands() {
    return List.of(command);
  }

  /** The buttons' and menu's listener and the report sender (it learns JDA from READY). */
  public List<EventListener> listeners() {
    return listeners;
  }

  /** Start it once Discord is ready; close it at stop. */
  public ExamTicker ticker() {
    return ticker;
  }
}
