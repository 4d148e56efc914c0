package dev.quizbot.exam;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Exactly-once report DMs of exams submitted at their deadline: the owed row is written in the
 * submission's transaction ({@link ExamService#submitDue()}); each tick of every process claims
 * owed ones by compare-and-set and sends those it won; a claim older than {@code staleAfter} (its
 * process died mid-send) is taken over, like the daily post's and the reminders' claims.
 */
public final class ExamReportDms {

  public static final Duration DEFAULT_STALE_AFTER = Duration.ofMinutes(2);
  private static final int BATCH = 50;

  /** A DM this process claimed: send it, then say how it went. */
  public record Claimed(long examId, ExamReport report) {}

  private final ReportDms store;
  private final ExamService exams;
  private final Clock clock;
  private final String processId;
  private final Duration staleAfter;

  public ExamReportDms(
      ReportDms store, ExamService exams, Clock clock, String processId, Duration staleAfter) {
    this.store = store;
    this.exams = exams;
    this.clock = clock;
    this.processId = processId;
    this.staleAfter = staleAfter;
  }

  /** Claims the owed DMs nobody else is sending; the reports this process now has to send. */
  public List<Claimed> claimOwed() {
    Instant now = clock.instant();
    Instant staleBefore = now.minus(staleAfter);
    List<Claimed> mine = new ArrayList<>();
    for (long examId : store.claimable(staleBefore, BATCH)) {
      if (!store.claim(examId, processId, now, staleBefore)) {
        continue; // another process's
      }
      Optional<ExamReport> report = exams.submittedReport(examId);
      if (report.isPresent()) {
        mine.add(new Claimed(examId, report.get()));
      } else {
        store.gaveUp(examId, processId, now); // the exam is gone (/review reset)
      }
    }
    return mine;
  }

  public void sent(long examId) {
    store.sent(examId, processId, clock.instant());
  }

  public void gaveUp(long examId) {
    store.gaveUp(examId, processId, clock.instant());
  }

  /** A failure worth another try: the next tick (of any process) sends it. */
  public void failed(long examId) {
    store.release(examId, processId);
  }
}
