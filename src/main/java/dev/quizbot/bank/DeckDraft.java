package dev.quizbot.bank;

import java.nio.file.Path;
import java.util.List;

/**
 * A deck as read from one file, before validation.
 *
 * @param file the file, as the user named it
 * @param line line where the deck starts (1 for a whole file)
 * @param questions null when the {@code questions} field is missing
 * @param exam the {@code exam:} block; null when the deck has none
 */
public record DeckDraft(
    Path file,
    int line,
    Located id,
    Located title,
    Located description,
    Located source,
    List<QuestionDraft> questions,
    int questionsLine,
    ExamDraft exam) {

  /** A deck read by an importer: one file, no {@code exam:} block. */
  public static DeckDraft imported(
      Path file,
      Located id,
      Located title,
      Located description,
      Located source,
      List<QuestionDraft> questions) {
    return new DeckDraft(file, 1, id, title, description, source, questions, 1, null);
  }

  String idText() {
    return id == null || id.isBlank() ? null : id.text().strip();
  }
}
