package dev.quizbot.bank;

import java.util.List;

/**
 * A question as read from a file, before validation: every field may be missing (null) and each
 * carries its line. {@link BankValidator} turns valid drafts into {@link Question}s.
 *
 * @param line line where the question starts
 * @param choices null when the field is missing
 * @param choicesLine line of the {@code choices} field
 * @param generatedChoices true when the loader made the choices up (practice-test files)
 * @param malformed true when the reader already reported a structural problem with this question
 * @param retired the {@code retired} field (null when absent)
 * @param image the {@code image} field (null when absent)
 */
public record QuestionDraft(
    int line,
    Located id,
    Located topic,
    Located prompt,
    List<Located> choices,
    int choicesLine,
    Located answer,
    Located explanation,
    Located reference,
    Located difficulty,
    Located source,
    boolean generatedChoices,
    boolean malformed,
    Located retired,
    Located image) {

  /** A question read by an importer: no difficulty, source, retired flag or picture. */
  public static QuestionDraft imported(
      int line,
      Located id,
      Located topic,
      Located prompt,
      List<Located> choices,
      int choicesLine,
      Located answer,
      Located explanation,
      Located reference,
      Located difficulty) {
    return new QuestionDraft(
        line,
        id,
        topic,
        prompt,
        choices,
        choicesLine,
        answer,
        explanation,
        reference,
        difficulty,
        null,
        false,
        false,
        null,
        null);
  }

  /** This question without its {@code image} field. */
  QuestionDraft withoutImage() {
    return new QuestionDraft(
        line,
        id,
        topic,
        prompt,
        choices,
        choicesLine,
        answer,
        explanation,
        reference,
        difficulty,
        source,
        generatedChoices,
        malformed,
        retired,
        null);
  }

  String idText() {
    return id == null || id.isBlank() ? null : id.text().strip();
  }
}
