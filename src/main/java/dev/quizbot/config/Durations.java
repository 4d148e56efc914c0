package dev.quizbot.config;

import java.time.Duration;
import java.time.format.DateTimeParseException;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Durations as admins write them: {@code 500ms}, {@code 60s}, {@code 10m}, {@code 12h}, {@code 1d}.
 */
final class Durations {
  static final String ACCEPTED = "a duration such as 30s, 10m or 12h (units ms, s, m, h, d)";

  private static final Pattern SHORT = Pattern.compile("(\\d{1,9})\\s*(ms|s|m|h|d)");

  private Durations() {}

  /** Parses the short form or ISO-8601 ({@code PT12H}); empty when the text is neither. */
  static Optional<Duration> parse(String text) {
    String t = text.trim().toLowerCase(java.util.Locale.ROOT);
    Matcher m = SHORT.matcher(t);
    if (m.matches()) {
      long n = Long.parseLong(m.group(1));
      return Optional.of(
          switch (m.group(2)) {
            case "ms" -> Duration.ofMillis(n);
            case "s" -> Duration.ofSeconds(n);
            case "m" -> Duration.ofMinutes(n);
            case "h" -> Duration.ofHours(n);
            default -> Duration.ofDays(n);
          });
    }
    if (t.startsWith("p")) {
      try {
        return Optional.of(Duration.parse(t.toUpperCase(java.util.Locale.ROOT)));
      } catch (DateTimeParseException e) {
        return Optional.empty();
      }
    }
    return Optional.empty();
  }

  /** The shortest exact short form: 60s → "1m", 90s → "90s", 12h → "12h". */
  static String format(Duration d) {
    long ms = d.toMillis();
    if (ms == 0) {
      return "0s";
    }
    if (ms % 86_400_000 == 0) {
      return ms / 86_400_000 + "d";
    }
    if (ms % 3_600_000 == 0) {
      return ms / 3_600_000 + "h";
    }
    if (ms % 60_000 == 0) {
      return ms / 60_000 + "m";
    }
    if (ms % 1_000 == 0) {
      return ms / 1_000 + "s";
    }
    return ms + "ms";
  }
}
