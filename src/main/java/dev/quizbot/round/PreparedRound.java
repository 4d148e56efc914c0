package dev.quizbot.round;

import dev.quizbot.bank.Question;
import java.time.Duration;
import java.time.Instant;
import java.util.List;

/**
 * A round stored and ready to post (its row exists with no message id yet). The adapter posts
 * {@link #displayChoices()} in this order with {@link #choiceEmojis()}, then calls {@link
 * RoundService#markPosted}; if posting fails it calls {@link RoundService#abandon}.
 *
 * @param choiceOrder element {@code p} is the index in {@code question.choices()} shown at position
 *     {@code p}
 * @param correctPosition display position of the correct choice (0 = 🇦)
 * @param speedBonus snapshot of the server setting when the round was prepared
 * @param hideAnswers snapshot of the server setting when the round was prepared
 */
public record PreparedRound(
    long roundId,
    long guildId,
    long channelId,
    RoundKind kind,
    Question question,
    List<Integer> choiceOrder,
    int correctPosition,
    Instant openedAt,
    Instant closesAt,
    Duration window,
    boolean speedBonus,
    boolean hideAnswers)
    implements StartResult {

  public PreparedRound {
    choiceOrder = List.copyOf(choiceOrder);
  }

  /** The round just stored, with its question. */
  static PreparedRound of(StoredRound round, Question question) {
    return new PreparedRound(
        round.roundId(),
        round.guildId(),
        round.channelId(),
        round.kind(),
        question,
        round.choiceOrder(),
        round.correctPosition(),
        round.openedAt(),
        round.closesAt(),
        Duration.ofSeconds(round.windowSeconds()),
        round.speedBonus(),
        round.hideAnswers());
  }

  /** The choice texts in display order (A first). */
  public List<String> displayChoices() {
    return choiceOrder.stream().map(i -> question.choices().get(i)).toList();
  }

  /** The reactions to add under the message, in order. */
  public List<String> choiceEmojis() {
    return ChoiceEmojis.first(choiceOrder.size());
  }
}
