package dev.quizbot.exam;

import java.time.Instant;
import java.util.List;

/**
 * The report DMs owed for exams submitted at their deadline (table {@code exam_report_dms}):
 * written in the submission's transaction, claimed by one process at a time, marked sent or given
 * up. A claim older than {@code staleBefore} belongs to a process that died mid-send and is taken
 * over.
 */
public interface ReportDms {

  /** Owed DMs nobody holds a fresh claim on, oldest first, at most {@code limit}. */
  List<Long> claimable(Instant staleBefore, int limit);

  /**
   * Compare-and-set: claims the exam's owed DM for {@code process} if it is unclaimed or its claim
   * is older than {@code staleBefore}; true when this call won.
   */
  boolean claim(long examId, String process, Instant now, Instant staleBefore);

  /** Discord took the DM: never sent again. */
  void sent(long examId, String process, Instant at);

  /** Discord refused the DM for good (50007): never tried again. */
  void gaveUp(long examId, String process, Instant at);

  /** The send failed for now: the claim is dropped so the next tick tries again. */
  void release(long examId, String process);
}
