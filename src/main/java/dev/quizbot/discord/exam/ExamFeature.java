package dev.quizbot.discord.exam;

import dev.quizbot.bank.GuildBanks;
import dev.quizbot.discord.ComponentHandler;
import dev.quizbot.discord.Feature;
import dev.quizbot.discord.RequestPacer;
import dev.quizbot.discord.SlashCommand;
import dev.quizbot.discord.Ticker;
import dev.quizbot.exam.ExamLanguages;
import dev.quizbot.exam.ExamReportDms;
import dev.quizbot.exam.ExamService;
import java.time.Duration;
import java.util.List;
import net.dv8tion.jda.api.hooks.EventListener;

/**
 * The Discord side of the mock exam, built by the wiring from {@link ExamService}: {@code /exam},
 * the exam's buttons and select menu, the report DMs and the deadline ticker ({@link
 * ExamDeadlines}).
 */
public final class ExamFeature implements Feature {
  /** How often deadlines are checked: an exam is submitted at most this late. */
  public static final Duration DEFAULT_INTERVAL = Duration.ofSeconds(5);

  private final ExamCommand command;
  private final ExamDelivery delivery;
  private final List<ComponentHandler<?, ?>> buttons;
  private final Ticker<Integer> ticker;

  /**
   * @param languages each exam's member's language, for the report sent when the time is up
   */
  public ExamFeature(
      ExamService service,
      ExamReportDms dms,
      GuildBanks bank,
      RequestPacer pacer,
      Duration tickInterval,
      ExamLanguages languages) {
    ExamReportMessage reports = new ExamReportMessage();
    delivery = new ExamDelivery(reports, pacer, languages);
    ExamDeadlines deadlines = new ExamDeadlines(service, delivery, dms);
    ticker = new Ticker<>("exam", tickInterval, deadlines::tick);
    command = new ExamCommand(service, bank, reports, ticker::tickSoon, languages);
    buttons = List.of(new ExamButtons(new ExamPresses(service, bank, reports, languages)));
  }

  @Override
  public List<SlashCommand> commands() {
    return List.of(command);
  }

  /** The report sender (it learns JDA from READY). */
  @Override
  public List<EventListener> listeners() {
    return List.of(delivery);
  }

  @Override
  public List<ComponentHandler<?, ?>> components() {
    return buttons;
  }

  @Override
  public List<Ticker<?>> tickers() {
    return List.of(ticker);
  }

  /** The deadline ticker; tests call {@code tickNow()} after moving their clock. */
  public Ticker<Integer> ticker() {
    return ticker;
  }

  /** Report DMs Discord took so far (tests). */
  public int reportDmsSent() {
    return delivery.sentCount();
  }
}
