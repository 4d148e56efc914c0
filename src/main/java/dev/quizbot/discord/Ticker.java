package dev.quizbot.discord;

import java.time.Duration;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Background work done at start and then every {@code interval} on one thread of its own (the daily
 * posts, the study reminders, the exams' deadlines): a tick that fails is logged and the next one
 * runs. Tests that move their clock call {@link #tickNow()} instead of waiting.
 *
 * @param <R> what a tick reports (how much it started), for logs and tests
 */
public final class Ticker<R> implements AutoCloseable {
  private static final Logger log = LoggerFactory.getLogger(Ticker.class);

  private final String name;
  private final Duration interval;
  private final Supplier<R> tick;
  private final ScheduledExecutorService scheduler;
  private volatile ScheduledFuture<?> automatic;

  /**
   * @param name the work in log lines and the thread's name ({@code daily} → {@code daily-ticker})
   * @param tick one tick; it returns what it started
   */
  public Ticker(String name, Duration interval, Supplier<R> tick) {
    this.name = name;
    this.interval = interval;
    this.tick = tick;
    this.scheduler = DaemonThreads.scheduler(name + "-ticker");
  }

  /** Ticks now, then every interval. */
  public void start() {
    automatic =
        scheduler.scheduleWithFixedDelay(
            this::tickSafely, 0, interval.toMillis(), TimeUnit.MILLISECONDS);
  }

  /**
   * Stops the ticks on the real clock's schedule, keeping {@link #tickNow()}: tests that move their
   * clock decide when a tick happens, so none races their own. Returns once a tick already under
   * way (the first runs at {@link #start()}) has finished, so none reads the clock after the caller
   * moves it.
   */
  public void tickOnlyWhenAsked() {
    ScheduledFuture<?> running = automatic;
    if (running != null) {
      running.cancel(false);
    }
    try {
      scheduler.submit(() -> {}).get(); // one thread: queued behind the tick under way
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while waiting for a tick", e);
    } catch (ExecutionException | RejectedExecutionException e) {
      // Closed: no tick runs any more.
    }
  }

  /** Ticks at once on the ticker's thread and waits for it; what it started is not awaited. */
  public R tickNow() {
    try {
      return scheduler.submit(tick::get).get();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while ticking", e);
    } catch (ExecutionException e) {
      throw new IllegalStateException(name + " tick failed", e.getCause());
    }
  }

  /** Ticks soon on the ticker's thread without waiting (work owed now). */
  public void tickSoon() {
    try {
      scheduler.execute(this::tickSafely);
    } catch (RejectedExecutionException e) {
      // Stopping: what was owed stays in the database for the next start.
    }
  }

  private void tickSafely() {
    try {
      R report = tick.get();
      log.debug("{} tick: {}", name, report);
    } catch (RuntimeException e) {
      log.error("{} tick failed", name, e);
    }
  }

  @Override
  public void close() {
    scheduler.shutdownNow();
  }
}
