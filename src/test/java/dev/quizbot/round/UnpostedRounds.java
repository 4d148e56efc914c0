package dev.quizbot.round;

import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * Unposted rounds of question q-ring, 60 s open, for the round store's tests on either database.
 */
final class UnpostedRounds {
  private UnpostedRounds() {}

  static StoredRound of(long id, long guildId, long channelId, RoundKind kind, Instant openedAt) {
    return new StoredRound(
        id,
        guildId,
        channelId,
        OptionalLong.empty(),
        kind,
        "q-ring",
        "deck-one",
        "communication",
        List.of(0, 1, 2, 3),
        0,
        60,
        true,
        false,
        openedAt,
        openedAt.plusSeconds(60),
        Optional.empty());
  }
}
