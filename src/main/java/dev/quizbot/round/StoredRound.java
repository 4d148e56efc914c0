package dev.quizbot.round;

import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;

/** One {@code rounds} row. */
public record StoredRound(
    long roundId,
    long guildId,
    long channelId,
    OptionalLong messageId,
    RoundKind kind,
    String questionId,
    String deckId,
    String topic,
    List<Integer> choiceOrder,
    int correctPosition,
    int windowSeconds,
    boolean speedBonus,
    boolean hideAnswers,
    Instant openedAt,
    Instant closesAt,
    Optional<Instant> closedAt) {

  public StoredRound {
    choiceOrder = List.copyOf(choiceOrder);
  }

  StoredRound withMessageId(long id) {
    return new StoredRound(
        roundId,
        guildId,
        channelId,
        OptionalLong.of(id),
        kind,
        questionId,
        deckId,
        topic,
        choiceOrder,
        correctPosition,
        windowSeconds,
        speedBonus,
        hideAnswers,
        openedAt,
        closesAt,
        closedAt);
  }
}
