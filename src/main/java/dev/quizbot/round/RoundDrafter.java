package dev.quizbot.round;

import dev.quizbot.bank.Question;
import dev.quizbot.guildconfig.GuildSettings;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Random;
import java.util.function.LongSupplier;

/**
 * Turns an allowed start into the round to store: picks the question (not the channel's last one
 * when there is a choice), shuffles its choices, gives it an id and its deadline; no message id
 * yet.
 */
final class RoundDrafter {
  private final Clock clock;
  private final Random random;
  private final ChoiceShuffler shuffler;
  private final LongSupplier roundIds;

  RoundDrafter(Clock clock, Random random, LongSupplier roundIds) {
    this.clock = clock;
    this.random = random;
    this.shuffler = new ChoiceShuffler(random);
    this.roundIds = roundIds;
  }

  /**
   * @param eligible the questions the rules allow, never empty
   * @param lastQuestion the id of the channel's last question, or null
   */
  OpenRound draft(
      RoundRequest request,
      GuildSettings guild,
      Duration window,
      List<Question> eligible,
      String lastQuestion) {
    Question question = pick(eligible, lastQuestion);
    List<Integer> order = shuffler.order(question.choices().size());
    int correctPosition = order.indexOf(question.answerIndex());
    Instant openedAt = clock.instant();
    long windowSeconds = window.toSeconds();
    StoredRound round =
        new StoredRound(
            roundIds.getAsLong(),
            request.guildId(),
            request.channelId(),
            OptionalLong.empty(),
            request.kind(),
            question.id(),
            question.deckId(),
            question.topic(),
            order,
            correctPosition,
            (int) windowSeconds,
            guild.speedBonus(),
            guild.hideAnswers(),
            openedAt,
            openedAt.plusSeconds(windowSeconds),
            Optional.empty());
    return new OpenRound(round, Optional.of(question));
  }

  /** Any eligible question but the one this channel saw last, when there is a choice. */
  private Question pick(List<Question> eligible, String last) {
    List<Question> candidates = eligible;
    if (eligible.size() > 1 && last != null) {
      candidates = eligible.stream().filter(q -> !q.id().equals(last)).toList();
    }
    return candidates.get(random.nextInt(candidates.size()));
  }
}
