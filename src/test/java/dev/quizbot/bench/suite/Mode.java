package dev.quizbot.bench.suite;

/** How thorough a suite run is: SHORT for a quick check (under 3 min), FULL for the table. */
public enum Mode {
  SHORT,
  FULL;

  /** {@code -Dbench.short=true} selects SHORT; anything else FULL. */
  public static Mode fromSystemProperties() {
    return Boolean.getBoolean("bench.short") ? SHORT : FULL;
  }

  /** Picks the short or the full value of a size or a repeat count. */
  public int pick(int shortValue, int fullValue) {
    return this == SHORT ? shortValue : fullValue;
  }
}
