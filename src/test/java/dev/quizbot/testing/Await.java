package dev.quizbot.testing;

import java.time.Duration;
import java.util.function.BooleanSupplier;

/**
 * Waits for a condition in the test's own JVM (a thread's progress, a log line), never for time.
 */
public final class Await {
  private Await() {}

  /** Returns once {@code condition} holds; fails the test after {@code timeout}. */
  public static void until(BooleanSupplier condition, Duration timeout, String what) {
    long deadline = System.nanoTime() + timeout.toNanos();
    while (!condition.getAsBoolean()) {
      if (System.nanoTime() - deadline > 0) {
        throw new AssertionError("timed out after " + timeout + " waiting for " + what);
      }
      Thread.onSpinWait();
      Thread.yield();
    }
  }
}
