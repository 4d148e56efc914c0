package dev.quizbot.practice;

import dev.quizbot.bank.ControlChars;
import dev.quizbot.bank.Question;
import dev.quizbot.i18n.DisplayWidth;
import dev.quizbot.i18n.Texts;
import dev.quizbot.quality.QuestionReport;
import dev.quizbot.quality.QuestionVersion;
import dev.quizbot.quality.ReportOutcome;
import dev.quizbot.quality.ReportReason;
import dev.quizbot.quality.ReportStore;
import java.time.Clock;
import java.util.OptionalInt;

/**
 * {@code f} after an answer in a review: the terminal's 🚩 report of the question quality feature,
 * stored in the same {@link ReportStore} as the Discord modal's (the question's id and {@link
 * QuestionVersion#hash}, no server, the learner's negative id, the choice picked, one report per
 * learner per question version). The reason is one key of 1 to 5 (the five {@link ReportReason}s),
 * then an optional one-line note; Enter sends, Esc or q (before the note) cancels.
 */
final class ReportPrompt {
  private static final int ESC = 27;
  private static final int BACKSPACE = 127;
  private static final int CTRL_H = 8;
  private static final int PROMPT_WIDTH = 60;
  private final ReportStore reports;
  private final Console console;
  private final Clock clock;
  private final Texts texts;

  ReportPrompt(ReportStore reports, Console console, Clock clock, Texts texts) {
    this.reports = reports;
    this.console = console;
    this.clock = clock;
    this.texts = texts;
  }

  /** A reason as the Discord report modal words it. */
  private String reason(ReportReason reason) {
    return texts.get(
        switch (reason) {
          case WRONG_KEY -> "report.reason.wrong_key";
          case AMBIGUOUS -> "report.reason.ambiguous";
          case OUTDATED -> "report.reason.outdated";
          case TYPO -> "report.reason.typo";
          case OTHER -> "report.reason.other";
        });
  }

  /**
   * Asks for the reason and the note and stores the report; says what happened.
   *
   * @param picked the choice picked (the deck's order); empty for "don't know"
   * @return false when the input ended meanwhile (the caller stops)
   */
  boolean run(long learner, Question question, OptionalInt picked) {
    StringBuilder ask =
        new StringBuilder("\n")
            .append(
                texts.get(
                    "practice.report.title",
                    DisplayWidth.shorten(ControlChars.visible(question.prompt()), PROMPT_WIDTH)))
            .append('\n');
    ReportReason[] reasons = ReportReason.values();
    for (int i = 0; i < reasons.length; i++) {
      ask.append("  ").append(i + 1).append(") ").append(reason(reasons[i])).append('\n');
    }
    ask.append(console.style().dim(texts.get("practice.report.keys"))).append('\n');
    console.print(ask.toString());
    ReportReason reason = null;
    while (reason == null) {
      int key = console.read(null);
      if (key == KeyMap.END_OF_INPUT) {
        return false;
      }
      if (key == ESC || key == 'q' || key == 'Q' || key == KeyMap.CTRL_C || key == KeyMap.CTRL_D) {
        console.print(texts.get("practice.report.cancelled") + "\n");
        return true;
      }
      if (key >= '1' && key <= '5') {
        reason = ReportReason.values()[key - '1'];
      } else if (key != '\n' && key != '\r' && key != ' ' && key != '\t') {
        console.print(texts.get("practice.report.keys") + "\n");
      }
    }
    console.print(
        texts.get("practice.report.note", reason(reason))
            + "\n"
            + texts.get("practice.report.noteLabel")
            + " ");
    StringBuilder note = new StringBuilder();
    boolean first = true;
    while (true) {
      int key = console.read(null);
      if (key == KeyMap.END_OF_INPUT) {
        break; // sent with what was typed; the review then stops at the end of input
      }
      if (key == ESC || key == KeyMap.CTRL_C) {
        console.print("\n" + texts.get("practice.report.cancelled") + "\n");
        return true;
      }
      if (key == '\n' || key == '\r') {
        if (first && !console.interactive()) {
          // line by line, the reason's own line end: the note is on the next line
          first = false;
          continue;
        }
        break;
      }
      first = false;
      if (key == BACKSPACE || key == CTRL_H) {
        if (!note.isEmpty()) {
          // One character as the person sees it: both halves of a surrogate pair.
          note.setLength(note.offsetByCodePoints(note.length(), -1));
          if (console.interactive()) {
            console.print("\b \b");
          }
        }
        continue;
      }
      if (key < ' ') {
        continue; // other control keys are no text
      }
      if (note.length() + Character.charCount(key) <= QuestionReport.MAX_NOTE) {
        note.appendCodePoint(key);
        if (console.interactive()) {
          console.print(new String(Character.toChars(key))); // raw mode does not echo
        }
      }
    }
    console.print("\n");
    String text = note.toString().strip();
    String pickedText =
        picked.isPresent() && picked.getAsInt() < question.choices().size()
            ? question.choices().get(picked.getAsInt())
            : null;
    ReportOutcome outcome =
        reports.add(
            new QuestionReport(
                learner,
                question.id(),
                QuestionVersion.hash(question),
                null,
                pickedText,
                reason,
                text.isEmpty() ? null : text,
                clock.instant()));
    console.print(
        texts.get(outcome == ReportOutcome.STORED ? "report.thanks" : "report.alreadyNoted")
            + "\n");
    return true;
  }
}
