package dev.quizbot.exam;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Exactly-once report DMs of exams submitted at their deadline: the owed row is written in the
 * submission's transaction ({@link ExamService#submitDue()}); each tick of every process claims
 * owed ones by compare-and-set and sends those it won; a claim older than {@code staleAfter} (its
 * process died mid-send) is taken over, like the daily post's and the reminders' claims. A claim
 * after an earlier one is a retake: the earlier attempt may have reached Discord without the answer
 * coming back, so the sender first looks for that DM ({@link Claimed#earlierClaimAt}). A failed
 * send waits {@link #backoff} before the next attempt and is given up after {@link #MAX_ATTEMPTS}.
 */
public final class ExamReportDms {
  private static final Logger log = LoggerFactory.getLogger(ExamReportDms.class);

  public static final Duration DEFAULT_STALE_AFTER = Duration.ofMinutes(2);

  /**
   * Failed sends after which the DM is given up (about 3 hours of trying, see {@link #backoff}).
   */
  public static final int MAX_ATTEMPTS = 10;

  // The ticker runs every 5 s: the first retry is the next tick, then ever further apart.
  private static final List<Duration> BACKOFF =
      List.of(
          Duration.ofSeconds(5),
          Duration.ofSeconds(30),
          Duration.ofMinutes(2),
          Duration.ofMinutes(10),
          Duration.ofMinutes(30));

  private static final int BATCH = 50;

  /**
   * A DM this process claimed: send it (after looking for an earlier attempt's, when {@code
   * earlierClaimAt} is present: the row's first claim), then say how it went. {@code attempts}:
   * failed sends before this claim.
   */
  public record Claimed(
      long examId, ExamReport report, Optional<Instant> earlierClaimAt, int attempts) {}

  /** What a failed send leads to. */
  public enum Retry {
    /** Tried again at the row's next attempt time. */
    LATER,
    /** Too many failures: GAVE_UP, the report stays in {@code /exam history}. */
    GIVEN_UP,
    /** Another process holds the row now (this claim went stale): nothing recorded. */
    NOT_MINE
  }

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

  /** How long the next attempt waits after {@code failures} failed sends (1: 5 s ... 30 min). */
  public static Duration backoff(int failures) {
    return BACKOFF.get(Math.max(0, Math.min(failures, BACKOFF.size()) - 1));
  }

  /** Claims the owed DMs nobody else is sending; the reports this process now has to send. */
  public List<Claimed> claimOwed() {
    Instant now = clock.instant();
    Instant staleBefore = now.minus(staleAfter);
    List<Claimed> mine = new ArrayList<>();
    for (long examId : store.claimable(now, staleBefore, BATCH)) {
      Optional<ReportDms.Claim> claim = store.claim(examId, processId, now, staleBefore);
      if (claim.isEmpty()) {
        continue; // another process's
      }
      Optional<ExamReport> report = exams.submittedReport(examId);
      if (report.isPresent()) {
        mine.add(
            new Claimed(
                examId, report.get(), claim.get().earlierClaimAt(), claim.get().attempts()));
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

  /** The send never reached Discord (stopping): due again at once, no failure counted. */
  public void released(long examId) {
    store.release(examId, processId);
  }

  /**
   * A failure worth another try: the next attempt (of any process) waits {@link #backoff}; after
   * {@link #MAX_ATTEMPTS} failures the DM is given up with one WARN line.
   */
  public Retry failed(Claimed claimed) {
    int failures = claimed.attempts() + 1;
    Instant now = clock.instant();
    long examId = claimed.examId();
    if (failures >= MAX_ATTEMPTS) {
      if (!store.abandon(examId, processId, failures, now)) {
        return Retry.NOT_MINE;
      }
      log.warn(
          "exam {}: report DM to member {} failed {} times since {}; given up, the report stays in"
              + " /exam history",
          examId,
          claimed.report().exam().memberId(),
          failures,
          claimed.earlierClaimAt().orElse(now));
      return Retry.GIVEN_UP;
    }
    return store.retryLater(examId, processId, failures, now.plus(backoff(failures)))
        ? Retry.LATER
        : Retry.NOT_MINE;
  }
}
