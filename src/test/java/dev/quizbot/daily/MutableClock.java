package dev.quizbot.daily;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;

/** A test clock that stays where it is put and moves only when told. */
final class MutableClock extends Clock {
  private volatile Instant now;

  MutableClock(Instant start) {
    this.now = start;
  }

  void set(Instant instant) {
    now = instant;
  }

  void advance(Duration by) {
    now = now.plus(by);
  }

  @Override
  public Instant instant() {
    return now;
  }

  @Override
  public ZoneId getZone() {
    return ZoneOffset.UTC;
  }

  @Override
  public Clock withZone(ZoneId zone) {
    throw new UnsupportedOperationException("tests use instants only");
  }
}
