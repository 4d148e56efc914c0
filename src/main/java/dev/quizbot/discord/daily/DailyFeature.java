package dev.quizbot.discord.daily;

import dev.quizbot.daily.DailyService;
import dev.quizbot.daily.TickReport;
import dev.quizbot.discord.Feature;
import dev.quizbot.discord.SlashCommand;
import dev.quizbot.discord.Ticker;
import java.time.Duration;
import java.util.List;
import net.dv8tion.jda.api.hooks.EventListener;

/**
 * The daily question: {@code /daily}, the poster (it learns JDA from READY) and the ticker that
 * checks the schedule at start and every {@link #DEFAULT_INTERVAL}: a post is at most that late,
 * and a bot that starts inside a post's window posts at once.
 */
public final class DailyFeature implements Feature {
  /** Production interval: a daily post is at most this late. */
  public static final Duration DEFAULT_INTERVAL = Duration.ofSeconds(30);

  private final DailyCommand command;
  private final DailyRoundPoster poster;
  private final Ticker<TickReport> ticker;

  public DailyFeature(DailyService daily, DailyRoundPoster poster, Duration interval) {
    this.command = new DailyCommand(daily);
    this.poster = poster;
    this.ticker = new Ticker<>("daily", interval, daily::tick);
  }

  @Override
  public List<SlashCommand> commands() {
    return List.of(command);
  }

  @Override
  public List<EventListener> listeners() {
    return List.of(poster);
  }

  @Override
  public List<Ticker<?>> tickers() {
    return List.of(ticker);
  }

  /** Tests call {@code tickNow()} after moving their clock. */
  public Ticker<TickReport> ticker() {
    return ticker;
  }
}
