package dev.quizbot.study;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import java.util.function.LongConsumer;
import java.util.function.LongSupplier;

/**
 * Lets a refit give way to answers. {@link #noted()} is told of every stored review; {@link
 * #await()}, called by the optimizer before each batch of predictions (a few milliseconds of CPU),
 * returns once no review has been stored for {@value #QUIET_MILLIS} ms, or after {@value
 * #MAX_WAIT_MILLIS} ms however busy, so a refit still ends under constant answering, a batch at a
 * time (then slowly: a member with 10,000 reviews has about 160 batches, some 5 minutes).
 *
 * <p>Why: on a two-core host a refit's CPU and the garbage it leaves for the collector made a
 * burst's answers cost some 40 % more CPU (bench P8 with refits); paused between batches, it stays
 * out of the bursts. Java thread priorities do nothing on Linux, so a low priority alone does not.
 *
 * <p>An interrupted thread is not held: {@link #await()} returns at once (the bot interrupts its
 * refit thread when it stops, and {@link ParameterRefit} then ends the refit).
 */
public final class ReviewLull {

  static final long QUIET_MILLIS = 1_000;
  static final long MAX_WAIT_MILLIS = 2_000;

  private final LongSupplier nanoTime;
  private final LongConsumer sleepNanos; // tests pass one that moves their clock
  private final long quietNanos;
  private volatile long lastReview;

  private ReviewLull(LongSupplier nanoTime, LongConsumer sleepNanos, long quietMillis) {
    this.nanoTime = nanoTime;
    this.sleepNanos = sleepNanos;
    this.quietNanos = TimeUnit.MILLISECONDS.toNanos(quietMillis);
    this.lastReview = nanoTime.getAsLong() - quietNanos;
  }

  /** The bot's: on the JVM's monotonic clock. */
  public static ReviewLull onSystemTime() {
    return new ReviewLull(System::nanoTime, LockSupport::parkNanos, QUIET_MILLIS);
  }

  /** Never waits: no quiet period (tools and tests that refit on their own thread). */
  public static ReviewLull none() {
    return new ReviewLull(
        () -> 0,
        nanos -> {
          throw new IllegalStateException("a lull without a quiet period never sleeps");
        },
        0);
  }

  static ReviewLull on(LongSupplier nanoTime, LongConsumer sleepNanos) {
    return new ReviewLull(nanoTime, sleepNanos, QUIET_MILLIS);
  }

  /** A review was stored just now. Cheap: a read of the clock and a volatile write. */
  public void noted() {
    lastReview = nanoTime.getAsLong();
  }

  /** Waits until reviews have been quiet for a while, or at most {@value #MAX_WAIT_MILLIS} ms. */
  public void await() {
    long start = nanoTime.getAsLong();
    long deadline = start + TimeUnit.MILLISECONDS.toNanos(MAX_WAIT_MILLIS);
    while (!Thread.currentThread().isInterrupted()) {
      long now = nanoTime.getAsLong();
      long quietFor = now - lastReview;
      if (quietFor >= quietNanos || now - deadline >= 0) {
        return;
      }
      sleepNanos.accept(Math.min(quietNanos - quietFor, deadline - now));
    }
  }
}
