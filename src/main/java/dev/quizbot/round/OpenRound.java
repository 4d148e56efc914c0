package dev.quizbot.round;

import dev.quizbot.bank.Question;
import dev.quizbot.bank.SuggestedBy;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;

/**
 * In-memory state of one open round: who answered, what they picked, the fastest correct. Guarded
 * by the {@link RoundService} lock; never shared outside it.
 */
final class OpenRound {

  static final int FASTEST_SHOWN = 3;

  private static final Comparator<Reveal.FastAnswer> FASTEST_FIRST =
      Comparator.comparingLong(Reveal.FastAnswer::millisAfterOpen)
          .thenComparingLong(Reveal.FastAnswer::userId);

  private StoredRound round;
  private final Optional<Question> question;
  private final Set<Long> answered = new HashSet<>();
  private final int[] counts;
  private final List<Reveal.FastAnswer> fastest = new ArrayList<>(FASTEST_SHOWN + 1);
  // Reactions that may be on this round's message, which arrived before its id was known; null
  // until the first one (most rounds never hold any).
  private List<ReactionAnswer> held;

  OpenRound(StoredRound round, Optional<Question> question) {
    this.round = round;
    this.question = question;
    this.counts = new int[round.choiceOrder().size()];
  }

  StoredRound round() {
    return round;
  }

  Optional<Question> question() {
    return question;
  }

  void posted(long messageId) {
    round = round.withMessageId(messageId);
  }

  boolean isPosted() {
    return round.messageId().isPresent();
  }

  long messageId() {
    return round.messageId().orElseThrow();
  }

  int choiceCount() {
    return counts.length;
  }

  Duration window() {
    return Duration.ofSeconds(round.windowSeconds());
  }

  /**
   * Keeps a reaction until the round learns its message id.
   *
   * @return false when {@code limit} reactions are held already (the reaction is dropped)
   */
  boolean hold(ReactionAnswer reaction, int limit) {
    if (held == null) {
      held = new ArrayList<>();
    }
    if (held.size() >= limit) {
      return false;
    }
    held.add(reaction);
    return true;
  }

  /** The held reactions in arrival order; none are held afterwards. */
  List<ReactionAnswer> takeHeld() {
    List<ReactionAnswer> taken = held == null ? List.of() : held;
    held = null;
    return taken;
  }

  boolean hasAnswered(long userId) {
    return answered.contains(userId);
  }

  /**
   * Counts one graded answer (live, recovered or reloaded from the store).
   *
   * @param recovered graded from the reactions after a restart: its time is when the bot read it,
   *     not when the member answered, so it is left out of the fastest
   */
  void count(long userId, int position, boolean correct, Instant answeredAt, boolean recovered) {
    answered.add(userId);
    counts[position]++;
    if (correct && !recovered) {
      long millis = Math.max(0, answeredAt.toEpochMilli() - round.openedAt().toEpochMilli());
      fastest.add(new Reveal.FastAnswer(userId, millis));
      fastest.sort(FASTEST_FIRST);
      if (fastest.size() > FASTEST_SHOWN) {
        fastest.remove(FASTEST_SHOWN);
      }
    }
  }

  OpenRoundView view() {
    return new OpenRoundView(
        round.roundId(),
        round.guildId(),
        round.channelId(),
        messageId(),
        round.kind(),
        round.closesAt(),
        ChoiceEmojis.first(choiceCount()));
  }

  Reveal reveal(Instant closedAt) {
    List<String> texts = displayTexts();
    int total = answered.size();
    List<Reveal.ChoiceTally> tallies = new ArrayList<>(counts.length);
    int[] percents = SharePercents.of(counts);
    for (int p = 0; p < counts.length; p++) {
      double share = total == 0 ? 0.0 : (double) counts[p] / total;
      tallies.add(
          new Reveal.ChoiceTally(
              p, ChoiceEmojis.emoji(p), texts.get(p), counts[p], share, percents[p]));
    }
    return new Reveal(
        round.roundId(),
        round.guildId(),
        round.channelId(),
        messageId(),
        round.kind(),
        round.questionId(),
        round.deckId(),
        round.topic(),
        question.map(Question::prompt).orElse("(this question is no longer in the bank)"),
        texts,
        round.correctPosition(),
        question.map(Question::explanation).orElse(""),
        question.map(Question::reference).filter(r -> !r.isBlank()),
        total,
        tallies,
        fastest,
        closedAt,
        question.map(SuggestedBy::author).orElse(OptionalLong.empty()));
  }

  private List<String> displayTexts() {
    List<String> texts = new ArrayList<>(counts.length);
    for (int p = 0; p < counts.length; p++) {
      int index = round.choiceOrder().get(p);
      texts.add(
          question
              .filter(q -> index < q.choices().size())
              .map(q -> q.choices().get(index))
              .orElse("choice " + ChoiceEmojis.letter(p)));
    }
    return texts;
  }
}
