package dev.quizbot.fakediscord;

import java.util.concurrent.atomic.AtomicLong;

/** Issues increasing Discord-style ids (milliseconds since the Discord epoch shifted left 22). */
final class Snowflakes {

  private static final long DISCORD_EPOCH = 1420070400000L;
  private final AtomicLong last = new AtomicLong();

  String next() {
    long fromClock = (System.currentTimeMillis() - DISCORD_EPOCH) << 22;
    return Long.toString(last.updateAndGet(previous -> Math.max(previous + 1, fromClock)));
  }
}
