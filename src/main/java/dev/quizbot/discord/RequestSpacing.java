package dev.quizbot.discord;

import java.time.Duration;

/**
 * At most {@code perSecond} events in any sliding second, kept by spacing alone: each event at
 * least {@code ceil(1 s / perSecond)} after the one before, so {@code perSecond + 1} events span at
 * least a second. The rule of both {@link RequestPacer} (when a permit is granted) and {@link
 * GlobalRequestLimit} (when a request leaves); the spacing also keeps a burst from taking a whole
 * second's worth at its very start. Not thread-safe: its owner holds a lock around it.
 */
final class RequestSpacing {
  private static final long SECOND_NANOS = Duration.ofSeconds(1).toNanos();

  private final long spacingNanos;
  private boolean any;
  private long last;

  RequestSpacing(int perSecond) {
    if (perSecond < 1) {
      throw new IllegalArgumentException("rate must be at least 1 request/s");
    }
    // Rounded up: rounded down, perSecond + 1 events could fit a few nanoseconds inside a second.
    this.spacingNanos = (SECOND_NANOS + perSecond - 1) / perSecond;
  }

  /** Takes a place at {@code now} (returns 0), or returns how long until one frees up. */
  long tryTake(long now) {
    long waitNanos = any ? last + spacingNanos - now : 0;
    if (waitNanos > 0) {
      return waitNanos;
    }
    any = true;
    last = now;
    return 0;
  }
}
