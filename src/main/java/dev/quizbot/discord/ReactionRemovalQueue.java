package dev.quizbot.discord;

import dev.quizbot.round.AnswerStorage;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Paces the removal of members' reactions in hide-answers mode.
 *
 * <p>A reaction is only removed once its answer is committed: until then the reaction is the one
 * place a restart could grade it from. A removal waits while its answer is pending, and is dropped
 * (the reaction stays) if the answer could not be stored. Discord allows about one reaction delete
 * per 250 ms per channel (a bucket shared with the bot's own reaction adds); sending faster only
 * earns 429s and slows the next question's set-up. One removal per channel per interval, channels
 * independent, in arrival order.
 */
public final class ReactionRemovalQueue implements AutoCloseable {
  private static final Logger log = LoggerFactory.getLogger(ReactionRemovalQueue.class);

  /**
   * A member's reaction to take off a round message.
   *
   * @param send performs the removal against Discord; its future completes when Discord answered
   * @param answer where the answer this reaction gave stands in storage
   * @param whenSettled runs its argument once {@code answer} is no longer pending (at once if it is
   *     not; else on the thread that commits it)
   */
  public record Removal(
      long channelId,
      long userId,
      Supplier<CompletableFuture<?>> send,
      Supplier<AnswerStorage> answer,
      Consumer<Runnable> whenSettled) {}

  private final long intervalMillis;
  private final ScheduledExecutorService scheduler;
  private final Map<Long, Deque<Removal>> pending = new HashMap<>();
  // Channels with a drain under way: it lasts until one interval after the channel's last send,
  // so a removal arriving just after the queue ran empty still waits out the interval.
  private final Set<Long> draining = new HashSet<>();
  private int inFlight;

  /**
   * @param interval the least time between two removals in one channel
   */
  public ReactionRemovalQueue(Duration interval) {
    this.intervalMillis = interval.toMillis();
    this.scheduler = DaemonThreads.scheduler("reaction-removal");
  }

  /**
   * Queues a removal; returns at once. After the queue closed (a stop), the reaction stays: a
   * question posted in the stop's last second can still hand over answers that arrived before it,
   * from JDA's consumer, which must not throw.
   */
  public void submit(Removal removal) {
    if (scheduler.isShutdown()) {
      stays(removal);
      return;
    }
    boolean startDrain;
    synchronized (pending) {
      Deque<Removal> queue = pending.computeIfAbsent(removal.channelId(), id -> new ArrayDeque<>());
      startDrain = draining.add(removal.channelId());
      queue.addLast(removal);
      inFlight++;
    }
    if (startDrain) {
      try {
        scheduler.execute(() -> drainOne(removal.channelId()));
      } catch (RejectedExecutionException e) {
        stays(removal); // closed between the check and here
      }
    }
  }

  private static void stays(Removal removal) {
    log.info(
        "stopping: the reaction of member {} in channel {} stays visible",
        removal.userId(),
        removal.channelId());
  }

  /** Removals queued or under way, for shutdown and tests. */
  public int pendingCount() {
    synchronized (pending) {
      return inFlight;
    }
  }

  private void drainOne(long channelId) {
    Removal next;
    synchronized (pending) {
      Deque<Removal> queue = pending.get(channelId);
      next = queue == null ? null : queue.peekFirst();
      if (next == null) {
        pending.remove(channelId);
        draining.remove(channelId);
        return;
      }
    }
    AnswerStorage storage = next.answer().get();
    if (storage == AnswerStorage.PENDING) {
      // Looked at again when the writer settles it: no polling.
      next.whenSettled().accept(() -> drainSoon(channelId));
      return;
    }
    if (storage == AnswerStorage.LOST) {
      log.info(
          "kept the reaction of member {} in channel {}: its answer could not be stored, and a"
              + " restart grades it from that reaction",
          next.userId(),
          channelId);
      synchronized (pending) {
        pending.get(channelId).pollFirst();
        inFlight--;
        pending.notifyAll();
      }
      drainSoon(channelId);
      return;
    }
    CompletableFuture<?> sent;
    try {
      sent = next.send().get();
    } catch (RuntimeException e) {
      sent = CompletableFuture.failedFuture(e);
    }
    sent.whenComplete(
        (ok, err) -> {
          if (err != null) {
            // Missing Manage Messages or a deleted message: the answer is stored either way.
            log.info("could not remove a reaction in channel {}: {}", channelId, err.getMessage());
          }
          synchronized (pending) {
            pending.get(channelId).pollFirst();
            inFlight--;
            pending.notifyAll();
          }
          if (!scheduler.isShutdown()) {
            // Even with nothing queued now: the next removal must wait out the interval.
            scheduler.schedule(() -> drainOne(channelId), intervalMillis, TimeUnit.MILLISECONDS);
          }
        });
  }

  private void drainSoon(long channelId) {
    try {
      scheduler.execute(() -> drainOne(channelId));
    } catch (RejectedExecutionException e) {
      // Closed: the reaction stays, as for any removal still queued at stop.
    }
  }

  /** Waits up to {@code timeout} for queued removals to finish, then stops. */
  public void drainAndClose(Duration timeout) {
    long deadline = System.nanoTime() + timeout.toNanos();
    synchronized (pending) {
      long left;
      while (inFlight > 0 && (left = deadline - System.nanoTime()) > 0) {
        try {
          TimeUnit.NANOSECONDS.timedWait(pending, left);
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          break;
        }
      }
    }
    close();
  }

  @Override
  public void close() {
    scheduler.shutdownNow();
  }
}
