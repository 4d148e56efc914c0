package dev.quizbot.round;

import dev.quizbot.storage.StorageException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Stores graded answers on one background thread, many per transaction (group commit).
 *
 * <p>Why: on SQLite every commit costs a WAL append and a lock round trip, so one transaction per
 * reaction caps grading at a few thousand answers per second; committing whatever queued up while
 * the previous commit ran keeps latency at a few milliseconds under light load and reaches tens of
 * thousands per second under a burst. Grading itself never waits for the disk.
 *
 * <p>Gathering: before a commit of fewer than {@value #GATHER_ENOUGH} answers the writer waits, a
 * millisecond at a time and at most {@link #GATHER_LIMIT}, while answers keep arriving, so a burst
 * of reactions is committed in a few large transactions instead of a first one of a handful. Every
 * commit rewrites each page it touched (the members' totals rows, the ends of the answer indexes)
 * to the WAL, so a burst's CPU per answer falls with its number of commits. A {@link #flush()} or
 * {@link #close()} cuts the wait short.
 *
 * <p>Order: writes are committed in the order they were queued, and each transaction adds its
 * answers to the members' stored totals in that order, so streaks follow answer order. A batch that
 * keeps failing after retries is logged and dropped (the answers are then recovered from the
 * message's reactions at the next restart, without speed bonus).
 */
public final class AnswerWriter implements AutoCloseable {

  private static final Logger log = LoggerFactory.getLogger(AnswerWriter.class);
  private static final long[] RETRY_DELAYS_MS = {50, 250, 1_000};
  private static final Duration FLUSH_TIMEOUT = Duration.ofSeconds(60);
  // A quiet millisecond ends the gathering: a single answer waits 1 ms, a burst at most this long.
  private static final long GATHER_STEP_NANOS = TimeUnit.MILLISECONDS.toNanos(1);
  private static final Duration GATHER_LIMIT = Duration.ofMillis(10);
  // A batch this big is committed at once: past it a bigger batch saves little per answer, and
  // under a flood the writer is the bottleneck, so waiting for more would only idle it.
  private static final int GATHER_ENOUGH = 500;

  private record Entry(long seq, StoredAnswer answer) {}

  private final AnswerStore store;
  private final int maxBatch;
  // Lock-free, and the writer is woken only when it sleeps: under a reaction burst the event
  // thread enqueues thousands of answers a second, and a blocking queue's lock, shared with the
  // writer's drain, made it park and wake in the kernel (a third of its CPU went to the system).
  private final ConcurrentLinkedQueue<Entry> queue = new ConcurrentLinkedQueue<>();
  private volatile boolean writerSleeping;
  private volatile int flushWaiters;
  private final AtomicLong failedAnswers = new AtomicLong();
  // [first, last] sequence numbers of dropped batches (batches hold consecutive numbers): rare.
  private final List<long[]> lostRanges = new CopyOnWriteArrayList<>();
  private final Object progress = new Object();
  private final Thread thread;
  private long enqueuedSeq; // guarded by this
  private long committedSeq; // guarded by progress
  private volatile boolean closing;

  public AnswerWriter(AnswerStore store, int maxBatch) {
    if (maxBatch < 1) {
      throw new IllegalArgumentException("maxBatch must be at least 1");
    }
    this.store = store;
    this.maxBatch = maxBatch;
    this.thread = new Thread(this::run, "quizbot-answer-writer");
    this.thread.setDaemon(true);
  }

  /** Starts the writer thread; call once, before the first answer. */
  public void start() {
    thread.start();
  }

  /**
   * Queues one write and returns its sequence number. After {@link #close()} the write is stored
   * synchronously instead, so nothing is lost during shutdown.
   */
  public synchronized long enqueue(StoredAnswer answer) {
    long seq = ++enqueuedSeq;
    if (closing) {
      store.saveAll(List.of(answer));
      markCommitted(seq);
      return seq;
    }
    queue.add(new Entry(seq, answer));
    if (writerSleeping) {
      LockSupport.unpark(thread);
    }
    return seq;
  }

  /** Blocks until every write queued before this call is committed (or dropped after retries). */
  public void flush() {
    long target;
    synchronized (this) {
      target = enqueuedSeq;
    }
    long deadline = System.nanoTime() + FLUSH_TIMEOUT.toNanos();
    synchronized (progress) {
      if (committedSeq >= target) {
        return;
      }
      flushWaiters++;
    }
    LockSupport.unpark(thread); // no gathering while someone waits
    try {
      awaitCommitted(target, deadline);
    } finally {
      synchronized (progress) {
        flushWaiters--;
      }
    }
  }

  private void awaitCommitted(long target, long deadline) {
    synchronized (progress) {
      while (committedSeq < target) {
        long waitMs = TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime());
        if (waitMs <= 0 || (!thread.isAlive() && !closing)) {
          throw new StorageException(
              "answers were not stored within " + FLUSH_TIMEOUT.toSeconds() + " s");
        }
        try {
          progress.wait(Math.min(waitMs, 100));
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          throw new StorageException("interrupted while waiting for answers to be stored", e);
        }
      }
    }
  }

  /** Sequence number of the last write committed (or given up on). */
  public long committedSeq() {
    synchronized (progress) {
      return committedSeq;
    }
  }

  /** Where the write with sequence number {@code seq} (from {@link #enqueue}) stands. */
  public AnswerStorage storage(long seq) {
    if (committedSeq() < seq) {
      return AnswerStorage.PENDING;
    }
    for (long[] lost : lostRanges) {
      if (seq >= lost[0] && seq <= lost[1]) {
        return AnswerStorage.LOST;
      }
    }
    return AnswerStorage.STORED;
  }

  /** Answers dropped because their batch kept failing; 0 in a healthy process. */
  public long failedAnswers() {
    return failedAnswers.get();
  }

  /** Stores everything queued, then stops the thread. */
  @Override
  public void close() {
    // Under the enqueue lock: an enqueue either queued before this (the thread or the drain
    // below stores it) or sees closing and stores synchronously; none is stranded.
    synchronized (this) {
      closing = true;
    }
    LockSupport.unpark(thread);
    if (thread.isAlive()) {
      try {
        thread.join(FLUSH_TIMEOUT.toMillis());
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }
    // If the thread never started, store what was queued here.
    List<Entry> rest = new ArrayList<>();
    for (Entry entry; (entry = queue.poll()) != null; ) {
      rest.add(entry);
    }
    if (!rest.isEmpty()) {
      commit(rest);
    }
  }

  private void run() {
    List<Entry> batch = new ArrayList<>(maxBatch);
    while (!closing || !queue.isEmpty()) {
      try {
        Entry first = queue.poll();
        if (first == null) {
          if (Thread.currentThread().isInterrupted()) {
            return; // as before: an interrupted writer stops (close() stores the rest)
          }
          sleepUntilWoken();
          continue;
        }
        batch.add(first);
        drainInto(batch);
        gather(batch);
        commit(batch);
        batch.clear();
      } catch (RuntimeException e) {
        log.error("answer writer failed unexpectedly; continuing", e);
        batch.clear();
      }
    }
  }

  private void drainInto(List<Entry> batch) {
    for (Entry next; batch.size() < maxBatch && (next = queue.poll()) != null; ) {
      batch.add(next);
    }
  }

  /** Waits while answers keep arriving (see the class comment); the batch grows meanwhile. */
  private void gather(List<Entry> batch) {
    long deadline = System.nanoTime() + GATHER_LIMIT.toNanos();
    int enough = Math.min(maxBatch, GATHER_ENOUGH);
    while (batch.size() < enough
        && !closing
        && flushWaiters == 0
        && System.nanoTime() < deadline
        && !Thread.currentThread().isInterrupted()) {
      LockSupport.parkNanos(this, GATHER_STEP_NANOS);
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
  private void sleepUntilWoken() {
    writerSleeping = true;
    try {
      if (queue.isEmpty() && !closing) {
        LockSupport.parkNanos(this, TimeUnit.MILLISECONDS.toNanos(50));
      }
    } finally {
      writerSleeping = false;
    }
  }

  private void commit(List<Entry> batch) {
    List<StoredAnswer> writes = new ArrayList<>(batch.size());
    for (Entry entry : batch) {
      writes.add(entry.answer());
    }
    for (int attempt = 0; ; attempt++) {
      try {
        store.saveAll(writes);
        break;
      } catch (RuntimeException e) {
        if (attempt >= RETRY_DELAYS_MS.length) {
          failedAnswers.addAndGet(writes.size());
          lostRanges.add(new long[] {batch.get(0).seq(), batch.get(batch.size() - 1).seq()});
          log.error(
              "dropping {} answers after {} failed attempts to store them: {}",
              writes.size(),
              attempt + 1,
              e.getMessage(),
              e);
          break;
        }
        log.warn("storing {} answers failed, retrying: {}", writes.size(), e.getMessage());
        sleep(RETRY_DELAYS_MS[attempt]);
      }
    }
    markCommitted(batch.get(batch.size() - 1).seq());
  }

  private void markCommitted(long seq) {
    synchronized (progress) {
      committedSeq = Math.max(committedSeq, seq);
      progress.notifyAll();
    }
  }

  private static void sleep(long millis) {
    try {
      Thread.sleep(millis);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
