package dev.quizbot.daily;

import dev.quizbot.input.DailyWindow;
import dev.quizbot.input.InvalidZoneException;
import dev.quizbot.input.Typed;
import dev.quizbot.input.ZoneInput;
import java.time.Duration;
import java.time.LocalTime;
import java.time.ZoneId;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Turns the text options of {@code /daily set} into values, or explains what is wrong.
 *
 * <p>Timezones: as {@link ZoneInput} (IANA location ids, case-insensitive; no abbreviations or
 * fixed offsets).
 */
public final class DailyInputParser {

  public static final Duration DEFAULT_WINDOW = DailyWindow.DEFAULT;
  public static final Duration MIN_WINDOW = DailyWindow.MIN;
  public static final Duration MAX_WINDOW = DailyWindow.MAX;

  private static final Pattern TIME = Pattern.compile("(\\d{1,2}):(\\d{2})");
  private static final Pattern WINDOW_PART = Pattern.compile("(\\d{1,6})([hm])");

  private final Duration defaultWindow;

  public DailyInputParser() {
    this(DEFAULT_WINDOW);
  }

  /**
   * @param defaultWindow the window when none is given (the operator's daily.defaultWindow)
   */
  public DailyInputParser(Duration defaultWindow) {
    this.defaultWindow = defaultWindow;
  }

  /** Parses {@code HH:mm} (24-hour, 00:00 to 23:59; a one-digit hour like {@code 8:30} is fine). */
  public LocalTime parseTime(String text) {
    String trimmed = text == null ? "" : text.trim();
    Matcher m = TIME.matcher(trimmed);
    if (m.matches()) {
      int hour = Integer.parseInt(m.group(1));
      int minute = Integer.parseInt(m.group(2));
      if (hour <= 23 && minute <= 59) {
        return LocalTime.of(hour, minute);
      }
    }
    throw new InvalidDailyInputException(
        "time must be HH:mm, 24-hour, e.g. 08:30 (from 00:00 to 23:59); you gave '"
            + Typed.echo(trimmed)
            + "'",
        "daily.badTime",
        Typed.echo(trimmed));
  }

  /** Parses a server's time zone; see {@link ZoneInput} for what is accepted and refused. */
  public ZoneId parseZone(String text) {
    try {
      return ZoneInput.parse(text);
    } catch (InvalidZoneException e) {
      throw new InvalidDailyInputException(e);
    }
  }

  /**
   * Parses an answer window such as {@code 12h}, {@code 90m} or {@code 1h30m}; empty or null gives
   * the default window (12 hours unless configured). Allowed: 1 minute to 23 hours.
   */
  public Duration parseWindow(String text) {
    if (text == null || text.isBlank()) {
      return defaultWindow;
    }
    String compact = text.trim().toLowerCase(Locale.ROOT).replace(" ", "");
    Matcher m = WINDOW_PART.matcher(compact);
    Duration total = Duration.ZERO;
    int end = 0;
    while (m.find() && m.start() == end) {
      long amount = Long.parseLong(m.group(1));
      total =
          total.plus(
              m.group(2).equals("h") ? Duration.ofHours(amount) : Duration.ofMinutes(amount));
      end = m.end();
    }
    if (end == 0 || end != compact.length()) {
      throw new InvalidDailyInputException(
          "window must be hours and/or minutes like 12h, 90m or 1h30m (from 1m to 23h); you gave '"
              + Typed.echo(text.trim())
              + "'",
          "daily.badWindow",
          Typed.echo(text.trim()));
    }
    return checkWindow(total, text.trim());
  }

  /** Checks a window given as a duration (e.g. an integer-minutes slash option). */
  public Duration checkWindow(Duration window, String asTyped) {
    if (!DailyWindow.allows(window)) {
      throw new InvalidDailyInputException(
          "window must be from 1m to 23h (e.g. 12h, 90m or 1h30m); you gave '"
              + Typed.echo(asTyped)
              + "'",
          "daily.windowRange",
          Typed.echo(asTyped));
    }
    return window;
  }
}
