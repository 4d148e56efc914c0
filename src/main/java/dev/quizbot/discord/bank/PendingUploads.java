package dev.quizbot.discord.bank;

import dev.quizbot.serverdeck.DeckUpload;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Checked uploads waiting for their admin's Confirm, in memory: a restart or {@link #EXPIRY} drops
 * them (the admin uploads again). Few at once: each holds a whole deck in a 64 MiB heap.
 */
final class PendingUploads {
  static final Duration EXPIRY = Duration.ofMinutes(15);
  static final int MAX_WAITING = 4;

  record Pending(DeckUpload upload, long adminId, Instant expires) {}

  private final Map<Long, Pending> waiting = new LinkedHashMap<>();
  private final Clock clock;

  PendingUploads(Clock clock) {
    this.clock = clock;
  }

  /** Keeps the upload; its token, or empty when {@link #MAX_WAITING} are already waiting. */
  synchronized Optional<Long> put(DeckUpload upload, long adminId) {
    dropExpired();
    if (waiting.size() >= MAX_WAITING) {
      return Optional.empty();
    }
    long token = ThreadLocalRandom.current().nextLong(1, Long.MAX_VALUE);
    waiting.put(token, new Pending(upload, adminId, clock.instant().plus(EXPIRY)));
    return Optional.of(token);
  }

  /** Takes the upload out (a press decides it once); empty when expired or unknown. */
  synchronized Optional<Pending> take(long token) {
    dropExpired();
    return Optional.ofNullable(waiting.remove(token));
  }

  private void dropExpired() {
    Instant now = clock.instant();
    for (Iterator<Pending> it = waiting.values().iterator(); it.hasNext(); ) {
      if (!it.next().expires().isAfter(now)) {
        it.remove();
      }
    }
  }
}
