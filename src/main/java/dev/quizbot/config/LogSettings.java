package dev.quizbot.config;

import java.util.List;

/**
 * Log output on standard error.
 *
 * @param format {@code text} (readable lines) or {@code json} (one JSON object per line)
 * @param level the lowest level printed: TRACE, DEBUG, INFO, WARN or ERROR; DEBUG also prints stack
 *     traces of start-up failures
 */
public record LogSettings(Format format, String level) {
  public static final List<String> LEVELS = List.of("TRACE", "DEBUG", "INFO", "WARN", "ERROR");

  /** Line format of the log. */
  public enum Format {
    TEXT,
    JSON
  }

  public static LogSettings defaults() {
    return new LogSettings(Format.TEXT, "INFO");
  }

  /** True when DEBUG or TRACE: start-up failures then show their stack trace. */
  public boolean debug() {
    return level.equals("DEBUG") || level.equals("TRACE");
  }

  static LogSettings read(SettingsReader r) {
    String format = r.oneOf("log.format", "text", List.of("text", "json"));
    return new LogSettings(
        format.equals("json") ? Format.JSON : Format.TEXT, r.oneOf("log.level", "INFO", LEVELS));
  }
}
