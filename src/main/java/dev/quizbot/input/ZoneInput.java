package dev.quizbot.input;

import java.time.ZoneId;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * A server's time zone as an admin types it ({@code /daily set timezone:} and {@code /quizconfig
 * timezone:} share this, so both accept and refuse the same things).
 *
 * <p>Only IANA location ids ({@code Area/Location}, e.g. {@code Europe/Berlin}) plus {@code
 * UTC}/{@code GMT} are accepted, matched case-insensitively. Three- and four-letter abbreviations
 * ({@code EST}, {@code CET}, {@code IST}) and fixed offsets ({@code +02:00}) are refused on
 * purpose: abbreviations are ambiguous (IST is India, Ireland or Israel) and, like offsets, Java
 * maps them to rules that ignore the members' daylight-saving changes, so posts and weekly boards
 * would drift by an hour twice a year. A fixed offset that really is wanted can be written as
 * {@code Etc/GMT-2} (the IANA spelling, sign inverted).
 */
public final class ZoneInput {

  public static final String ZONE_LIST_HINT =
      "use an IANA timezone name such as Europe/Berlin, America/New_York or Asia/Tokyo"
          + " (full list: https://en.wikipedia.org/wiki/List_of_tz_database_time_zones,"
          + " column \"TZ identifier\")";

  private static final List<String> BARE_ZONES_ACCEPTED = List.of("UTC", "GMT");

  private ZoneInput() {}

  /**
   * @throws InvalidZoneException saying what is wrong and what to type instead
   */
  public static ZoneId parse(String text) {
    String trimmed = text == null ? "" : text.trim();
    if (trimmed.isEmpty()) {
      throw new InvalidZoneException(
          "timezone is missing: " + ZONE_LIST_HINT,
          InvalidZoneException.Kind.MISSING,
          "",
          List.of());
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
      throw new InvalidZoneException(
          "timezone '"
              + Typed.echo(trimmed)
              + "' is a fixed offset, which does not follow daylight saving: "
              + ZONE_LIST_HINT,
          InvalidZoneException.Kind.FIXED_OFFSET,
          Typed.echo(trimmed),
          List.of());
    }
    String didYouMean =
        suggestions.isEmpty() ? "" : " Did you mean " + String.join(" or ", suggestions) + "?";
    throw new InvalidZoneException(
        "unknown timezone '" + Typed.echo(trimmed) + "': " + ZONE_LIST_HINT + "." + didYouMean,
        InvalidZoneException.Kind.UNKNOWN,
        Typed.echo(trimmed),
        List.copyOf(suggestions));
  }

  private static InvalidZoneException abbreviation(String typed) {
    return new InvalidZoneException(
        "timezone '"
            + Typed.echo(typed)
            + "' is an abbreviation or old alias, which is ambiguous or ignores local daylight"
            + " saving: "
            + ZONE_LIST_HINT,
        InvalidZoneException.Kind.ABBREVIATION,
        Typed.echo(typed),
        List.of());
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
