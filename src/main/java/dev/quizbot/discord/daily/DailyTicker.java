package dev.quizbot.discord.daily;

import dev.quizbot.daily.DailyService;
import dev.quizbot.daily.TickReport;
import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Calls {@link DailyService#tick()} at start and then every {@code interval}: due posts go out at
 * most one interval late, and a bot that starts inside a post's window posts at once.
 */
public final class DailyTicker implements AutoCloseable {
  private static final Logger log = LoggerFactory.getLogger(DailyTicker.class);

  /** Production interval: a daily post is at most this late. */
  public static final Duration DEFAULT_INTERVAL = Duration.ofSeconds(30);

  private final DailyService daily;
  private final Duration interval;
  private final ScheduledExecutorService scheduler =
      Executors.newSingleThreadScheduledExecutor(
          r -> {
            Thread t = new Thread(r, "daily-ticker");
            t.setDaemon(true);
            return t;
          });

  public DailyTicker(DailyService daily, Duration interval) {
    this.daily = daily;
    this.interval = interval;
  }

  /** Ticks now, then every interval. */
  public void start() {
    scheduler.scheduleWithFixedDelay(
        this::tickSafely, 0, interval.toMillis(), TimeUnit.MILLISECONDS);
  }

  /**
   * Ticks at once on the ticker's thread and waits for it (tests move their clock, then call this
   * instead of waiting for the next interval). Posts are started, not awaited.
   */
  public TickReport tickNow() {
    try {
      return scheduler.submit(daily::tick).get();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while ticking", e);
    } catch (java.util.concurrent.ExecutionException e) {
      throw new IllegalStateException("daily tick failed", e.getCause());
    }
  }

  private void tickSafely() {
    try {
      TickReport report = daily.tick();
      if (report.postsStarted() > 0) {
        log.debug("daily tick started {} post(s)", report.postsStarted());
      }
    } catch (RuntimeException e) {
      log.error("daily tick failed", e);
    }
  }

  @Override
  public void close() {
    scheduler.shutdownNow();
  }
}
