package dev.quizbot.discord.remind;

import dev.quizbot.study.DueReminder;
import dev.quizbot.study.ReminderService;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Asks {@link ReminderService#due()} at start and every {@code interval} on the injected clock's
 * terms (a reminder is at most one interval late) and hands what is due to {@link ReminderDms}.
 * Runs in one process only: shard 0 (see docs/architecture.md, "Study reminders").
 */
public final class ReminderTicker implements AutoCloseable {
  private static final Logger log = LoggerFactory.getLogger(ReminderTicker.class);

  public static final Duration DEFAULT_INTERVAL = Duration.ofSeconds(30);

  private final ReminderService reminders;
  private final ReminderDms dms;
  private final Duration interval;
  private final ScheduledExecutorService scheduler =
      Executors.newSingleThreadScheduledExecutor(
          r -> {
            Thread t = new Thread(r, "reminder-ticker");
            t.setDaemon(true);
            return t;
          });

  public ReminderTicker(ReminderService reminders, ReminderDms dms, Duration interval) {
    this.reminders = reminders;
    this.dms = dms;
    this.interval = interval;
  }

  public void start() {
    scheduler.scheduleWithFixedDelay(
        this::tickSafely, 0, interval.toMillis(), TimeUnit.MILLISECONDS);
  }

  /**
   * Ticks at once on the ticker's thread and waits for it (tests move their clock, then call this);
   * returns how many reminders it started. The DMs are started, not awaited.
   */
  public int tickNow() {
    try {
      return scheduler.submit(this::tick).get();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while ticking", e);
    } catch (ExecutionException e) {
      throw new IllegalStateException("reminder tick failed", e.getCause());
    }
  }

  /** The reminder DMs this process sent so far. */
  public int sentCount() {
    return dms.sentCount();
  }

  private int tick() {
    List<DueReminder> due = reminders.due();
    dms.sendAll(due);
    return due.size();
  }

  private void tickSafely() {
    try {
      int started = tick();
      if (started > 0) {
        log.debug("reminder tick started {} DM(s)", started);
      }
    } catch (RuntimeException e) {
      log.error("reminder tick failed", e);
    }
  }

  @Override
  public void close() {
    scheduler.shutdownNow();
    dms.close();
  }
}
