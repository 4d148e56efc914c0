package dev.quizbot.daily;

import java.time.Duration;
import java.time.LocalTime;
import java.time.ZoneId;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Turns the text options of {@code /daily set} into values, or explains what is wrong.
 *
 * <p>Timezones: only IANA location ids ({@code Area/Location}, e.g. {@code Europe/Berlin}) plus
 * {@code UTC}/{@code GMT} are accepted, matched case-insensitively. Three- and four-letter
 * abbreviations ({@code EST}, {@code CET}, {@code IST}) and fixed offsets ({@code +02:00}) are
 * refused on purpose: abbreviations are ambiguous (IST is India, Ireland or Israel) and, like
 * offsets, Java maps them to rules that ignore the member's daylight-saving changes, so the post
 * would drift by an hour twice a year. A fixed offset that really is wanted can be written as
 * {@code Etc/GMT-2} (the IANA spelling, sign inverted).
 */
public final class DailyInputParser {

  public static final Duration DEFAULT_WINDOW = Duration.ofHours(12);
  public static final Duration MIN_WINDOW = Duration.ofMinutes(1);
  public static final Duration MAX_WINDOW = Duration.ofHours(23);

  static final String ZONE_LIST_HINT =
      "use an IANA timezone name such as Europe/Berlin, America/New_York or Asia/Tokyo"
          + " (full list: https://en.wikipedia.org/wiki/List_of_tz_database_time_zones,"
          + " column \"TZ identifier\")";

  private static final Pattern TIME = Pattern.compile("(\\d{1,2}):(\\d{2})");
  private static final Pattern WINDOW_PART = Pattern.compile("(\\d{1,6})([hm])");
  private static final List<String> BARE_ZONES_ACCEPTED = List.of("UTC", "GMT");

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
            + trimmed
            + "'");
  }

  /** Parses an IANA zone id, case-insensitively; see the class comment for what is refused. */
  public ZoneId parseZone(String text) {
    String trimmed = text == null ? "" : text.trim();
    if (trimmed.isEmpty()) {
      throw new InvalidDailyInputException("timezone is missing: " + ZONE_LIST_HINT);
    }
    Optional<String> exact = matchAvailableId(trimmed);
    if (exact.isPresent()) {
      String id = exact.get();
      if (id.contains("/") || BARE_ZONES_ACCEPTED.contains(id)) {
        return ZoneId.of(id);
      }
      throw abbreviation(trimmed);
    }
    Set<String> suggestions = suggestionsFor(trimmed);
    // A short city name (Paris, Lima, Tokyo) looks like an abbreviation: suggest its zone instead.
    if (suggestions.isEmpty() && trimmed.matches("[A-Za-z]{2,5}")) {
      throw abbreviation(trimmed);
    }
    if (trimmed.matches("(?i)(UTC|GMT)?\\s*[+-]\\d{1,2}(:?\\d{2})?")) {
      throw new InvalidDailyInputException(
          "timezone '"
              + trimmed
              + "' is a fixed offset, which does not follow daylight saving: "
              + ZONE_LIST_HINT);
    }
    String didYouMean =
        suggestions.isEmpty() ? "" : " Did you mean " + String.join(" or ", suggestions) + "?";
    throw new InvalidDailyInputException(
        "unknown timezone '" + trimmed + "': " + ZONE_LIST_HINT + "." + didYouMean);
  }

  private static InvalidDailyInputException abbreviation(String typed) {
    return new InvalidDailyInputException(
        "timezone '"
            + typed
            + "' is an abbreviation or old alias, which is ambiguous or ignores local daylight"
            + " saving: "
            + ZONE_LIST_HINT);
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
              + text.trim()
              + "'");
    }
    return checkWindow(total, text.trim());
  }

  /** Checks a window given as a duration (e.g. an integer-minutes slash option). */
  public Duration checkWindow(Duration window, String asTyped) {
    if (window.compareTo(MIN_WINDOW) < 0 || window.compareTo(MAX_WINDOW) > 0) {
      throw new InvalidDailyInputException(
          "window must be from 1m to 23h (e.g. 12h, 90m or 1h30m); you gave '" + asTyped + "'");
    }
    return window;
  }

  private static Optional<String> matchAvailableId(String text) {
    for (String id : ZoneId.getAvailableZoneIds()) {
      if (id.equalsIgnoreCase(text)) {
        return Optional.of(id);
      }
    }
    return Optional.empty();
  }

  /** Location ids whose city part equals what was typed, e.g. "berlin" → Europe/Berlin. */
  private static Set<String> suggestionsFor(String text) {
    String last = text.substring(text.lastIndexOf('/') + 1).replace(' ', '_');
    Set<String> found = new TreeSet<>();
    for (String id : ZoneId.getAvailableZoneIds()) {
      String city = id.substring(id.lastIndexOf('/') + 1);
      if (id.contains("/") && !id.startsWith("Etc/") && city.equalsIgnoreCase(last)) {
        found.add(id);
      }
    }
    return found.size() <= 3 ? found : Set.of();
  }
}
