package dev.quizbot.round;

import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The {@code /quiz} channel cooldown: the minimum time from the start of one {@code /quiz} round in
 * a channel to the start of the next (README, {@code quiz.cooldown}). Only rounds that were
 * actually posted count, so a refused, failed or abandoned start never locks the channel. Daily
 * rounds are not seen here at all.
 *
 * <p>The last start of a channel is known in memory once this process posted a /quiz there or read
 * the channel's history from the rounds table ({@link #knowsHistoryOf}, {@link #seed}), so a
 * restart keeps the cooldown. Thread-safe.
 */
final class QuizCooldown {
  private final Duration cooldown;
  // Channel -> start of its last posted /quiz; Instant.MIN when the channel's history was read and
  // holds none. One entry per channel that asked for a /quiz while this process ran.
  private final Map<Long, Instant> lastStart = new ConcurrentHashMap<>();

  QuizCooldown(Duration cooldown) {
    if (cooldown.isNegative()) {
      throw new IllegalArgumentException("the /quiz cooldown cannot be negative: " + cooldown);
    }
    this.cooldown = cooldown;
  }

  /** Whether a cooldown applies at all (0s means none). */
  boolean isOn() {
    return !cooldown.isZero();
  }

  Duration duration() {
    return cooldown;
  }

  /** Whether the channel's last start is known (posted here, or history already read). */
  boolean knowsHistoryOf(long channelId) {
    return !isOn() || lastStart.containsKey(channelId);
  }

  /** Adds what the rounds table says about the channel's last posted /quiz (empty: none). */
  void seed(long channelId, Optional<Instant> storedLastStart) {
    started(channelId, storedLastStart.orElse(Instant.MIN));
  }

  /** A /quiz round that started at {@code openedAt} was posted in the channel. */
  void started(long channelId, Instant openedAt) {
    if (isOn()) {
      lastStart.merge(channelId, openedAt, (a, b) -> a.isAfter(b) ? a : b);
    }
  }

  /**
   * When the next /quiz is possible in the channel, if that is after {@code now}; empty when one
   * may start now (the cooldown has run out exactly at its end).
   */
  Optional<Instant> blockedUntil(long channelId, Instant now) {
    if (!isOn()) {
      return Optional.empty();
    }
    Instant last = lastStart.get(channelId);
    if (last == null || last.equals(Instant.MIN)) {
      return Optional.empty();
    }
    Instant next = last.plus(cooldown);
    return now.isBefore(next) ? Optional.of(next) : Optional.empty();
  }
}
