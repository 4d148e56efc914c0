package dev.quizbot.discord.lifecycle;

import dev.quizbot.discord.Feature;
import dev.quizbot.discord.Ticker;
import dev.quizbot.lifecycle.MemberDepartures;
import dev.quizbot.lifecycle.ServerLifecycle;
import dev.quizbot.shard.Shard;
import java.time.Duration;
import java.util.List;
import net.dv8tion.jda.api.hooks.EventListener;

/**
 * Servers and members leaving: the gateway listener and the one ticker that purges the servers
 * whose grace ran out, at start and every {@link #DEFAULT_INTERVAL} (any process may purge any
 * server: the purge claims it in the database).
 */
public final class LifecycleFeature implements Feature {
  /** A purge is at most this late after the grace ends. */
  public static final Duration DEFAULT_INTERVAL = Duration.ofHours(1);

  private final ServerEvents events;
  private final Ticker<Integer> ticker;

  public LifecycleFeature(
      ServerLifecycle servers, MemberDepartures members, Shard shard, Duration interval) {
    this.events = new ServerEvents(servers, members, shard);
    this.ticker = new Ticker<>("servers", interval, servers::purgeDue);
  }

  @Override
  public List<EventListener> listeners() {
    return List.of(events);
  }

  @Override
  public List<Ticker<?>> tickers() {
    return List.of(ticker);
  }

  @Override
  public void close() {
    events.close();
  }

  /** Tests call {@code tickNow()} after moving their clock. */
  public Ticker<Integer> ticker() {
    return ticker;
  }

  /** How many comparisons of the database's servers with Discord's list are done (tests). */
  public int serverListChecks() {
    return events.checksDone();
  }

  /** Waits until the server and member events received so far are stored (tests). */
  public void awaitEventsStored() {
    events.awaitIdle();
  }
}
