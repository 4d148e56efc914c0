package dev.quizbot.discord.quiz;

import dev.quizbot.round.Reveal;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * Reveals whose edit failed in a way a later try may not (a 5xx after JDA's own retries, a
 * timeout), tried again while the bot runs: after 1, 5, 15 and 60 minutes. Without this a Discord
 * hiccup at the deadline left the question unrevealed until the next start, which may be weeks
 * away. After the last try the reveal waits for the next start or session re-create, which send
 * every reveal not recorded as done. Used on the round closer's thread only.
 */
final class RevealRetries {
  static final List<Duration> DELAYS =
      List.of(
          Duration.ofMinutes(1),
          Duration.ofMinutes(5),
          Duration.ofMinutes(15),
          Duration.ofHours(1));

  private record Pending(Reveal reveal, Instant due) {}

  private final Clock clock;
  private final Map<Long, Pending> pending = new HashMap<>();
  // Failed tries so far per round, kept while a retry is on its way.
  private final Map<Long, Integer> tries = new HashMap<>();

  RevealRetries(Clock clock) {
    this.clock = clock;
  }

  /**
   * Schedules the next try of a reveal that just failed.
   *
   * @return when it is tried again; null when it was tried often enough (the next start sends it)
   */
  synchronized Instant failed(Reveal reveal) {
    int failedTries = tries.merge(reveal.roundId(), 1, Integer::sum);
    if (failedTries > DELAYS.size()) {
      tries.remove(reveal.roundId());
      return null;
    }
    Instant due = clock.instant().plus(DELAYS.get(failedTries - 1));
    pending.put(reveal.roundId(), new Pending(reveal, due));
    return due;
  }

  /** The reveal was recorded as done (or given up): nothing more to try. */
  synchronized void done(long roundId) {
    pending.remove(roundId);
    tries.remove(roundId);
  }

  /** Takes the reveals whose next try is due now. */
  synchronized List<Reveal> takeDue() {
    Instant now = clock.instant();
    List<Reveal> due = new ArrayList<>();
    for (Iterator<Pending> it = pending.values().iterator(); it.hasNext(); ) {
      Pending p = it.next();
      if (!p.due().isAfter(now)) {
        due.add(p.reveal());
        it.remove();
      }
    }
    return due;
  }

  /** Takes one reveal out of the waiting ones (it is being sent now by another path). */
  synchronized void take(long roundId) {
    pending.remove(roundId);
  }
}
