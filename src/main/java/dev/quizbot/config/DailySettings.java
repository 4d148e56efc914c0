package dev.quizbot.config;

import dev.quizbot.input.DailyWindow;
import java.time.Duration;

/**
 * Defaults for daily questions.
 *
 * @param defaultWindow answer window of a daily question when {@code /daily set} gives none
 *     (1m..23h: the range {@code /daily set} accepts, so one day's question closes before the next
 *     is posted)
 */
public record DailySettings(Duration defaultWindow) {
  public static final Duration DEFAULT_WINDOW = DailyWindow.DEFAULT;

  public static DailySettings defaults() {
    return new DailySettings(DEFAULT_WINDOW);
  }

  static DailySettings read(SettingsReader r) {
    return new DailySettings(
        r.durationBetween("daily.defaultWindow", DEFAULT_WINDOW, DailyWindow.MIN, DailyWindow.MAX));
  }
}
