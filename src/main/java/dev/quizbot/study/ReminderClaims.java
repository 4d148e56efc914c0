package dev.quizbot.study;

import java.time.Instant;
import java.time.LocalDate;
import java.util.Optional;

/**
 * Exactly one reminder per member per local date, across restarts and processes, as the daily
 * question's claims: every change is one conditional write whose success says who won.
 */
public interface ReminderClaims {

  /**
   * Stores a new claim for the date unless one exists; attempts is 1 for {@link
   * ReminderStatus#CLAIMED}, 0 for {@link ReminderStatus#SKIPPED}.
   *
   * @return true when this call created the claim (the caller owns the date)
   */
  boolean insert(
      long memberId, LocalDate localDate, ReminderStatus status, String claimedBy, Instant at);

  Optional<ReminderClaim> find(long memberId, LocalDate localDate);

  /** Takes over a claim still exactly as the caller saw it; attempts + 1. */
  boolean reclaim(
      long memberId,
      LocalDate localDate,
      ReminderStatus expectedStatus,
      int expectedAttempts,
      String claimedBy,
      Instant at);

  /** Marks the claim SENT if {@code claimedBy} still owns {@code attempt}. */
  boolean markSent(long memberId, LocalDate localDate, String claimedBy, int attempt);

  /** Marks the claim FAILED with a reason if {@code claimedBy} still owns {@code attempt}. */
  boolean markFailed(
      long memberId, LocalDate localDate, String claimedBy, int attempt, String error);

  /** Every claim of a local date at or after {@code from}, of every member (the reminder tick). */
  java.util.List<ReminderClaim> claimsFrom(LocalDate from);

  /**
   * Marks a SENT claim SNOOZED until {@code until} if it is still SENT at {@code attempt}.
   *
   * @return false when it is not (snoozed already, or another state)
   */
  boolean snooze(long memberId, LocalDate localDate, int attempt, Instant until);
}
