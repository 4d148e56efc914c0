package dev.quizbot.study;

import dev.quizbot.bank.Question;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;

/**
 * What an answer in a session did.
 *
 * @param question the question answered (ANSWERED)
 * @param nextDue when the question comes back by FSRS ("again in 4 days"); a miss also comes back
 *     within the session
 * @param interval from the answer to {@code nextDue}
 * @param next the session's next question; empty when the session is over
 * @param summary the session's summary, once it is over
 */
public record AnswerResult(
    Status status,
    boolean right,
    Optional<Question> question,
    Optional<Instant> nextDue,
    Optional<Duration> interval,
    Optional<SessionQuestion> next,
    Optional<SessionSummary> summary) {

  public enum Status {
    /** Graded and stored with its review. */
    ANSWERED,
    /** The position was answered already (a double click, an old button) or the session is over. */
    STALE,
    /** No such session of this member. */
    NO_SESSION
  }

  static AnswerResult refused(Status status, Optional<SessionQuestion> current) {
    return new AnswerResult(
        status,
        false,
        Optional.empty(),
        Optional.empty(),
        Optional.empty(),
        current,
        Optional.empty());
  }

  /** The correct choice, in the author's order of {@link Question#choices()}. */
  public Optional<Integer> correctChoice() {
    return question.map(Question::answerIndex);
  }
}
