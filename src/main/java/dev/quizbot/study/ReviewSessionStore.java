package dev.quizbot.study;

import java.util.Optional;

/**
 * Stored review sessions. At most one open session per member, decided by the database; every
 * change is a compare-and-set on {@link ReviewSession#version()}.
 */
public interface ReviewSessionStore {

  /** Stores a new session; false (nothing stored) when the member has an open one already. */
  boolean create(ReviewSession session);

  /** The member's open session, if any. */
  Optional<ReviewSession> open(long memberId);

  Optional<ReviewSession> find(long sessionId);

  /**
   * In one transaction: stores {@code next} over {@code expected} and records {@code review} (see
   * {@link ReviewLog#apply}).
   *
   * @return the applied review; empty (nothing written) when the stored session is no longer at
   *     {@code expected}'s version
   */
  Optional<AppliedReview> advance(ReviewSession expected, ReviewSession next, StudyReview review);

  /** Stores {@code next} over {@code expected} without a review; false when stale. */
  boolean update(ReviewSession expected, ReviewSession next);
}
