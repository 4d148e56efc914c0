package dev.quizbot.study;

import java.time.Instant;
import java.util.Optional;

/**
 * What {@code /review start} led to.
 *
 * @param question the question to ask now (STARTED, RESUMED)
 * @param nextDue when the member's next question falls due (NOTHING_DUE; empty when they have no
 *     memory states at all)
 */
public record ReviewStart(
    Kind kind,
    Optional<ReviewSession> session,
    Optional<SessionQuestion> question,
    Optional<Instant> nextDue) {

  public enum Kind {
    /** A new session was planned and stored. */
    STARTED,
    /** The member's open session continues where it was. */
    RESUMED,
    /** Nothing due and no new question left today within the filters; nothing stored. */
    NOTHING_DUE,
    /** The deck filter names no deck of the bank; nothing stored. */
    UNKNOWN_DECK,
    /** The topic filter names no topic of the bank (or of the deck); nothing stored. */
    UNKNOWN_TOPIC
  }

  static ReviewStart of(Kind kind, ReviewSession session, SessionQuestion question) {
    return new ReviewStart(kind, Optional.of(session), Optional.of(question), Optional.empty());
  }

  static ReviewStart refused(Kind kind, Optional<Instant> nextDue) {
    return new ReviewStart(kind, Optional.empty(), Optional.empty(), nextDue);
  }
}
