package dev.quizbot.round;

import dev.quizbot.round.AnswerQueue.Entry;
import dev.quizbot.storage.FailureCause;
import dev.quizbot.storage.StorageException;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
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
 * <p>Gathering: before a commit of fewer than {@value AnswerQueue#GATHER_ENOUGH} answers the writer
 * waits, a millisecond at a time and at most {@link AnswerQueue#GATHER_LIMIT}, while answers keep
 * arriving, so a burst of reactions is committed in a few large transactions instead of a first one
 * of a handful. Every commit rewrites each page it touched (the members' totals rows, the ends of
 * the answer indexes) to the WAL, so a burst's CPU per answer falls with its number of commits. A
 * {@link #flush()} or {@link #close()} cuts the wait short.
 *
 * <p>Order: writes are committed in the order they were queued, and each transaction adds its
 * answers to the members' stored totals in that order, so streaks follow answer order.
 *
 * <p>Storage away: a batch that fails is tried again, after 50 ms, then twice as long each time up
 * to {@link #RETRY_CAP}, however long storage stays away; the answers queued meanwhile wait behind
 * it in memory, so nothing graded is lost while the process runs (one WARN names the cause when it
 * starts, one INFO says how long and how many were written late when it ends: {@link
 * StorageOutage}). Memory is bounded: past {@link #MAX_HELD} answers waiting, {@link #hasRoom()} is
 * false and the round engine grades no new reaction (it stays on the message, where a restart
 * grades it, without speed bonus; one WARN). Only at {@link #close()} does the writer give up on
 * answers storage still refuses after {@link #CLOSE_RETRY}: they read {@link AnswerStorage#LOST},
 * their rounds are still open in the database (the round engine closes a round only once its
 * answers are stored), and the next start grades them from the messages' reactions.
 */
public final class AnswerWriter implements AutoCloseable {

  private static final Logger log = LoggerFactory.getLogger(AnswerWriter.class);
  private static final Duration FIRST_RETRY = Duration.ofMillis(50);

  /** Longest wait between two tries of a failing batch: storage back is noticed within it. */
  static final Duration RETRY_CAP = Duration.ofSeconds(2);

  /**
   * Answers held in memory while storage is away (some 130 bytes each: 6.5 MB, in a bot that runs
   * in 64 MiB): every member of a thousand busy servers' rounds, one answer per member and round.
   */
  static final int MAX_HELD = 50_000;

  /** How long {@link #close()} keeps trying a storage that refuses before it gives up. */
  static final Duration CLOSE_RETRY = Duration.ofSeconds(5);

  private static final Duration FLUSH_TIMEOUT = Duration.ofSeconds(60);

  private final AnswerStore store;
  private final int maxBatch;
  private final Duration firstRetry;
  private final Duration retryCap;
  private final int maxHeld;
  private final Duration closeRetry;
  private final StorageOutage outage;
  // Answers enqueued and not yet committed or given up: the memory bound.
  private final AtomicInteger held = new AtomicInteger();
  private volatile boolean fullReported;
  private volatile long closeDeadline; // System.nanoTime() after close() began
  // Lock-free hand-off to the writer thread, and the gathering of bursts.
  private final AnswerQueue queue;
  // Committed and lost sequence numbers, and the flushes waiting on them (its own lock).
  private final AnswerProgress progress = new AnswerProgress();
  private final Thread thread;
  private long enqueuedSeq; // guarded by this
  private volatile boolean closing;

  /**
   * @param clock times the outages reported in the log
   */
  public AnswerWriter(AnswerStore store, int maxBatch, Clock clock) {
    this(store, maxBatch, clock, FIRST_RETRY, RETRY_CAP, MAX_HELD);
  }

  /**
   * @param clock times the outages reported in the log (tests pass a clock they move)
   * @param firstRetry wait before the first retry of a failed batch, doubled each time
   * @param retryCap longest wait between two retries
   * @param maxHeld answers held in memory at most (see {@link #hasRoom()})
   */
  public AnswerWriter(
      AnswerStore store,
      int maxBatch,
      Clock clock,
      Duration firstRetry,
      Duration retryCap,
      int maxHeld) {
    this(store, maxBatch, clock, firstRetry, retryCap, maxHeld, CLOSE_RETRY);
  }

  /** As above, with how long {@link #close()} tries a storage that refuses (tests). */
  AnswerWriter(
      AnswerStore store,
      int maxBatch,
      Clock clock,
      Duration firstRetry,
      Duration retryCap,
      int maxHeld,
      Duration closeRetry) {
    if (maxBatch < 1) {
      throw new IllegalArgumentException("maxBatch must be at least 1");
    }
    this.store = store;
    this.maxBatch = maxBatch;
    this.firstRetry = firstRetry;
    this.retryCap = retryCap;
    this.maxHeld = maxHeld;
    this.closeRetry = closeRetry;
    this.outage = new StorageOutage(clock);
    this.queue = new AnswerQueue(maxBatch, this);
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
      try {
        store.saveAll(List.of(answer));
      } catch (RuntimeException e) {
        progress.lost(seq, seq, 1);
        log.warn(
            "stopping: one answer not stored ({}); the next start grades it from the reaction",
            FailureCause.describe(e));
      }
      progress.markCommitted(seq);
      return seq;
    }
    held.incrementAndGet();
    queue.add(new Entry(seq, answer), thread);
    return seq;
  }

  /**
   * Whether a new answer may be queued: false once {@link #MAX_HELD} answers wait for a storage
   * that is away (the first refusal is one WARN). The round engine then grades no new reaction.
   */
  public boolean hasRoom() {
    if (held.get() < maxHeld) {
      fullReported = false;
      return true;
    }
    if (!fullReported) {
      fullReported = true;
      log.warn(
          "{} graded answers wait in memory for storage ({}): new reactions are not graded until"
              + " storage is back (they stay on their messages; a restart grades them from there,"
              + " without speed bonus)",
          held.get(),
          outage.cause() == null ? "it has not answered yet" : outage.cause());
    }
    return false;
  }

  /** True while storing answers fails (from the first failure until a write works again). */
  public boolean storageFailing() {
    return outage.failing();
  }

  /** Why storing answers fails, in plain words; null while it works. */
  public String storageFailure() {
    return outage.cause();
  }

  /**
   * Blocks until every write queued before this call is committed (or given up at stop).
   *
   * @throws StorageException when that takes more than a minute (storage away)
   */
  public void flush() {
    if (!flush(FLUSH_TIMEOUT)) {
      throw new StorageException(
          "answers were not stored within "
              + FLUSH_TIMEOUT.toSeconds()
              + " s: "
              + (outage.cause() == null ? "the writer is not running" : outage.cause()));
    }
  }

  /**
   * Waits at most {@code timeout} until every write queued before this call is committed (or given
   * up at stop); returns whether they are. Cuts the writer's gathering short.
   */
  public boolean flush(Duration timeout) {
    long target;
    synchronized (this) {
      target = enqueuedSeq;
    }
    long deadline = System.nanoTime() + timeout.toNanos();
    return progress.awaitCommitted(target, deadline, thread, () -> !thread.isAlive() && !closing);
  }

  /** Sequence number of the last write queued so far (0 before the first). */
  public synchronized long lastEnqueued() {
    return enqueuedSeq;
  }

  /** Sequence number of the last write committed (or given up on). */
  public long committedSeq() {
    return progress.committedSeq();
  }

  /** Where the write with sequence number {@code seq} (from {@link #enqueue}) stands. */
  public AnswerStorage storage(long seq) {
    return progress.storage(seq);
  }

  /**
   * Runs {@code then} once {@link #storage} of {@code seq} is no longer pending: at once, or on the
   * writer's thread when it commits (or gives up on) that write, so {@code then} only hands on.
   */
  public void whenSettled(long seq, Runnable then) {
    progress.whenSettled(seq, then);
  }

  /** Answers given up at stop because storage still refused them; 0 in a healthy process. */
  public long failedAnswers() {
    return progress.failedAnswers();
  }

  /**
   * Stores everything queued, then stops the thread. A storage that still refuses after {@link
   * #CLOSE_RETRY} is given up on: those answers read {@link AnswerStorage#LOST} (one WARN).
   */
  @Override
  public void close() {
    // Under the enqueue lock: an enqueue either queued before this (the thread or the drain
    // below stores it) or sees closing and stores synchronously; none is stranded.
    synchronized (this) {
      closeDeadline = System.nanoTime() + closeRetry.toNanos();
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
          queue.sleepUntilWoken(() -> closing);
          continue;
        }
        batch.add(first);
        queue.drainInto(batch);
        queue.gather(batch, () -> closing || progress.flushWaiting());
        commit(batch);
        batch.clear();
      } catch (RuntimeException e) {
        log.error("answer writer failed unexpectedly; continuing", e);
        batch.clear();
      }
    }
  }

  /**
   * Stores the batch, trying again with a growing wait for as long as storage refuses it; gives up
   * only when {@link #close()} waited {@link #CLOSE_RETRY} for it.
   */
  private void commit(List<Entry> batch) {
    List<StoredAnswer> writes = new ArrayList<>(batch.size());
    for (Entry entry : batch) {
      writes.add(entry.answer());
    }
    long last = batch.get(batch.size() - 1).seq();
    long waitNanos = firstRetry.toNanos();
    while (true) {
      try {
        store.saveAll(writes);
        break;
      } catch (RuntimeException e) {
        outage.failed(e, committedSeq(), writes.size(), held.get(), maxHeld);
        if (closing && System.nanoTime() - closeDeadline >= 0
            || Thread.currentThread().isInterrupted()) {
          giveUpAtStop(batch, e);
          return;
        }
        retryWait(waitNanos);
        waitNanos = Math.min(waitNanos * 2, retryCap.toNanos());
      }
    }
    held.addAndGet(-batch.size());
    progress.markCommitted(last);
    long enqueued;
    synchronized (this) {
      enqueued = enqueuedSeq;
    }
    outage.worked(last, enqueued);
  }

  /**
   * At stop, with storage still refusing: the batch and everything queued behind it are given up.
   * Their rounds are still open in the database, so the next start grades them from the reactions.
   */
  private void giveUpAtStop(List<Entry> batch, RuntimeException e) {
    List<Entry> rest = new ArrayList<>(batch);
    for (Entry entry; (entry = queue.poll()) != null; ) {
      rest.add(entry);
    }
    progress.lost(rest.get(0).seq(), rest.get(rest.size() - 1).seq(), rest.size());
    held.addAndGet(-rest.size());
    log.warn(
        "stopping with {} answer(s) not stored: {}. Their rounds are still open in the database;"
            + " the next start grades them from the reactions on their messages (without speed"
            + " bonus)",
        rest.size(),
        FailureCause.describe(e));
    progress.markCommitted(rest.get(rest.size() - 1).seq());
  }

  /** Waits before a retry; {@link #close()} and {@link #flush()} do not cut it short. */
  private void retryWait(long nanos) {
    long until = System.nanoTime() + nanos;
    for (long left = nanos; left > 0; left = until - System.nanoTime()) {
      LockSupport.parkNanos(this, left);
      if (closing && System.nanoTime() - closeDeadline >= 0) {
        return;
      }
      if (Thread.currentThread().isInterrupted()) {
        return; // commit() gives up: an interrupted writer stops, as close() would
      }
    }
  }
}
