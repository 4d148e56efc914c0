package dev.quizbot.input;

/** A time zone as typed that is refused; the message says why and what to type instead. */
public final class InvalidZoneException extends IllegalArgumentException {
  public InvalidZoneException(String message) {
    super(message);
  }
}
