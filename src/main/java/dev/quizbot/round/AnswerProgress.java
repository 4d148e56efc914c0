package dev.quizbot.round;

import dev.quizbot.storage.StorageException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.PriorityQueue;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;
import java.util.function.BooleanSupplier;

/**
 * How far {@link AnswerWriter}'s writes have got: the last sequence number committed (or given up
 * on), which ones were given up on, and who waits for them.
 *
 * <p>Why a class of its own: this bookkeeping is shared by the writer thread (which advances it),
 * {@code flush} callers (which wait on it) and the round engine (which reads {@link #storage});
 * keeping its lock and fields together keeps the writer to queueing and storing.
 */
final class AnswerProgress {

  // [first, last] sequence numbers of dropped batches (batches hold consecutive numbers): rare.
  private final List<long[]> lostRanges = new CopyOnWriteArrayList<>();
  private final AtomicLong failedAnswers = new AtomicLong();
  private final Object progress = new Object();
  private long committedSeq; // guarded by progress
  private volatile int flushWaiters;
  // Run once their write is committed or given up on: by the committing thread, outside the lock.
  private final PriorityQueue<Hook> settledHooks =
      new PriorityQueue<>(Comparator.comparingLong(Hook::seq)); // guarded by progress

  private record Hook(long seq, Runnable then) {}

  /** Sequence number of the last write committed (or given up on). */
  long committedSeq() {
    synchronized (progress) {
      return committedSeq;
    }
  }

  /** Records that the writes {@code first..last} ({@code count} answers) were given up on. */
  void lost(long first, long last, long count) {
    lostRanges.add(new long[] {first, last});
    failedAnswers.addAndGet(count);
  }

  /** Answers given up on; 0 in a healthy process. */
  long failedAnswers() {
    return failedAnswers.get();
  }

  /** Raises the committed (or given-up) sequence number to {@code seq} and wakes the waiters. */
  void markCommitted(long seq) {
    List<Runnable> due = new ArrayList<>();
    synchronized (progress) {
      committedSeq = Math.max(committedSeq, seq);
      progress.notifyAll();
      while (!settledHooks.isEmpty() && settledHooks.peek().seq() <= committedSeq) {
        due.add(settledHooks.poll().then());
      }
    }
    due.forEach(Runnable::run);
  }

  /**
   * Runs {@code then} once the write {@code seq} is committed or given up on ({@link #storage} no
   * longer {@link AnswerStorage#PENDING}): at once if it is, else on the thread that settles it, so
   * {@code then} must only hand work on.
   */
  void whenSettled(long seq, Runnable then) {
    synchronized (progress) {
      if (committedSeq < seq) {
        settledHooks.add(new Hook(seq, then));
        return;
      }
    }
    then.run();
  }

  /** Whether a flush waits: the writer then commits at once instead of gathering. */
  boolean flushWaiting() {
    return flushWaiters != 0;
  }

  /**
   * Waits until {@code target} is committed or {@code deadline} (System.nanoTime()) passes; returns
   * whether it is. While it waits the writer {@code thread} does not gather ({@link
   * #flushWaiting()}), and it is unparked to stop a gathering under way. Returns false early once
   * {@code writerGone} says no thread will commit it.
   */
  boolean awaitCommitted(long target, long deadline, Thread thread, BooleanSupplier writerGone) {
    synchronized (progress) {
      if (committedSeq >= target) {
        return true;
      }
      flushWaiters++;
    }
    LockSupport.unpark(thread); // no gathering while someone waits
    try {
      synchronized (progress) {
        while (committedSeq < target) {
          long waitMs = TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime());
          if (waitMs <= 0 || writerGone.getAsBoolean()) {
            return false;
          }
          try {
            progress.wait(Math.min(waitMs, 100));
          } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new StorageException("interrupted while waiting for answers to be stored", e);
          }
        }
        return true;
      }
    } finally {
      synchronized (progress) {
        flushWaiters--;
      }
    }
  }

  /** Where the write with sequence number {@code seq} stands. */
  AnswerStorage storage(long seq) {
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
}
