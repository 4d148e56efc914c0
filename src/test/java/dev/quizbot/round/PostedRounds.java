package dev.quizbot.round;

import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;

/** Posted, open /quiz round rows for storage tests that only need answers to point at a round. */
public final class PostedRounds {
  private PostedRounds() {}

  /** Round {@code roundId} of {@code guildId}, posted as message 700,000 + id, open 60 s. */
  public static StoredRound quiz(long roundId, long guildId, Instant openedAt) {
    return quiz(roundId, guildId, "memory", openedAt);
  }

  /** The same, with a question of {@code topic}. */
  public static StoredRound quiz(long roundId, long guildId, String topic, Instant openedAt) {
    return new StoredRound(
        roundId,
        guildId,
        9101,
        OptionalLong.of(700_000 + roundId),
        RoundKind.QUIZ,
        "q-" + roundId,
        "deck-one",
        topic,
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
