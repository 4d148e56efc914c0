package dev.quizbot.guildconfig;

import dev.quizbot.input.InvalidZoneException;
import java.util.List;
import java.util.Optional;

/**
 * One refused {@code /quizconfig} option, as a message key of the bundles ({@code
 * src/main/resources/i18n}) and its arguments, so the adapter words it in the admin's language. A
 * refused time zone carries the parser's reason instead ({@link #zone}), worded like {@code /daily
 * set}'s.
 */
public record SettingsProblem(String key, List<Object> args, Optional<InvalidZoneException> zone) {
  public SettingsProblem {
    args = List.copyOf(args);
  }

  static SettingsProblem of(String key, Object... args) {
    return new SettingsProblem(key, List.of(args), Optional.empty());
  }

  static SettingsProblem zone(InvalidZoneException refused) {
    return new SettingsProblem("quizconfig.problem.timezone", List.of(), Optional.of(refused));
  }
}
