package dev.quizbot.input;

import java.time.Duration;

/**
 * The answer window a daily question may have: what {@code /daily set window:} accepts and what the
 * operator's {@code daily.defaultWindow} may be, so that one day's question closes before the next
 * is posted. Here because the config and the daily feature must agree on it.
 */
public final class DailyWindow {
  /** The window when neither {@code /daily set} nor the config gives one. */
  public static final Duration DEFAULT = Duration.ofHours(12);

  public static final Duration MIN = Duration.ofMinutes(1);
  public static final Duration MAX = Duration.ofHours(23);

  private DailyWindow() {}

  /** Whether {@code window} is from {@link #MIN} to {@link #MAX}, both included. */
  public static boolean allows(Duration window) {
    return window.compareTo(MIN) >= 0 && window.compareTo(MAX) <= 0;
  }
}
