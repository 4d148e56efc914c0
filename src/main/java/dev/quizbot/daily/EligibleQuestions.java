package dev.quizbot.daily;

import java.util.List;
import java.util.Optional;

/** Port to the question bank: which questions a daily post may use. */
@FunctionalInterface
public interface EligibleQuestions {
  /** Ids of the questions in {@code topic} (every topic when empty); empty list if none. */
  List<String> questionIds(Optional<String> topic);

  /** The ids server {@code guildId} may post (its own decks too); by default the same for all. */
  default List<String> questionIds(long guildId, Optional<String> topic) {
    return questionIds(topic);
  }
}
