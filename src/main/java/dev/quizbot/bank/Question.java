package dev.quizbot.bank;

import java.util.List;
import java.util.Objects;

/**
 * One multiple-choice question as loaded from a deck.
 *
 * <p>{@code choices} are in the author's order; the correct one is {@code
 * choices.get(answerIndex)}. Shuffling happens per posting (see the round package), never here, so
 * a question's identity and its stored answers never depend on a display order.
 *
 * @param id stable id, unique across the whole bank; stored answers refer to it
 * @param deckId id of the deck the question belongs to
 * @param topic syllabus topic, e.g. {@code parallelism}
 * @param prompt the question text
 * @param choices 2 to 10 distinct answer texts
 * @param answerIndex 0-based index of the correct choice in {@code choices}
 * @param explanation why the answer is right, shown at the reveal
 * @param reference optional document or section the explanation rests on (may be null)
 * @param difficulty optional difficulty label (may be null)
 * @param source optional provenance, e.g. the practice test and question number (may be null)
 */
public record Question(
    String id,
    String deckId,
    String topic,
    String prompt,
    List<String> choices,
    int answerIndex,
    String explanation,
    String reference,
    String difficulty,
    String source) {

  public Question {
    Objects.requireNonNull(id, "id");
    choices = List.copyOf(choices);
  }

  public String correctChoice() {
    return choices.get(answerIndex);
  }
}
