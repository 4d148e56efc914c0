package dev.quizbot.discord.daily;

import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * Keeps the daily path's REST requests below Discord's global limit (50 requests/s per bot). JDA
 * honours the per-route buckets Discord announces but not the global limit: it learns of it only
 * from a 429, then pauses every request and releases them together, which provokes the next 429. A
 * fan-out of many servers' daily posts would start that cascade, so every request of the daily path
 * first takes a permit here.
 *
 * <p>Permits are handed out at release time (not booked in advance), at most {@code perSecond} in
 * any sliding second and at least {@code 1 s / perSecond} apart. A stalled timer thread therefore
 * delays permits but never bunches them into a burst above the rate.
 */
public final class RequestPacer implements AutoCloseable {

  /** Below 50/s so that requests of other features (reveals, /quiz) still fit. */
  public static final int DEFAULT_PER_SECOND = 45;

  private static final long WINDOW_NANOS = Duration.ofSeconds(1).toNanos();

  private final int perSecond;
  private final long spacingNanos;
  private final ScheduledExecutorService timer =
      Executors.newSingleThreadScheduledExecutor(
          r -> {
            Thread t = new Thread(r, "daily-request-pacer");
            t.setDaemon(true);
            return t;
          });
  private final Deque<CompletableFuture<Void>> waiting = new ArrayDeque<>();
  private final Deque<Long> released = new ArrayDeque<>();
  private boolean draining;

  public RequestPacer(int perSecond) {
    if (perSecond < 1) {
      throw new IllegalArgumentException("rate must be at least 1 request/s");
    }
    this.perSecond = perSecond;
    this.spacingNanos = WINDOW_NANOS / perSecond;
  }

  /** Completes (on the pacer's thread) when the caller may send its next request. */
  public CompletableFuture<Void> acquire() {
    CompletableFuture<Void> permit = new CompletableFuture<>();
    synchronized (this) {
      waiting.addLast(permit);
      if (draining) {
        return permit;
      }
      draining = true;
    }
    timer.execute(this::drain);
    return permit;
  }

  /** Completes after {@code delay} (used to keep a channel's reactions apart). */
  CompletableFuture<Void> after(Duration delay) {
    CompletableFuture<Void> done = new CompletableFuture<>();
    timer.schedule(() -> done.complete(null), delay.toNanos(), TimeUnit.NANOSECONDS);
    return done;
  }

  private void drain() {
    while (true) {
      CompletableFuture<Void> next;
      long waitNanos;
      synchronized (this) {
        long now = System.nanoTime();
        while (!released.isEmpty() && now - released.peekFirst() >= WINDOW_NANOS) {
          released.pollFirst();
        }
        if (waiting.isEmpty()) {
          draining = false;
          return;
        }
        waitNanos = 0;
        if (!released.isEmpty()) {
          waitNanos = Math.max(waitNanos, released.peekLast() + spacingNanos - now);
        }
        if (released.size() >= perSecond) {
          waitNanos = Math.max(waitNanos, released.peekFirst() + WINDOW_NANOS - now);
        }
        if (waitNanos > 0) {
          next = null;
        } else {
          next = waiting.pollFirst();
          released.addLast(now);
        }
      }
      if (next == null) {
        timer.schedule(this::drain, waitNanos, TimeUnit.NANOSECONDS);
        return;
      }
      next.complete(null);
    }
  }

  @Override
  public void close() {
    timer.shutdownNow();
  }
}
