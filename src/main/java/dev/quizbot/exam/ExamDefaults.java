package dev.quizbot.exam;

import dev.quizbot.bank.Deck;
import dev.quizbot.bank.ExamBlueprint;
import dev.quizbot.bank.QuestionBank;
import java.util.List;
import java.util.Optional;

/** What an exam asked for without a deck or a time gets: see {@link ExamRequest}. */
final class ExamDefaults {
  private ExamDefaults() {}

  /** The bank's only deck, else its first deck with an {@code exam:} block, else its first. */
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

  /** The block's time, scaled to fewer questions; one minute per question without a block. */
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
