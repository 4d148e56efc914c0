package dev.quizbot.discord.remind;

import dev.quizbot.discord.ComponentHandler;
import dev.quizbot.discord.Feature;
import dev.quizbot.discord.RequestPacer;
import dev.quizbot.discord.Ticker;
import dev.quizbot.study.DmChannelStore;
import dev.quizbot.study.ReminderService;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import net.dv8tion.jda.api.hooks.EventListener;

/**
 * Study reminders by DM: the sender ({@link ReminderDms}, it learns JDA from READY), the DM's
 * buttons ({@link ReminderButtons}) and, in the one process that sends them (shard 0, see
 * docs/architecture.md, "Study reminders"), the ticker that asks what is due at start and every
 * {@link #DEFAULT_INTERVAL}: a reminder is at most that late.
 */
public final class RemindFeature implements Feature {
  public static final Duration DEFAULT_INTERVAL = Duration.ofSeconds(30);

  private final ReminderDms dms;
  private final ReminderButtons buttons;
  private final Optional<Ticker<Integer>> ticker;

  /**
   * @param starter what "Start review" does (the review feature's session start)
   * @param sends whether this process sends reminders (the buttons work in every process)
   */
  public RemindFeature(
      ReminderService reminders,
      DmChannelStore dmChannels,
      RequestPacer pacer,
      ReviewStarter starter,
      Clock clock,
      boolean sends,
      Duration interval) {
    this.dms = new ReminderDms(reminders, dmChannels, pacer, clock);
    this.buttons = new ReminderButtons(reminders, starter);
    this.ticker =
        sends ? Optional.of(new Ticker<>("reminder", interval, dms::sendDue)) : Optional.empty();
  }

  @Override
  public List<ComponentHandler<?, ?>> components() {
    return List.of(buttons);
  }

  @Override
  public List<EventListener> listeners() {
    return List.of(dms);
  }

  @Override
  public List<Ticker<?>> tickers() {
    return ticker.<List<Ticker<?>>>map(List::of).orElse(List.of());
  }

  /** Stops the sender's worker (the pacer's waiting permits are dropped at stop). */
  @Override
  public void close() {
    dms.close();
  }

  /** The ticker (empty where this process sends none); tests call {@code tickNow()}. */
  public Optional<Ticker<Integer>> ticker() {
    return ticker;
  }

  /** Reminder DMs this process sent so far (tests, benchmarks). */
  public int sentCount() {
    return dms.sentCount();
  }
}
