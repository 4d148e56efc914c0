package dev.quizbot.round;

import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * Everything the adapter needs to edit a closed round's message into the reveal.
 *
 * @param prompt the question text (a placeholder when the question left the bank)
 * @param displayChoices choice texts in the order shown (placeholders when unknown)
 * @param correctPosition display position of the correct choice (0 = 🇦)
 * @param explanation why the answer is right
 * @param reference where the explanation comes from, when the question names it
 * @param totalAnswered members graded on this round
 * @param tallies one per choice in display order
 * @param fastest up to 3 fastest correct answerers, fastest first
 * @param suggestedBy the member who suggested the question, credited in the reveal; empty for the
 *     bank's own questions
 */
public record Reveal(
    long roundId,
    long guildId,
    long channelId,
    long messageId,
    RoundKind kind,
    String questionId,
    String deckId,
    String topic,
    String prompt,
    List<String> displayChoices,
    int correctPosition,
    String explanation,
    Optional<String> reference,
    int totalAnswered,
    List<ChoiceTally> tallies,
    List<FastAnswer> fastest,
    Instant closedAt,
    OptionalLong suggestedBy) {

  public Reveal {
    displayChoices = List.copyOf(displayChoices);
    tallies = List.copyOf(tallies);
    fastest = List.copyOf(fastest);
  }

  public String correctEmoji() {
    return ChoiceEmojis.emoji(correctPosition);
  }

  public String correctText() {
    return displayChoices.get(correctPosition);
  }

  /**
   * How many picked one choice.
   *
   * @param share count / total answered, 0 when nobody answered (0.0..1.0)
   * @param percent the share as a whole percentage; the round's percentages add up to 100, and a
   *     choice somebody picked shows at least 1
   */
  public record ChoiceTally(
      int position, String emoji, String text, int count, double share, int percent) {}

  /** A correct answerer and how long after the opening they answered. */
  public record FastAnswer(long userId, long millisAfterOpen) {}
}
