package dev.quizbot.round;

import java.time.Duration;
import java.time.Instant;
import java.util.Objects;
import java.util.Optional;

/**
 * One {@code answers} row: a member's graded answer on a round, and what its review needs (the
 * question, whether the round was a daily one, the response time). The review fields are not
 * columns of {@code answers}: the round holds the question, and a stored answer's review is in the
 * study tables.
 *
 * @param questionId the round's question; null when the answer is not a review (answers read back
 *     from the store, tests of the totals alone)
 * @param daily true for a daily round's answer (the review's source DAILY, else CHANNEL)
 * @param responseTime from the question's posting to the answer; empty when unknown (an answer
 *     graded after a restart)
 */
public record StoredAnswer(
    long roundId,
    long guildId,
    long userId,
    int choicePosition,
    boolean correct,
    int points,
    Instant answeredAt,
    boolean recovered,
    String topic,
    String questionId,
    boolean daily,
    Optional<Duration> responseTime) {

  public StoredAnswer {
    Objects.requireNonNull(responseTime, "responseTime");
  }

  /** An answer without its review fields (read back from the store, or totals-only tests). */
  public StoredAnswer(
      long roundId,
      long guildId,
      long userId,
      int choicePosition,
      boolean correct,
      int points,
      Instant answeredAt,
      boolean recovered,
      String topic) {
    this(
        roundId,
        guildId,
        userId,
        choicePosition,
        correct,
        points,
        answeredAt,
        recovered,
        topic,
        null,
        false,
        Optional.empty());
  }
}
