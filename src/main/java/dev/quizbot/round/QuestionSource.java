package dev.quizbot.round;

import dev.quizbot.bank.Question;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The part of the question bank that rounds need. The wiring code adapts the real bank to it, so
 * this package does not depend on how decks are loaded.
 */
public interface QuestionSource {

  /** Questions matching both filters (an empty filter matches everything), in a stable order. */
  List<Question> eligible(Optional<String> topic, Optional<String> deckId);

  /** A question by its bank-wide id; empty when it left the bank (e.g. after a deck edit). */
  Optional<Question> byId(String questionId);

  /** Every topic name in the bank. */
  Set<String> topics();

  /** Every deck id in the bank. */
  Set<String> deckIds();
}
