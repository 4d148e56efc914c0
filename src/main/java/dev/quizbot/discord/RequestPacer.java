package dev.quizbot.discord;

import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;

/**
 * Keeps the bot's bulk REST requests below Discord's global limit (50 requests/s per bot). JDA
 * honours the per-route buckets Discord announces but not the global limit: it learns of it only
 * from a 429, then pauses every request and releases them together, which provokes the next 429.
 * Three things send many requests at once: a fan-out of many servers' daily posts, the reveals of
 * the many rounds that close in the same tick (those daily posts, 12 h later), and the reactions a
 * restart re-reads for every open round. All take a permit here first, one budget for the bot.
 *
 * <p>Permits are handed out at release time (not booked in advance), at most {@code perSecond} in
 * any sliding second and at least {@code 1 s / perSecond} apart. A stalled timer thread therefore
 * delays permits but never bunches them into a burst above the rate. Waiting permits are served by
 * {@link Kind}: reveals first (members watch the closing time), then restart reads, then daily
 * posts, so a /quiz reveal never waits behind a fan-out or a long recovery.
 */
public final class RequestPacer implements AutoCloseable {

  /** What a permit is for, in the order waiting permits are served. */
  public enum Kind {
    /** Editing a closed round's message into its reveal: the round is closed in the database. */
    REVEAL,
    /** Reading an open round's reactions after a restart or a new gateway session. */
    RECOVERY_READ,
    /** A daily question's post and its choice reactions. */
    DAILY,
    /**
     * The rest of a study reminder already claimed: its message, or the look for an earlier owner's
     * DM. Served before new reminders, so a claimed reminder goes out within seconds of its claim
     * (and a fan-out's DMs arrive from its start, not after every member's DM channel is open).
     */
    REMINDER_SEND,
    /** A new study reminder: its claim and the opening of the member's DM channel. */
    REMINDER
  }

  /**
   * Below {@link GlobalRequestLimit#DEFAULT_PER_SECOND}, which holds every request at send time:
   * the pacer's permits are used some time after they are granted (on JDA's REST threads, which
   * stall on a loaded machine), and the send-time limit absorbs such a bunch; the gap leaves room
   * for the unpaced requests (a /quiz round's reactions) without a queue forming behind the limit,
   * where the pacer's order (reveals first) would be lost. (Before the send-time limit this was
   * 40/s: at 44/s a fan-out met 133 429s in 10,000 requests.)
   */
  public static final int DEFAULT_PER_SECOND = 46;

  private final RequestSpacing spacing;
  private final LongSupplier nanoTime;
  private final ScheduledExecutorService timer = DaemonThreads.scheduler("discord-request-pacer");
  private final List<Deque<CompletableFuture<Void>>> waiting = new ArrayList<>();
  private boolean draining;
  private boolean closed;
  // After drainAndClose (not close), a reveal asked for late still goes to JDA at once.
  private volatile boolean revealsPass;

  public RequestPacer(int perSecond) {
    this(perSecond, System::nanoTime);
  }

  /**
   * With {@code nanoTime} standing in for {@link System#nanoTime} when permits are granted (a test
   * records the time each grant was judged at).
   */
  RequestPacer(int perSecond, LongSupplier nanoTime) {
    this.nanoTime = nanoTime;
    this.spacing = new RequestSpacing(perSecond);
    for (int i = 0; i < Kind.values().length; i++) {
      waiting.add(new ArrayDeque<>());
    }
  }

  /**
   * Completes (on the pacer's thread) when the caller may send its request. Once the bot stops
   * ({@link #drainAndClose}, {@link #close}) it completes exceptionally with a {@link
   * CancellationException}, except a {@link Kind#REVEAL} permit after {@link #drainAndClose}: that
   * completes at once, as such a request must still reach JDA before JDA stops.
   */
  public CompletableFuture<Void> acquire(Kind kind) {
    CompletableFuture<Void> permit = new CompletableFuture<>();
    synchronized (this) {
      if (closed) {
        settleAfterClose(kind, permit);
        return permit;
      }
      waiting.get(kind.ordinal()).addLast(permit);
      if (draining) {
        return permit;
      }
      draining = true;
    }
    try {
      timer.execute(this::drain);
    } catch (RejectedExecutionException e) {
      // Closed between the check above and here: settle it as a permit asked after the close.
      synchronized (this) {
        waiting.get(kind.ordinal()).remove(permit);
      }
      settleAfterClose(kind, permit);
    }
    return permit;
  }

  /** Completes after {@code delay} (used to keep a channel's reactions apart). */
  public CompletableFuture<Void> after(Duration delay) {
    CompletableFuture<Void> done = new CompletableFuture<>();
    try {
      timer.schedule(() -> done.complete(null), delay.toNanos(), TimeUnit.NANOSECONDS);
    } catch (RejectedExecutionException e) {
      done.completeExceptionally(stopping());
    }
    return done;
  }

  private void drain() {
    while (true) {
      CompletableFuture<Void> next;
      long waitNanos;
      synchronized (this) {
        Deque<CompletableFuture<Void>> first = firstNonEmpty();
        if (first == null) {
          draining = false;
          return;
        }
        waitNanos = spacing.tryTake(nanoTime.getAsLong());
        next = waitNanos > 0 ? null : first.pollFirst();
      }
      if (next == null) {
        try {
          timer.schedule(this::drain, waitNanos, TimeUnit.NANOSECONDS);
        } catch (RejectedExecutionException e) {
          return; // closing: drainAndClose/close settle what is still waiting
        }
        return;
      }
      next.complete(null);
    }
  }

  private Deque<CompletableFuture<Void>> firstNonEmpty() {
    for (Deque<CompletableFuture<Void>> queue : waiting) {
      if (!queue.isEmpty()) {
        return queue;
      }
    }
    return null;
  }

  /**
   * Stops the bot's paced work in order. Reveals (rounds already closed in the database) keep their
   * pace for at most {@code patience}, then the rest are released at once so their requests are in
   * JDA's queue before JDA shuts down (JDA sends what is queued then, within the shutdown grace;
   * unsent, those rounds would stay unrevealed). Restart reads and daily posts still waiting fail
   * at once with a {@link CancellationException}: the reads are redone at the next start, and a
   * daily post that never went out is recorded as failed, so the next start retries it.
   *
   * @return how many reveals were released early, without their pace
   */
  public int drainAndClose(Duration patience) throws InterruptedException {
    List<CompletableFuture<Void>> dropped = new ArrayList<>();
    synchronized (this) {
      for (Kind kind : Kind.values()) {
        if (kind != Kind.REVEAL) {
          dropped.addAll(waiting.get(kind.ordinal()));
          waiting.get(kind.ordinal()).clear();
        }
      }
    }
    dropped.forEach(permit -> permit.completeExceptionally(stopping()));
    long deadline = System.nanoTime() + patience.toNanos();
    while (System.nanoTime() < deadline) {
      synchronized (this) {
        if (waiting.get(Kind.REVEAL.ordinal()).isEmpty()) {
          break;
        }
      }
      Thread.sleep(10);
    }
    List<CompletableFuture<Void>> rest;
    synchronized (this) {
      revealsPass = true;
      closed = true;
      rest = new ArrayList<>(waiting.get(Kind.REVEAL.ordinal()));
      waiting.get(Kind.REVEAL.ordinal()).clear();
    }
    rest.forEach(permit -> permit.complete(null));
    timer.shutdownNow();
    return rest.size();
  }

  /** Stops at once: every waiting permit, and every one asked for later, fails. */
  @Override
  public void close() {
    List<CompletableFuture<Void>> dropped = new ArrayList<>();
    synchronized (this) {
      closed = true;
      waiting.forEach(
          queue -> {
            dropped.addAll(queue);
            queue.clear();
          });
    }
    timer.shutdownNow();
    dropped.forEach(permit -> permit.completeExceptionally(stopping()));
  }

  private void settleAfterClose(Kind kind, CompletableFuture<Void> permit) {
    if (kind == Kind.REVEAL && revealsPass) {
      permit.complete(null);
    } else {
      permit.completeExceptionally(stopping());
    }
  }

  private static CancellationException stopping() {
    return new CancellationException("the bot is stopping");
  }
}
