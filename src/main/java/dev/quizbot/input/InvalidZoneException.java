package dev.quizbot.input;

import java.util.List;

/**
 * A time zone as typed that is refused; the message says why and what to type instead (in English,
 * for logs and the terminal). {@link #kind}, {@link #typed} and {@link #suggestions} let the bot
 * word the same explanation in the member's language.
 */
public final class InvalidZoneException extends IllegalArgumentException {
  /** Why the zone is refused. */
  public enum Kind {
    MISSING,
    ABBREVIATION,
    FIXED_OFFSET,
    UNKNOWN
  }

  private final Kind kind;
  private final String typed;
  private final List<String> suggestions;

  public InvalidZoneException(String message) {
    this(message, Kind.UNKNOWN, "", List.of());
  }

  public InvalidZoneException(String message, Kind kind, String typed, List<String> suggestions) {
    super(message);
    this.kind = kind;
    this.typed = typed;
    this.suggestions = List.copyOf(suggestions);
  }

  public Kind kind() {
    return kind;
  }

  /** What was typed, already shortened for echoing ({@code Typed.echo}). */
  public String typed() {
    return typed;
  }

  /** Zones the typed text may have meant; empty when none is close. */
  public List<String> suggestions() {
    return suggestions;
  }
}
