package dev.quizbot.app;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;

/**
 * The system clock running {@code scale} times faster from its creation: {@code quizbot practice
 * --time-scale} (tests only), so that a one-minute exam reaches its real deadline, through the exam
 * service's own check, in seconds.
 */
final class ScaledClock extends Clock {
  private final Clock base;
  private final Instant origin;
  private final double scale;

  ScaledClock(Clock base, double scale) {
    this.base = base;
    this.origin = base.instant();
    this.scale = scale;
  }

  @Override
  public Instant instant() {
    Duration real = Duration.between(origin, base.instant());
    return origin.plusNanos((long) (real.toNanos() * scale));
  }

  @Override
  public ZoneId getZone() {
    return base.getZone();
  }

  @Override
  public Clock withZone(ZoneId zone) {
    return new ScaledClock(base.withZone(zone), scale);
  }
}
