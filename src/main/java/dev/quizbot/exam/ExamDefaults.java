package dev.quizbot.exam;

import dev.quizbot.bank.Deck;
import dev.quizbot.bank.ExamBlueprint;
import dev.quizbot.bank.QuestionBank;
import java.util.List;
import java.util.Optional;

/**
 * What an exam takes when the member did not ask: the bank's only deck, else its first deck with an
 * {@code exam:} block, else its first deck; and the minutes for a number of questions (the block's
 * pace, rounded up; one a question without a block).
 */
final class ExamDefaults {

  private ExamDefaults() {}

  static Optional<Deck> deck(QuestionBank questions) {
    List<Deck> decks = questions.decks();
    if (decks.size() == 1) {
      return Optional.of(decks.get(0));
    }
    return decks.stream()
        .filter(d -> d.exam().declared())
        .findFirst()
        .or(() -> decks.stream().findFirst());
  }

  static int minutes(ExamBlueprint blueprint, int count) {
    if (!blueprint.declared() || count == blueprint.questions()) {
      return blueprint.declared()
          ? blueprint.minutes()
          : Math.min(count, ExamBlueprint.MAX_MINUTES);
    }
    long scaled =
        ((long) blueprint.minutes() * count + blueprint.questions() - 1) / blueprint.questions();
    return (int) Math.max(1, Math.min(scaled, ExamBlueprint.MAX_MINUTES));
  }
}
