package dev.quizbot.discord.exam;

import dev.quizbot.bank.QuestionBank;
import dev.quizbot.discord.ComponentHandler;
import dev.quizbot.discord.RequestPacer;
import dev.quizbot.discord.SlashCommand;
import dev.quizbot.exam.ExamLanguages;
import dev.quizbot.exam.ExamReportDms;
import dev.quizbot.exam.ExamService;
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
  private final List<ComponentHandler<?, ?>> buttons;
  private final ExamTicker ticker;

  /**
   * @param languages each exam's member's language, for the report sent when the time is up
   */
  public ExamFeature(
      ExamService service,
      ExamReportDms dms,
      Supplier<QuestionBank> bank,
      RequestPacer pacer,
      Duration tickInterval,
      ExamLanguages languages) {
    ExamReportMessage reports = new ExamReportMessage();
    ExamDelivery delivery = new ExamDelivery(reports, pacer, languages);
    ticker = new ExamTicker(service, delivery, dms, tickInterval);
    command = new ExamCommand(service, bank, reports, ticker::tickSoon, languages);
    buttons = List.of(new ExamButtons(new ExamPresses(service, reports, languages)));
    listeners = List.of(delivery);
  }

  public List<SlashCommand> commands() {
    return List.of(command);
  }

  /** The report sender (it learns JDA from READY). */
  public List<EventListener> listeners() {
    return listeners;
  }

  /** The buttons' and menu's handler, for the component router. */
  public List<ComponentHandler<?, ?>> buttons() {
    return buttons;
  }

  /** Start it once Discord is ready; close it at stop. */
  public ExamTicker ticker() {
    return ticker;
  }
}
