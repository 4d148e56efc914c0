package dev.quizbot.bank.formats;

import dev.quizbot.bank.Located;
import dev.quizbot.bank.QuestionDraft;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * A multiple-choice question as a format reader found it, before the bank's checks: the reader
 * fills what its format holds and leaves the rest null.
 */
final class DraftQuestion {

  /** What may be used as a question id as it is; any other title gets a generated id. */
  private static final Pattern ID = Pattern.compile("[A-Za-z0-9][A-Za-z0-9._:-]{0,127}");

  /** Line where the question starts. */
  final int line;

  /** 1-based place among all the file's questions, skipped ones included: generated ids. */
  final int ordinal;

  String id;
  String topic;
  String prompt;
  int promptLine;
  final List<String> choices = new ArrayList<>();
  final List<Integer> choiceLines = new ArrayList<>();

  /** 0-based index of the right choice; -1 when given by text ({@link #answerText}). */
  int answerIndex = -1;

  String answerText;
  int answerLine;
  String explanation;
  int explanationLine;
  String reference;
  String difficulty;

  DraftQuestion(int line, int ordinal) {
    this.line = line;
    this.ordinal = ordinal;
    this.promptLine = line;
    this.answerLine = line;
    this.explanationLine = line;
  }

  void addChoice(String text, int at) {
    choices.add(text);
    choiceLines.add(at);
  }

  /** The title as id when it is usable as one (no spaces, not too long), else null. */
  static String idFromTitle(String title) {
    if (title == null) {
      return null;
    }
    String stripped = title.strip();
    return ID.matcher(stripped).matches() ? stripped : null;
  }

  /** The right choice's text, or null when unknown. */
  String answer() {
    if (answerIndex >= 0 && answerIndex < choices.size()) {
      return choices.get(answerIndex);
    }
    return answerText;
  }

  /**
   * A field the reader may have left null, as the bank's checks must see it: a null text there
   * means "reported by the reader already", so a missing value is passed as empty text, which the
   * checks report as a missing field at its line.
   */
  private static Located given(String text, int line) {
    return new Located(text == null ? "" : text, line);
  }

  QuestionDraft toDraft(String fallbackId, String fallbackTopic) {
    List<Located> located = new ArrayList<>();
    for (int i = 0; i < choices.size(); i++) {
      located.add(new Located(choices.get(i), choiceLines.get(i)));
    }
    int choicesLine = choiceLines.isEmpty() ? line : choiceLines.get(0);
    return QuestionDraft.imported(
        line,
        new Located(id != null ? id : fallbackId, line),
        new Located(topic != null ? topic : fallbackTopic, line),
        given(prompt, promptLine),
        located,
        choicesLine,
        given(answer(), answerLine),
        // Without an answer no explanation could be made up: one problem (the answer) is enough.
        answer() == null && explanation == null
            ? new Located(null, explanationLine)
            : given(explanation, explanationLine),
        reference == null || reference.isBlank() ? null : new Located(reference, line),
        difficulty == null || difficulty.isBlank() ? null : new Located(difficulty, line));
  }
}
