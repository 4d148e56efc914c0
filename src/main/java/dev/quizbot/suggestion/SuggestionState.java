package dev.quizbot.suggestion;

import java.util.Locale;

/** Where a suggestion is: waiting for an admin, or decided once and for all. */
public enum SuggestionState {
  PENDING,
  APPROVED,
  REJECTED;

  /** The stored word ({@code pending}, ...). */
  public String code() {
    return name().toLowerCase(Locale.ROOT);
  }

  static SuggestionState ofCode(String code) {
    return valueOf(code.toUpperCase(Locale.ROOT));
  }
}
