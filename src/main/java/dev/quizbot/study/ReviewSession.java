package dev.quizbot.study;

import java.time.Instant;
import java.util.Objects;
import java.util.Optional;

/**
 * A stored {@code /review} session.
 *
 * @param version grows by one at every stored change; a change is stored only over the version it
 *     was computed from, so an old button, a double click or a second process cannot apply one
 *     answer twice
 * @param doneAt set when the last question was answered
 */
public record ReviewSession(
    long sessionId,
    long memberId,
    Instant startedAt,
    ReviewFilter filter,
    ReviewQueue queue,
    int version,
    Instant updatedAt,
    Optional<Instant> doneAt) {

  public ReviewSession {
    Objects.requireNonNull(startedAt, "startedAt");
    Objects.requireNonNull(filter, "filter");
    Objects.requireNonNull(queue, "queue");
    Objects.requireNonNull(updatedAt, "updatedAt");
    Objects.requireNonNull(doneAt, "doneAt");
  }

  /** A new session at version 1. */
  public static ReviewSession start(
      long sessionId, long memberId, Instant at, ReviewFilter filter, ReviewQueue queue) {
    return new ReviewSession(
        sessionId,
        memberId,
        at,
        filter,
        queue,
        1,
        at,
        queue.finished() ? Optional.of(at) : Optional.empty());
  }

  /** This session with {@code next} as its queue, one version on; done when the queue is. */
  public ReviewSession with(ReviewQueue next, Instant at) {
    return new ReviewSession(
        sessionId,
        memberId,
        startedAt,
        filter,
        next,
        version + 1,
        at,
        next.finished() ? Optional.of(at) : Optional.empty());
  }

  /** This session ended where it is (one version on), its remaining questions not asked. */
  public ReviewSession endedAt(Instant at) {
    return new ReviewSession(
        sessionId, memberId, startedAt, filter, queue, version + 1, at, Optional.of(at));
  }

  public boolean open() {
    return doneAt.isEmpty();
  }
}
