package dev.quizbot.daily;

import dev.quizbot.input.InvalidZoneException;
import java.util.List;
import java.util.Optional;

/**
 * A {@code /daily} option a member typed is not acceptable. The message (English, for logs and
 * tests) names the option, says what is wrong and how to fix it; {@link #key} and {@link #args} are
 * the same as a bundle key ({@code src/main/resources/i18n}) for the member's language, and a
 * refused time zone carries the parser's reason ({@link #zone}). Nothing was stored.
 */
public final class InvalidDailyInputException extends RuntimeException {
  private final String key;
  private final List<Object> args;
  private final Optional<InvalidZoneException> zone;

  public InvalidDailyInputException(String message, String key, Object... args) {
    super(message);
    this.key = key;
    this.args = List.of(args);
    this.zone = Optional.empty();
  }

  InvalidDailyInputException(InvalidZoneException zone) {
    super(zone.getMessage(), zone);
    this.key = "daily.badZone";
    this.args = List.of();
    this.zone = Optional.of(zone);
  }

  public String key() {
    return key;
  }

  public List<Object> args() {
    return args;
  }

  public Optional<InvalidZoneException> zone() {
    return zone;
  }
}
