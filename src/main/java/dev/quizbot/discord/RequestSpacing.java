package dev.quizbot.discord;

import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Deque;

/**
 * At most {@code perSecond} events in any sliding second, each at least {@code 1 s / perSecond}
 * after the one before: the rule of both {@link RequestPacer} (when a permit is granted) and {@link
 * GlobalRequestLimit} (when a request leaves). The spacing keeps a burst from taking a whole
 * second's worth at its very start. Not thread-safe: its owner holds a lock around it.
 */
final class RateWindow {
  private static final long WINDOW_NANOS = Duration.ofSeconds(1).toNanos();

  private final int perSecond;
  private final long spacingNanos;
  private final Deque<Long> taken = new ArrayDeque<>();

  RateWindow(int perSecond) {
    if (perSecond < 1) {
      throw new IllegalArgumentException("rate must be at least 1 request/s");
    }
    this.perSecond = perSecond;
    this.spacingNanos = WINDOW_NANOS / perSecond;
  }

  /** Takes a place at {@code now} (returns 0), or returns how long until one frees up. */
  long tryTake(long now) {
    while (!taken.isEmpty() && now - taken.peekFirst() >= WINDOW_NANOS) {
      taken.pollFirst();
    }
    long waitNanos = 0;
    if (!taken.isEmpty()) {
      waitNanos = taken.peekLast() + spacingNanos - now;
    }
    if (taken.size() >= perSecond) {
      waitNanos = Math.max(waitNanos, taken.peekFirst() + WINDOW_NANOS - now);
    }
    if (waitNanos > 0) {
      return waitNanos;
    }
    taken.addLast(now);
    return 0;
  }
}
