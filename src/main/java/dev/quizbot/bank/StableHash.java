package dev.quizbot.bank;

import java.nio.charset.StandardCharsets;

/** A 64-bit hash of text that is the same on every JVM and run (FNV-1a, then a mixing step). */
final class StableHash {
  private StableHash() {}

  static long of(String text) {
    long hash = 0xcbf29ce484222325L;
    for (byte b : text.getBytes(StandardCharsets.UTF_8)) {
      hash ^= b & 0xff;
      hash *= 0x100000001b3L;
    }
    // SplitMix64 finaliser: spreads nearby inputs (q1, q2, ...) over the whole range.
    hash = (hash ^ (hash >>> 30)) * 0xbf58476d1ce4e5b9L;
    hash = (hash ^ (hash >>> 27)) * 0x94d049bb133111ebL;
    return hash ^ (hash >>> 31);
  }
}
