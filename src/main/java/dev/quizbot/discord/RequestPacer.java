package dev.quizbot.discord;

import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * Keeps the bot's bulk REST requests below Discord's global limit (50 requests/s per bot). JDA
 * honours the per-route buckets Discord announces but not the global limit: it learns of it only
 * from a 429, then pauses every request and releases them together, which provokes the next 429.
 * Two things send many requests at once: a fan-out of many servers' daily posts, and the reveals of
 * the many rounds that close in the same tick (those daily posts, 12 h later). Both take a permit
 * here first, one budget for the bot.
 *
 * <p>Permits are handed out at release time (not booked in advance), at most {@code perSecond} in
 * any sliding second and at least {@code 1 s / perSecond} apart. A stalled timer thread therefore
 * delays permits but never bunches them into a burst above the rate. {@link #acquireUrgent()}
 * permits (reveals: members watch the closing time) go before {@link #acquire()} ones (daily posts
 * and their reactions), so a /quiz reveal never waits behind a fan-out.
 */
public final class RequestPacer implements AutoCloseable {

  /**
   * Well below 50/s: unpaced requests (a /quiz round's reactions) must still fit, and a permit is
   * granted some time before its request reaches Discord. When JDA's REST threads are starved for a
   * while (a loaded machine), the requests granted meanwhile arrive together; at 40/s a stall of up
   * to 250 ms stays within 50 in any second (at 45/s, 110 ms: a fan-out on a machine loaded by test
   * runs got 46 429s in 5,000 requests).
   */
  public static final int DEFAULT_PER_SECOND = 40;

  private static final long WINDOW_NANOS = Duration.ofSeconds(1).toNanos();

  private final int perSecond;
  private final long spacingNanos;
  private final ScheduledExecutorService timer =
      Executors.newSingleThreadScheduledExecutor(
          r -> {
            Thread t = new Thread(r, "discord-request-pacer");
            t.setDaemon(true);
            return t;
          });
  private final Deque<CompletableFuture<Void>> urgent = new ArrayDeque<>();
  private final Deque<CompletableFuture<Void>> waiting = new ArrayDeque<>();
  private final Deque<Long> released = new ArrayDeque<>();
  private boolean draining;
  private boolean closed;

  public RequestPacer(int perSecond) {
    if (perSecond < 1) {
      throw new IllegalArgumentException("rate must be at least 1 request/s");
    }
    this.perSecond = perSecond;
    this.spacingNanos = WINDOW_NANOS / perSecond;
  }

  /**
   * Completes (on the pacer's thread) when the caller may send its next request. After {@link
   * #close} it never completes: the bot is stopping and sends no more of these.
   */
  public CompletableFuture<Void> acquire() {
    return enqueue(waiting);
  }

  /**
   * As {@link #acquire()}, but served before every ordinary permit. After {@link #drainAndClose}
   * began it completes at once: such a request must still reach JDA before JDA stops.
   */
  public CompletableFuture<Void> acquireUrgent() {
    return enqueue(urgent);
  }

  private CompletableFuture<Void> enqueue(Deque<CompletableFuture<Void>> queue) {
    CompletableFuture<Void> permit = new CompletableFuture<>();
    synchronized (this) {
      if (closed) {
        if (queue == urgent) {
          permit.complete(null);
        }
        return permit;
      }
      queue.addLast(permit);
      if (draining) {
        return permit;
      }
      draining = true;
    }
    timer.execute(this::drain);
    return permit;
  }

  /** Completes after {@code delay} (used to keep a channel's reactions apart). */
  public CompletableFuture<Void> after(Duration delay) {
    CompletableFuture<Void> done = new CompletableFuture<>();
    timer.schedule(() -> done.complete(null), delay.toNanos(), TimeUnit.NANOSECONDS);
    return done;
  }

  /** How many permits are waiting (both kinds). */
  public synchronized int waitingCount() {
    return urgent.size() + waiting.size();
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
        if (urgent.isEmpty() && waiting.isEmpty()) {
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
          next = urgent.isEmpty() ? waiting.pollFirst() : urgent.pollFirst();
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

  /**
   * Stops the bot's paced work in order. Urgent permits (reveals of rounds already closed in the
   * database) keep their pace for at most {@code patience}, then the rest are released at once so
   * their requests are in JDA's queue before JDA shuts down (JDA sends what is queued then, within
   * the shutdown grace; unsent, those rounds would stay unrevealed). Ordinary permits still waiting
   * are dropped: the daily service does not count a post it never heard back from as posted.
   *
   * @return how many urgent permits were released early, without their pace
   */
  public int drainAndClose(Duration patience) throws InterruptedException {
    synchronized (this) {
      waiting.clear();
    }
    long deadline = System.nanoTime() + patience.toNanos();
    while (System.nanoTime() < deadline) {
      synchronized (this) {
        if (urgent.isEmpty()) {
          break;
        }
      }
      Thread.sleep(10);
    }
    Deque<CompletableFuture<Void>> rest;
    synchronized (this) {
      closed = true;
      rest = new ArrayDeque<>(urgent);
      urgent.clear();
    }
    rest.forEach(permit -> permit.complete(null));
    timer.shutdownNow();
    return rest.size();
  }

  /** Stops at once; waiting permits never complete. */
  @Override
  public void close() {
    synchronized (this) {
      closed = true;
      urgent.clear();
      waiting.clear();
    }
    timer.shutdownNow();
  }
}
