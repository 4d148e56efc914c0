package dev.quizbot.exam;

import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * The report DMs owed for exams submitted at their deadline (table {@code exam_report_dms}):
 * written in the submission's transaction, claimed by one process at a time, marked sent or given
 * up. A claim older than {@code staleBefore} belongs to a process that died mid-send and is taken
 * over; a failed send waits until its {@code next_attempt_at}.
 */
public interface ReportDms {

  /**
   * A won claim. {@code earlierClaimAt}: the row's first claim when this one is a retake (a stale
   * claim taken over, or one released after an attempt that may have reached Discord); {@code
   * attempts}: failed sends before this claim.
   */
  record Claim(Optional<Instant> earlierClaimAt, int attempts) {}

  /**
   * Owed DMs nobody holds a fresh claim on and whose next attempt is due by {@code now}, oldest
   * first, at most {@code limit}.
   */
  List<Long> claimable(Instant now, Instant staleBefore, int limit);

  /**
   * Compare-and-set: claims the exam's owed DM for {@code process} if it is unclaimed or its claim
   * is older than {@code staleBefore}; present when this call won.
   */
  Optional<Claim> claim(long examId, String process, Instant now, Instant staleBefore);

  /** Discord took the DM (or an earlier attempt's was found): never sent again. */
  void sent(long examId, String process, Instant at);

  /** Discord refused the DM for good (50007): never tried again. */
  void gaveUp(long examId, String process, Instant at);

  /** The send never reached Discord (the bot stopping): the claim is dropped, due at once. */
  void release(long examId, String process);

  /**
   * The send failed and may be tried again: {@code attempts} failed sends so far, the next not
   * before {@code nextAt}; the claim is dropped. False when {@code process} no longer held it.
   */
  boolean retryLater(long examId, String process, int attempts, Instant nextAt);

  /** The send failed {@code attempts} times: given up (GAVE_UP) if {@code process} held it. */
  boolean abandon(long examId, String process, int attempts, Instant at);
}
