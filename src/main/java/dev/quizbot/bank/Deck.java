package dev.quizbot.bank;

import java.util.List;
import java.util.Objects;

/**
 * One deck file: a titled set of questions.
 *
 * @param id deck id, unique across the bank
 * @param title human title shown in {@code /topics} and on posted questions
 * @param description short description (may be empty)
 * @param source optional provenance of the deck (may be null)
 * @param questions the deck's questions in file order
 * @param exam the deck's mock exam: its {@code exam:} block, else {@link ExamBlueprint#defaults}
 */
public record Deck(
    String id,
    String title,
    String description,
    String source,
    List<Question> questions,
    ExamBlueprint exam) {

  public Deck {
    questions = List.copyOf(questions);
    Objects.requireNonNull(exam, "exam");
  }

  /** A deck without an {@code exam:} block: the default exam of its questions. */
  public Deck(
      String id, String title, String description, String source, List<Question> questions) {
    this(id, title, description, source, questions, ExamBlueprint.defaults(questions));
  }
}
