package dev.quizbot.e2e;

import java.time.Duration;
import java.util.function.BooleanSupplier;

/** Waits for a condition seen from outside the bot (a process, a database file). */
final class Poll {
  private Poll() {}

  static void until(BooleanSupplier condition, Duration timeout, String what) {
    long deadline = System.nanoTime() + timeout.toNanos();
    while (!condition.getAsBoolean()) {
      if (System.nanoTime() > deadline) {
        throw new AssertionError("timed out after " + timeout + " waiting for: " + what);
      }
      try {
        Thread.sleep(20);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new IllegalStateException(e);
      }
    }
  }
}
