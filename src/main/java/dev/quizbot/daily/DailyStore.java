package dev.quizbot.daily;

import java.time.Instant;
import java.time.LocalDate;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Storage of daily schedules, the per-(server, local date) claims and the question history.
 *
 * <p>Every claim change is a single conditional write whose success says who won, so two processes
 * sharing the database can never both own a date: {@link #insertClaim} fails when the date already
 * has a claim, {@link #reclaim} only succeeds for the exact state the caller saw, and the finishing
 * calls only succeed for the owner holding the current attempt number.
 */
public interface DailyStore {

  /** Creates or replaces the server's schedule. */
  void saveSchedule(DailySchedule schedule);

  Optional<DailySchedule> findSchedule(long guildId);

  List<DailySchedule> enabledSchedules();

  Optional<DailyClaim> findClaim(long guildId, LocalDate localDate);

  /** All claims whose local date is on or after {@code from} (one read per tick). */
  List<DailyClaim> claimsSince(LocalDate from);

  /**
   * Stores a new claim for the date unless one exists. With {@link ClaimStatus#CLAIMED} the attempt
   * number is 1; with {@link ClaimStatus#SKIPPED} it is 0.
   *
   * @return true when this call created the claim (the caller won the date)
   */
  boolean insertClaim(
      long guildId,
      LocalDate localDate,
      ClaimStatus status,
      Optional<String> questionId,
      String claimedBy,
      Instant claimedAt);

  /**
   * Takes over a claim that is still exactly in the state the caller saw ({@code expectedStatus},
   * {@code expectedAttempts}), making it CLAIMED by {@code claimedBy} with attempts + 1.
   *
   * @return true when this call took the claim over
   */
  boolean reclaim(
      long guildId,
      LocalDate localDate,
      ClaimStatus expectedStatus,
      int expectedAttempts,
      String questionId,
      String claimedBy,
      Instant claimedAt);

  /**
   * Marks the claim POSTED and records the question as asked in this server, if {@code claimedBy}
   * still owns attempt {@code attempt}.
   *
   * @return false when the claim was taken over meanwhile (the caller's post may be a duplicate)
   */
  boolean markPosted(
      long guildId,
      LocalDate localDate,
      String claimedBy,
      int attempt,
      long messageId,
      String questionId,
      Instant postedAt);

  /** Marks the claim FAILED with a reason, if {@code claimedBy} still owns {@code attempt}. */
  boolean markFailed(
      long guildId, LocalDate localDate, String claimedBy, int attempt, String error);

  /** Ids of questions asked in this server in the current cycle. */
  Set<String> askedQuestionIds(long guildId);

  /** The question most recently posted as this server's daily in the current cycle. */
  Optional<String> lastAskedQuestionId(long guildId);

  /** Forgets that these questions were asked here: starts a new cycle over them. */
  void forgetAsked(long guildId, Collection<String> questionIds);
}
