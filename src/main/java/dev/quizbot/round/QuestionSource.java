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

  /** Questions server {@code guildId} may draw (its own decks too); by default the same for all. */
  default List<Question> eligible(long guildId, Optional<String> topic, Optional<String> deckId) {
    return eligible(topic, deckId);
  }

  /** Every topic server {@code guildId} sees. */
  default Set<String> topics(long guildId) {
    return topics();
  }

  /** Every deck id server {@code guildId} sees. */
  default Set<String> deckIds(long guildId) {
    return deckIds();
  }
}
