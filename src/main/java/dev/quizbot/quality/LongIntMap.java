package dev.quizbot.quality;

import java.util.Arrays;

/**
 * A map from long keys to non-negative ints, open addressing in two arrays: {@code quizbot items}
 * looks up the round of each of a million answers, and a {@code HashMap<Long, ...>} spent most of
 * that time boxing the key and chasing its nodes.
 */
final class LongIntMap {
  private static final int NONE = -1;

  private long[] keys;
  private int[] values;
  private int size;

  LongIntMap(int expected) {
    int capacity = Integer.highestOneBit(Math.max(16, expected * 2 - 1)) << 1;
    keys = new long[capacity];
    values = new int[capacity];
    Arrays.fill(values, NONE);
  }

  /** Stores {@code value} (0 or more) for {@code key}, replacing an earlier one. */
  void put(long key, int value) {
    if (value < 0) {
      throw new IllegalArgumentException("values are 0 or more");
    }
    if ((size + 1) * 2 > keys.length) {
      grow();
    }
    int slot = slot(key, keys.length);
    while (values[slot] != NONE && keys[slot] != key) {
      slot = (slot + 1) & (keys.length - 1);
    }
    if (values[slot] == NONE) {
      size++;
    }
    keys[slot] = key;
    values[slot] = value;
  }

  /** The value of {@code key}; -1 when it has none. */
  int get(long key) {
    int slot = slot(key, keys.length);
    while (values[slot] != NONE) {
      if (keys[slot] == key) {
        return values[slot];
      }
      slot = (slot + 1) & (keys.length - 1);
    }
    return NONE;
  }

  private void grow() {
    long[] oldKeys = keys;
    int[] oldValues = values;
    keys = new long[oldKeys.length * 2];
    values = new int[oldKeys.length * 2];
    Arrays.fill(values, NONE);
    size = 0;
    for (int i = 0; i < oldKeys.length; i++) {
      if (oldValues[i] != NONE) {
        put(oldKeys[i], oldValues[i]);
      }
    }
  }

  private static int slot(long key, int capacity) {
    long h = key * 0x9E3779B97F4A7C15L; // Fibonacci hashing: spreads sequential ids
    return (int) (h >>> 32) & (capacity - 1);
  }
}
