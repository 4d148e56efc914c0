package dev.quizbot.discord.review;

import java.util.Optional;
import java.util.OptionalInt;

/**
 * The custom_ids of the study buttons. Each carries everything its press needs, so a button pressed
 * after a restart still works and nothing is kept in memory between the message and the press.
 * Discord allows 100 characters; the longest here is {@code rv:} + two 19-digit numbers and a small
 * one, under 50.
 *
 * <ul>
 *   <li>{@code rv:<sessionId>:<position>:<choice>}: an answer; the choice is the index in the
 *       author's order, {@code -} for "Don't know".
 *   <li>{@code rvhere:<memberId>}: "Study here" under the closed-DMs explanation.
 *   <li>{@code rvreset:yes|no:<memberId>}: the {@code /review reset} confirmation.
 * </ul>
 */
final class ButtonIds {

  static final String ANSWER = "rv";
  static final String STUDY_HERE = "rvhere";
  static final String RESET = "rvreset";

  private static final String DONT_KNOW = "-";

  private ButtonIds() {}

  /** An answer button's content. */
  record Answer(long sessionId, int position, OptionalInt choice) {}

  static String answer(long sessionId, int position, OptionalInt choice) {
    return ANSWER
        + ":"
        + sessionId
        + ":"
        + position
        + ":"
        + (choice.isPresent() ? Integer.toString(choice.getAsInt()) : DONT_KNOW);
  }

  static String studyHere(long memberId) {
    return STUDY_HERE + ":" + memberId;
  }

  static String reset(boolean confirm, long memberId) {
    return RESET + ":" + (confirm ? "yes" : "no") + ":" + memberId;
  }

  /** The prefix before the first colon ({@code rv}, {@code rvhere}, ...). */
  static String kind(String customId) {
    int colon = customId.indexOf(':');
    return colon < 0 ? customId : customId.substring(0, colon);
  }

  static Optional<Answer> parseAnswer(String customId) {
    String[] parts = customId.split(":", -1);
    if (parts.length != 4 || !parts[0].equals(ANSWER)) {
      return Optional.empty();
    }
    try {
      long session = Long.parseLong(parts[1]);
      int position = Integer.parseInt(parts[2]);
      OptionalInt choice =
          parts[3].equals(DONT_KNOW)
              ? OptionalInt.empty()
              : OptionalInt.of(Integer.parseInt(parts[3]));
      return Optional.of(new Answer(session, position, choice));
    } catch (NumberFormatException e) {
      return Optional.empty();
    }
  }

  /** The member id at the end of a {@code rvhere} or {@code rvreset} id. */
  static Optional<Long> memberOf(String customId) {
    try {
      return Optional.of(Long.parseLong(customId.substring(customId.lastIndexOf(':') + 1)));
    } catch (NumberFormatException e) {
      return Optional.empty();
    }
  }

  static boolean resetConfirmed(String customId) {
    return customId.startsWith(RESET + ":yes:");
  }
}
