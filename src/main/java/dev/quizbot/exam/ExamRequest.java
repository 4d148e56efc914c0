package dev.quizbot.exam;

import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * What a member asked {@code /exam start} (or the terminal) for; empty: the deck's exam.
 *
 * @param deckId the deck; empty: the bank's only deck, else its first deck with an {@code exam:}
 *     block, else its first deck
 * @param questions 1 to the deck's eligible questions
 * @param minutes 1 to 240
 */
public record ExamRequest(Optional<String> deckId, OptionalInt questions, OptionalInt minutes) {

  public ExamRequest {
    Objects.requireNonNull(deckId, "deckId");
    Objects.requireNonNull(questions, "questions");
    Objects.requireNonNull(minutes, "minutes");
  }

  /** The default deck's exam as declared. */
  public static ExamRequest defaults() {
    return new ExamRequest(Optional.empty(), OptionalInt.empty(), OptionalInt.empty());
  }
}
