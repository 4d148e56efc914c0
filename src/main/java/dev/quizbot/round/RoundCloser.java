package dev.quizbot.round;

import dev.quizbot.storage.FailureCause;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Closes due rounds for {@link RoundService}: a round leaves the open index at its deadline, is
 * kept here as closing until its answers are stored and its close is stored, and is retried with a
 * backoff while storage refuses the close. Its own class because this outage bookkeeping is one job
 * apart from starting and grading rounds.
 *
 * <p>The closing list is guarded by the service's lock (passed in, not a lock of its own): a round
 * must move from the open index to the closing list atomically, or {@link RoundService#recover}
 * could load it again from the store in between.
 */
final class RoundCloser {
  private static final Duration FIRST_CLOSE_RETRY = Duration.ofMillis(250);
  private static final Duration CLOSE_RETRY_CAP = Duration.ofSeconds(5);
  private static final Logger log = LoggerFactory.getLogger(RoundCloser.class);

  private final Object lock;
  private final OpenRounds open;
  private final RoundStore rounds;
  private final AnswerWriter writer;
  private final Clock clock;

  // Rounds past their deadline, out of the index, whose close is not stored yet (guarded by lock).
  private final List<Closing> closing = new ArrayList<>();
  // Pacing of close retries while storage refuses them (used by the closing thread only).
  private volatile long nextCloseTry = System.nanoTime();
  private long closeRetryNanos;
  private boolean closeFailing;

  /**
   * @param lock the service's lock, which also guards {@code open}
   */
  RoundCloser(Object lock, OpenRounds open, RoundStore rounds, AnswerWriter writer, Clock clock) {
    this.lock = lock;
    this.open = open;
    this.rounds = rounds;
    this.writer = writer;
    this.clock = clock;
  }

  /** The body of {@link RoundService#closeDue(Set)}. */
  List<Reveal> closeDue(Set<Long> notYet) {
    List<OpenRound> due = new ArrayList<>();
    List<OpenRound> neverPosted = new ArrayList<>();
    List<Closing> toClose;
    synchronized (lock) {
      open.takeDue(clock.instant(), notYet, due, neverPosted);
      // Every answer of these rounds is queued by now (answers are queued under this lock, and
      // the rounds left the index): stored once the writer has committed this far.
      long storedBy = writer.lastEnqueued();
      for (OpenRound round : due) {
        closing.add(new Closing(round, storedBy));
      }
      if (closing.isEmpty() || System.nanoTime() - nextCloseTry < 0) {
        toClose = List.of(); // nothing to close, or storage gets a moment after a failed close
      } else {
        toClose = new ArrayList<>(closing);
      }
    }
    List<Reveal> reveals = new ArrayList<>();
    if (!toClose.isEmpty()) {
      writer.flush(RoundService.CLOSE_FLUSH_WAIT);
      toClose.sort(Comparator.comparing((Closing c) -> c.round().round().closesAt()));
      for (Closing c : toClose) {
        if (writer.committedSeq() < c.storedBy()
            || writer.storage(c.storedBy()) == AnswerStorage.LOST) {
          continue; // its answers still wait for storage (or, at stop, were given up)
        }
        Instant now = clock.instant();
        boolean closedHere;
        try {
          closedHere = rounds.close(c.round().round().roundId(), now);
        } catch (RuntimeException e) {
          closeFailed(c, e);
          break; // the others would wait for the same storage
        }
        synchronized (lock) {
          closing.remove(c);
        }
        closeWorked();
        if (closedHere) {
          reveals.add(c.round().reveal(now));
        }
      }
    }
    for (OpenRound round : neverPosted) {
      try {
        rounds.deleteUnposted(round.round().roundId());
      } catch (RuntimeException e) {
        // Left for the next start's sweep of never-posted rounds (deleteUnpostedDueBy).
        log.debug(
            "could not delete never-posted round {}: {}", round.round().roundId(), e.toString());
      }
    }
    return reveals;
  }

  /** A round past its deadline whose close is not stored yet, and the write its answers end at. */
  private record Closing(OpenRound round, long storedBy) {}

  private void closeFailed(Closing c, RuntimeException e) {
    long wait =
        Math.min(
            CLOSE_RETRY_CAP.toNanos(),
            closeRetryNanos == 0 ? FIRST_CLOSE_RETRY.toNanos() : closeRetryNanos * 2);
    closeRetryNanos = wait;
    nextCloseTry = System.nanoTime() + wait;
    if (!closeFailing) {
      closeFailing = true;
      log.warn(
          "closing round {} failed: {}; {} round(s) past their deadline wait to be closed and"
              + " revealed, tried again until storage works",
          c.round().round().roundId(),
          FailureCause.describe(e),
          roundsWaitingToClose());
    } else {
      log.debug("closing round {} failed again: {}", c.round().round().roundId(), e.toString());
    }
  }

  private void closeWorked() {
    if (closeFailing) {
      closeFailing = false;
      log.info("closing rounds works again");
    }
    closeRetryNanos = 0;
  }

  /** The earliest deadline among rounds waiting to close; call under the lock. */
  Optional<Instant> earliestWaiting() {
    return closing.stream().map(c -> c.round().round().closesAt()).min(Comparator.naturalOrder());
  }

  /** The body of {@link RoundService#roundsWaitingToClose()}. */
  int roundsWaitingToClose() {
    synchronized (lock) {
      return closing.size();
    }
  }

  /** Whether a round is waiting to close; call under the lock. */
  boolean isClosing(long roundId) {
    for (Closing c : closing) {
      if (c.round().round().roundId() == roundId) {
        return true;
      }
    }
    return false;
  }
}
