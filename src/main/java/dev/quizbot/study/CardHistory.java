package dev.quizbot.study;

import dev.quizbot.bank.GuildBanks;
import java.util.List;
import java.util.function.ToDoubleFunction;

/**
 * One member's reviews of one question, oldest first.
 *
 * @param reviews the answers in the order given; the first one's elapsed days mean nothing
 * @param guessFloor the chance of a right answer without recall: 1 / choices for a multiple-choice
 *     question, 0 for an open one; used only by the guessing-aware model
 */
public record CardHistory(List<PastReview> reviews, double guessFloor) {

  public CardHistory {
    reviews = List.copyOf(reviews);
    if (!(guessFloor >= 0 && guessFloor < 1)) {
      throw new IllegalArgumentException("guess floor must be 0 to below 1, got " + guessFloor);
    }
  }

  public static CardHistory of(List<PastReview> reviews) {
    return new CardHistory(reviews, 0);
  }

  /**
   * Each question's guess floor by id, from the bank that holds it (a server's decks for their
   * ids); 0 for a question no longer there.
   */
  public static ToDoubleFunction<String> guessFloors(GuildBanks banks) {
    return id ->
        banks.holding(id).question(id).map(q -> guessFloorOf(q.choices().size())).orElse(0.0);
  }

  /** The guess floor of a question with {@code choices} options (0 for an open question). */
  public static double guessFloorOf(int choices) {
    return choices >= 2 ? 1.0 / choices : 0;
  }
}
