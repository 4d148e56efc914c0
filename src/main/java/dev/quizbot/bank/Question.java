package dev.quizbot.bank;

import java.nio.file.Path;
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
 * @param retired {@code retired: true}: never posted, drawn or reviewed again, but kept in the bank
 *     so its history and statistics still name it (see README "Question authors")
 * @param file the deck file it was read from (null when built in code)
 * @param line the line where the question starts in {@code file} (0 when unknown)
 * @param image optional picture shown with the question (null when none); like {@code file} a
 *     location, not part of equality
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
    String source,
    boolean retired,
    Path file,
    int line,
    QuestionImage image) {

  /** A question without a picture. */
  public Question(
      String id,
      String deckId,
      String topic,
      String prompt,
      List<String> choices,
      int answerIndex,
      String explanation,
      String reference,
      String difficulty,
      String source,
      boolean retired,
      Path file,
      int line) {
    this(
        id,
        deckId,
        topic,
        prompt,
        choices,
        answerIndex,
        explanation,
        reference,
        difficulty,
        source,
        retired,
        file,
        line,
        null);
  }

  /** A question in use (not retired), from no file: tests and generated banks. */
  public Question(
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
    this(
        id,
        deckId,
        topic,
        prompt,
        choices,
        answerIndex,
        explanation,
        reference,
        difficulty,
        source,
        false,
        null,
        0);
  }

  public Question {
    Objects.requireNonNull(id, "id");
    choices = List.copyOf(choices);
  }

  /**
   * Equal when every field but {@code file}, {@code line} and {@code image} is: the same question
   * wherever it was read from (a deck written by {@code import} and read back, a fixture built in
   * code).
   */
  @Override
  public boolean equals(Object other) {
    return other instanceof Question q
        && id.equals(q.id)
        && Objects.equals(deckId, q.deckId)
        && Objects.equals(topic, q.topic)
        && Objects.equals(prompt, q.prompt)
        && choices.equals(q.choices)
        && answerIndex == q.answerIndex
        && Objects.equals(explanation, q.explanation)
        && Objects.equals(reference, q.reference)
        && Objects.equals(difficulty, q.difficulty)
        && Objects.equals(source, q.source)
        && retired == q.retired;
  }

  @Override
  public int hashCode() {
    return Objects.hash(
        id,
        deckId,
        topic,
        prompt,
        choices,
        answerIndex,
        explanation,
        reference,
        difficulty,
        source,
        retired);
  }

  /** {@code file:line} of the question, or the file alone when the line is unknown. */
  public String location() {
    if (file == null) {
      return "";
    }
    return line > 0 ? file + ":" + line : file.toString();
  }

  /** The picture, when the question has one. */
  public java.util.Optional<QuestionImage> picture() {
    return java.util.Optional.ofNullable(image);
  }

  public String correctChoice() {
    return choices.get(answerIndex);
  }
}
