package dev.quizbot.study;

import java.time.Duration;
import java.time.Instant;
import java.util.Objects;
import java.util.Optional;

/**
 * One first answer to be recorded as a review. {@code (memberId, source, sourceId, sourceSeq)} is
 * its key: recording the same key again (a restart's re-grade, a retried transaction, a double
 * click) changes nothing.
 *
 * @param right right → {@link Rating#GOOD}; wrong or "Don't know" → {@link Rating#AGAIN}
 * @param responseTime from showing the question to the answer; empty when unknown (an answer graded
 *     after a restart). Stored, never a grade.
 */
public record StudyReview(
    long memberId,
    String questionId,
    ReviewSource source,
    long sourceId,
    int sourceSeq,
    boolean right,
    Instant answeredAt,
    Optional<Duration> responseTime) {

  public StudyReview {
    Objects.requireNonNull(questionId, "questionId");
    Objects.requireNonNull(source, "source");
    Objects.requireNonNull(answeredAt, "answeredAt");
    Objects.requireNonNull(responseTime, "responseTime");
    if (sourceSeq < 0) {
      throw new IllegalArgumentException("sourceSeq must be >= 0, got " + sourceSeq);
    }
  }

  /** A channel or daily round's answer: keyed by the round. */
  public static StudyReview ofRound(
      long memberId,
      String questionId,
      boolean daily,
      long roundId,
      boolean right,
      Instant answeredAt,
      Optional<Duration> responseTime) {
    return new StudyReview(
        memberId,
        questionId,
        daily ? ReviewSource.DAILY : ReviewSource.CHANNEL,
        roundId,
        0,
        right,
        answeredAt,
        responseTime);
  }

  /** The bot's two grades. */
  public Rating rating() {
    return right ? Rating.GOOD : Rating.AGAIN;
  }

  /** The idempotency key as one value (for maps of a batch). */
  Key key() {
    return new Key(memberId, source, sourceId, sourceSeq);
  }

  record Key(long memberId, ReviewSource source, long sourceId, int sourceSeq) {}
}
