package dev.quizbot.study;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.List;

/**
 * The log of reviews and the memory states they make. {@link #apply(Connection, List)} is the one
 * writer of memory states, and runs in the caller's transaction, so an answer and its review are
 * stored together or not at all.
 */
public interface ReviewLog {

  /**
   * Records the reviews in list order on {@code connection}, inside the caller's open transaction
   * (neither committed nor rolled back here): each updates the member's memory state of its
   * question at the member's desired retention. A review whose key ({@link StudyReview}: member,
   * source, source id, sequence) is stored already, or repeats one earlier in the list, changes
   * nothing and comes back with {@code duplicate} set.
   */
  List<AppliedReview> apply(Connection connection, List<StudyReview> reviews) throws SQLException;

  /** {@link #apply(Connection, List)} for one review. */
  default AppliedReview apply(Connection connection, StudyReview review) throws SQLException {
    return apply(connection, List.of(review)).get(0);
  }

  /** {@link #apply(Connection, List)} in a transaction of its own. */
  List<AppliedReview> apply(List<StudyReview> reviews);

  /** The member's reviews answered at or after {@code since}. */
  int countSince(long memberId, Instant since);

  /** True retention of the member's reviews answered at or after {@code since}. */
  RetentionCount retentionSince(long memberId, Instant since);

  /**
   * Consecutive local dates in {@code zone}, up to {@code today}, on which the member reviewed:
   * counted from today, or from yesterday while today has no review yet (the streak is not lost
   * before the day is over).
   */
  int streak(long memberId, ZoneId zone, LocalDate today);
}
