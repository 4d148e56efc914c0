package dev.quizbot.practice;

import dev.quizbot.bank.Deck;
import dev.quizbot.bank.Question;
import dev.quizbot.bank.QuestionBank;
import dev.quizbot.i18n.Texts;
import dev.quizbot.study.ReviewFilter;
import dev.quizbot.study.StudyPlanner;
import java.util.Optional;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * The deck and topic asked for, checked against the bank before anything is stored (the learner's
 * row included): an unknown one is refused with the line naming what there is.
 */
public final class PracticeChecks {

  private PracticeChecks() {}

  /**
   * Why {@code options} cannot run on {@code bank}; empty when they can.
   *
   * @return the refusal, without the "quizbot practice: " before it or a full stop after it
   */
  public static Optional<String> refusal(QuestionBank bank, PracticeOptions options, Texts t) {
    return refusal(bank, options.deck(), options.topic(), t);
  }

  static Optional<String> refusal(
      QuestionBank bank, Optional<String> deck, Optional<String> topic, Texts t) {
    if (deck.isPresent() && bank.deck(deck.get()).isEmpty()) {
      return Optional.of(t.get("practice.refusal.noDeck", deck.get(), decks(bank)));
    }
    if (topic.isPresent()) {
      ReviewFilter filter = ReviewFilter.none();
      if (deck.isPresent()) {
        filter = filter.withDeck(deck.get());
      }
      if (StudyPlanner.candidates(bank, filter.withTopic(topic.get())).isEmpty()) {
        // the topics there are where it was asked: the deck's, else the bank's
        TreeSet<String> topics =
            StudyPlanner.candidates(bank, filter).stream()
                .map(Question::topic)
                .collect(Collectors.toCollection(TreeSet::new));
        String known = String.join(", ", topics);
        return Optional.of(
            deck.isPresent()
                ? t.get("practice.refusal.noTopicInDeck", topic.get(), deck.get(), known)
                : t.get("practice.refusal.noTopic", topic.get(), known));
      }
    }
    return Optional.empty();
  }

  /** The bank's deck ids, for a refusal naming what there is. */
  public static String decks(QuestionBank bank) {
    return bank.decks().stream().map(Deck::id).collect(Collectors.joining(", "));
  }
}
