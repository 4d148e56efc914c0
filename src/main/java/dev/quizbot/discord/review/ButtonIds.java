package dev.quizbot.discord.review;

import dev.quizbot.discord.ComponentId;
import java.time.Instant;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * The custom_ids of the study buttons ({@link ComponentId}s of three families). Each carries
 * everything its press needs, so a button pressed after a restart still works and nothing is kept
 * in memory between the message and the press. The longest is {@code rv:} + two 19-digit numbers
 * and a small one, under 50 of Discord's 100.
 *
 * <ul>
 *   <li>{@code rv:<sessionId>:<position>:<choice>}: an answer; the choice is the index in the
 *       author's order, {@code -} for "Don't know".
 *   <li>{@code rvhere:<memberId>}: "Study here" under the closed-DMs explanation.
 *   <li>{@code rvreset:yes|no:<memberId>:<askedAtSecond>}: the {@code /review reset} confirmation;
 *       it carries when it was asked, so an old one left on screen deletes nothing ({@code
 *       rvreset:yes|no:<memberId>}, from before, has no time: it is taken as old).
 * </ul>
 */
final class ButtonIds {

  static final String ANSWER = "rv";
  static final String STUDY_HERE = "rvhere";
  static final String RESET = "rvreset";

  private static final String DONT_KNOW = "-";

  // Year 9999: beyond it Instant.ofEpochSecond still works, but no button is that new.
  private static final long MAX_SECOND = 253_402_300_799L;

  private ButtonIds() {}

  /** An answer button's content. */
  record Answer(long sessionId, int position, OptionalInt choice) {}

  /** A reset confirmation's content; no {@code askedAt} in an id from before it was added. */
  record Reset(boolean confirmed, long memberId, Optional<Instant> askedAt) {}

  static String answer(long sessionId, int position, OptionalInt choice) {
    String picked = choice.isPresent() ? Integer.toString(choice.getAsInt()) : DONT_KNOW;
    return ComponentId.of(ANSWER, sessionId, position, picked).encode();
  }

  static String studyHere(long memberId) {
    return ComponentId.of(STUDY_HERE, memberId).encode();
  }

  static String reset(boolean confirm, long memberId, Instant askedAt) {
    return ComponentId.of(RESET, confirm ? "yes" : "no", memberId, askedAt.getEpochSecond())
        .encode();
  }

  static Optional<Answer> parseAnswer(ComponentId id) {
    if (!id.family().equals(ANSWER) || id.arity() != 3) {
      return Optional.empty();
    }
    try {
      long session = Long.parseLong(id.arg(0));
      int position = Integer.parseInt(id.arg(1));
      OptionalInt choice =
          id.arg(2).equals(DONT_KNOW)
              ? OptionalInt.empty()
              : OptionalInt.of(Integer.parseInt(id.arg(2)));
      return Optional.of(new Answer(session, position, choice));
    } catch (NumberFormatException e) {
      return Optional.empty();
    }
  }

  /** The member of a {@code rvhere} id. */
  static Optional<Long> parseStudyHere(ComponentId id) {
    if (!id.family().equals(STUDY_HERE) || id.arity() != 1) {
      return Optional.empty();
    }
    return number(id.arg(0));
  }

  /** A {@code rvreset} id: anything but {@code yes} cancels, as before the router. */
  static Optional<Reset> parseReset(ComponentId id) {
    if (!id.family().equals(RESET) || id.arity() < 2 || id.arity() > 3) {
      return Optional.empty();
    }
    Optional<Instant> askedAt = Optional.empty();
    if (id.arity() == 3) {
      Optional<Long> second = number(id.arg(2));
      if (second.isEmpty() || second.get() < 0 || second.get() > MAX_SECOND) {
        return Optional.empty();
      }
      askedAt = Optional.of(Instant.ofEpochSecond(second.get()));
    }
    Optional<Instant> asked = askedAt;
    return number(id.arg(1)).map(member -> new Reset(id.arg(0).equals("yes"), member, asked));
  }

  private static Optional<Long> number(String text) {
    try {
      return Optional.of(Long.parseLong(text));
    } catch (NumberFormatException e) {
      return Optional.empty();
    }
  }
}
