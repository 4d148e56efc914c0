package dev.quizbot.round;

import dev.quizbot.storage.FailureCause;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Locale;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The answer writer's account of one storage outage, for the logs and the health check: one WARN
 * when storing starts failing, naming the cause in plain words and what is held back, and one INFO
 * once every answer held back is stored, with how long storage was away and how many answers were
 * written late. Retries in between log at DEBUG only. Used by the writer thread; read by others.
 *
 * <p>The WARN comes with the second failure in a row, naming its cause: a single failure that the
 * first retry (50 ms later) cures is no outage, and after a database restart the first failure is
 * typically a pooled connection the server broke ("An I/O error occurred"), while the retry, on a
 * new connection, hears the real state ("Connection refused" while the server is down).
 */
final class StorageOutage {
  private static final Logger log = LoggerFactory.getLogger(StorageOutage.class);

  private final Clock clock;
  private volatile Instant since; // null while storing works
  private volatile String cause;
  private boolean warned;
  private long committedBefore; // the last sequence number stored before the outage
  private long caughtUpAt; // once storing works again: the last one held back
  private Duration lasted;

  StorageOutage(Clock clock) {
    this.clock = clock;
  }

  /** True from the first failed write until a write works again. */
  boolean failing() {
    return since != null;
  }

  /** The cause of the current outage in plain words; null while storing works. */
  String cause() {
    return since == null ? null : cause;
  }

  /** A write of {@code batch} answers failed; {@code held} answers in all wait to be stored. */
  void failed(RuntimeException e, long committedSeq, int batch, long held, int maxHeld) {
    String words = FailureCause.describe(e);
    if (since == null) {
      since = clock.instant();
      cause = words;
      committedBefore = committedSeq;
      caughtUpAt = 0;
      warned = false;
      log.debug("storing {} answers failed ({}); trying again", batch, words, e);
    } else if (!warned) {
      warned = true;
      cause = words;
      log.warn(
          "storing answers fails: {}. Holding {} graded answer(s) in memory and retrying until"
              + " storage works again: rounds past their deadline wait to close and reveal; past"
              + " {} held answers new reactions are not graded (they stay on the message for a"
              + " restart to grade). First error: {}",
          words,
          held,
          maxHeld,
          e.toString(),
          e);
    } else {
      log.debug("storing {} answers failed again ({}); {} held", batch, words, held);
    }
  }

  /** A write worked; {@code enqueuedSeq} is the last sequence number queued so far. */
  void worked(long committedSeq, long enqueuedSeq) {
    if (since != null) {
      lasted = Duration.between(since, clock.instant());
      since = null;
      // Those queued while it failed are written late; reported only after a WARN.
      caughtUpAt = warned ? enqueuedSeq : 0;
    }
    if (caughtUpAt > 0 && committedSeq >= caughtUpAt) {
      log.info(
          "storing answers works again after {}: {} answer(s) written late, none lost",
          seconds(lasted),
          caughtUpAt - committedBefore);
      caughtUpAt = 0;
    }
  }

  private static String seconds(Duration d) {
    return String.format(Locale.ROOT, "%.1f s", d.toMillis() / 1000.0);
  }
}
