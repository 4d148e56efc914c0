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

  /**
   * The next id that Discord's rule {@code (id >> 22) % shardTotal} puts in {@code shardId}: the
   * next id, moved on to the first millisecond of that shard when it is not there already.
   */
  String nextInShard(int shardId, int shardTotal) {
    long fromClock = (System.currentTimeMillis() - DISCORD_EPOCH) << 22;
    return Long.toString(
        last.updateAndGet(
            previous -> {
              long candidate = Math.max(previous + 1, fromClock);
              long millis = candidate >>> 22;
              long wanted = millis + Math.floorMod(shardId - millis, (long) shardTotal);
              return wanted == millis ? candidate : wanted << 22;
            }));
  }
}
