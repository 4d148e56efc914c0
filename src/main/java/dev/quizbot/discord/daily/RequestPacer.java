package dev.quizbot.discord.daily;

import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * Spaces REST requests evenly below Discord's global limit (50 requests/s per bot). JDA honours the
 * per-route buckets Discord announces, but not the global limit: it learns about it only from a
 * 429. A fan-out of many servers' daily posts would hit it at once, so every request of the daily
 * path first takes a slot here. Slots are spaced {@code 1 s / rate} apart, so no burst can exceed
 * the rate even when the network bunches requests slightly.
 */
public final class RequestPacer implements AutoCloseable {

  /** Below 50/s so that requests from other features (reveals, /quiz) still fit. */
  public static final int DEFAULT_PER_SECOND = 45;

  private final long intervalNanos;
  private final ScheduledExecutorService timer =
      Executors.newSingleThreadScheduledExecutor(
          r -> {
            Thread t = new Thread(r, "daily-request-pacer");
            t.setDaemon(true);
            return t;
          });
  private long nextSlotNanos = System.nanoTime();

  public RequestPacer(int perSecond) {
    if (perSecond < 1) {
      throw new IllegalArgumentException("rate must be at least 1 request/s");
    }
    this.intervalNanos = Duration.ofSeconds(1).toNanos() / perSecond;
  }

  /** Completes when the caller may send its next request (at once if a slot is free). */
  public CompletableFuture<Void> acquire() {
    long now = System.nanoTime();
    long slot;
    synchronized (this) {
      slot = Math.max(now, nextSlotNanos);
      nextSlotNanos = slot + intervalNanos;
    }
    long wait = slot - now;
    if (wait <= 0) {
      return CompletableFuture.completedFuture(null);
    }
    CompletableFuture<Void> ready = new CompletableFuture<>();
    timer.schedule(() -> ready.complete(null), wait, TimeUnit.NANOSECONDS);
    return ready;
  }

  /** Completes after {@code delay} (used to keep a channel's reactions apart). */
  CompletableFuture<Void> after(Duration delay) {
    CompletableFuture<Void> done = new CompletableFuture<>();
    timer.schedule(() -> done.complete(null), delay.toNanos(), TimeUnit.NANOSECONDS);
    return done;
  }

  @Override
  public void close() {
    timer.shutdownNow();
  }
}
