package dev.quizbot.daily;

/**
 * A {@code /daily} option a member typed is not acceptable. The message is meant for that member:
 * it names the option, says what is wrong and how to fix it. Nothing was stored.
 */
public final class InvalidDailyInputException extends RuntimeException {
  public InvalidDailyInputException(String message) {
    super(message);
  }
}
