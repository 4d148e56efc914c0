package dev.quizbot.practice;

import dev.quizbot.i18n.Texts;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The language of {@code quizbot practice}: {@code --language} when given, else the system locale
 * as POSIX reads it ({@code LC_ALL}, then {@code LC_MESSAGES}, then {@code LANG}, e.g. {@code
 * de_DE.UTF-8}), else English.
 */
public final class TerminalLanguage {

  private TerminalLanguage() {}

  /**
   * @throws IllegalArgumentException when {@code option} is not a language the bot speaks
   */
  public static Locale of(String option, Map<String, String> env) {
    if (option != null) {
      return Texts.supported(Locale.forLanguageTag(option.strip()))
          .filter(l -> l.getLanguage().equals(option.strip().toLowerCase(Locale.ROOT)))
          .orElseThrow(
              () -> new IllegalArgumentException("--language must be en, de or ja, got " + option));
    }
    for (String name : new String[] {"LC_ALL", "LC_MESSAGES", "LANG"}) {
      String value = env.get(name);
      if (value != null && !value.isBlank()) {
        // the first one set decides, as in POSIX: LANG=de_DE with LC_ALL=C is C, so English
        return fromPosix(value).orElse(Locale.ENGLISH);
      }
    }
    return Locale.ENGLISH;
  }

  /** "ja_JP.UTF-8", "de_DE@euro", "de" → the supported language; "C", "POSIX" → empty. */
  private static Optional<Locale> fromPosix(String value) {
    String language = value.split("[_.@]", 2)[0].toLowerCase(Locale.ROOT);
    if (language.isEmpty() || language.equals("c") || language.equals("posix")) {
      return Optional.empty();
    }
    return Texts.supported(Locale.forLanguageTag(language));
  }
}
