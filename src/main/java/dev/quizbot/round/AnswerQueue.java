package dev.quizbot.round;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import java.util.function.BooleanSupplier;

/**
 * {@link AnswerWriter}'s queue of answers to store, and how its thread takes batches from it:
 * waking only when it sleeps, and gathering a burst into one batch (see the writer's class
 * comment).
 *
 * <p>Why a class of its own: the hand-off between the event thread and the writer thread is
 * lock-free and subtle (the sleeping flag, the quiet millisecond); kept together it can be read in
 * one place, apart from the storing and retrying.
 */
final class AnswerQueue {

  // A quiet millisecond ends the gathering: a single answer waits 1 ms, a burst at most this long.
  private static final long GATHER_STEP_NANOS = TimeUnit.MILLISECONDS.toNanos(1);
  static final Duration GATHER_LIMIT = Duration.ofMillis(10);
  // A batch this big is committed at once: past it a bigger batch saves little per answer, and
  // under a flood the writer is the bottleneck, so waiting for more would only idle it.
  static final int GATHER_ENOUGH = 500;

  record Entry(long seq, StoredAnswer answer) {}

  // Lock-free, and the writer is woken only when it sleeps: under a reaction burst the event
  // thread enqueues thousands of answers a second, and a blocking queue's lock, shared with the
  // writer's drain, made it park and wake in the kernel (a third of its CPU went to the system).
  private final ConcurrentLinkedQueue<Entry> queue = new ConcurrentLinkedQueue<>();
  private volatile boolean writerSleeping;
  private final int maxBatch;
  // What the writer thread parks on (the writer, as before the split: thread dumps name it).
  private final Object blocker;

  AnswerQueue(int maxBatch, Object blocker) {
    this.maxBatch = maxBatch;
    this.blocker = blocker;
  }

  /** Queues one answer and wakes the {@code writer} thread if it sleeps. */
  void add(Entry entry, Thread writer) {
    queue.add(entry);
    if (writerSleeping) {
      LockSupport.unpark(writer);
    }
  }

  Entry poll() {
    return queue.poll();
  }

  boolean isEmpty() {
    return queue.isEmpty();
  }

  /** Moves queued answers into the batch, up to {@code maxBatch}. */
  void drainInto(List<Entry> batch) {
    for (Entry next; batch.size() < maxBatch && (next = queue.poll()) != null; ) {
      batch.add(next);
    }
  }

  /**
   * Waits while answers keep arriving (see the writer's class comment); the batch grows meanwhile.
   * Stops as soon as {@code cutShort} holds (closing, or a flush waits).
   */
  void gather(List<Entry> batch, BooleanSupplier cutShort) {
    long deadline = System.nanoTime() + GATHER_LIMIT.toNanos();
    int enough = Math.min(maxBatch, GATHER_ENOUGH);
    while (batch.size() < enough
        && !cutShort.getAsBoolean()
        && System.nanoTime() < deadline
        && !Thread.currentThread().isInterrupted()) {
      LockSupport.parkNanos(blocker, GATHER_STEP_NANOS);
      int before = batch.size();
      drainInto(batch);
      if (batch.size() == before) {
        return; // a quiet millisecond: the burst is over, or it was a single answer
      }
    }
  }

  /**
   * Parks until an enqueue or close wakes it (or 50 ms pass). The flag is raised before the queue
   * is checked again, so an answer queued in between is either seen here or unparks us.
   */
  void sleepUntilWoken(BooleanSupplier closing) {
    writerSleeping = true;
    try {
      if (queue.isEmpty() && !closing.getAsBoolean()) {
        LockSupport.parkNanos(blocker, TimeUnit.MILLISECONDS.toNanos(50));
      }
    } finally {
      writerSleeping = false;
    }
  }
}
