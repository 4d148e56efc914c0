package dev.quizbot.practice;

import dev.quizbot.bank.ControlChars;
import dev.quizbot.bank.Question;
import dev.quizbot.i18n.DisplayWidth;
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
  private static final String[] REASONS = {
    "Wrong answer key", "Ambiguous", "Outdated", "Typo", "Other"
  };

  private final ReportStore reports;
  private final Console console;
  private final Clock clock;

  ReportPrompt(ReportStore reports, Console console, Clock clock) {
    this.reports = reports;
    this.console = console;
    this.clock = clock;
  }

  /**
   * Asks for the reason and the note and stores the report; says what happened.
   *
   * @param picked the choice picked (the deck's order); empty for "don't know"
   * @return false when the input ended meanwhile (the caller stops)
   */
  boolean run(long learner, Question question, OptionalInt picked) {
    StringBuilder ask =
        new StringBuilder("\nReport a problem with \"")
            .append(DisplayWidth.shorten(ControlChars.visible(question.prompt()), PROMPT_WIDTH))
            .append("\":\n");
    for (int i = 0; i < REASONS.length; i++) {
      ask.append("  ").append(i + 1).append(") ").append(REASONS[i]).append('\n');
    }
    ask.append(console.style().dim("Press 1-5 for the reason, Esc or q to cancel.")).append('\n');
    console.print(ask.toString());
    ReportReason reason = null;
    while (reason == null) {
      int key = console.read(null);
      if (key == KeyMap.END_OF_INPUT) {
        return false;
      }
      if (key == ESC || key == 'q' || key == 'Q' || key == KeyMap.CTRL_C || key == KeyMap.CTRL_D) {
        console.print("Not reported.\n");
        return true;
      }
      if (key >= '1' && key <= '5') {
        reason = ReportReason.values()[key - '1'];
      } else if (key != '\n' && key != '\r' && key != ' ' && key != '\t') {
        console.print("Press 1-5 for the reason, Esc or q to cancel.\n");
      }
    }
    console.print(
        REASONS[reason.ordinal()]
            + ". A note (optional, one line): Enter sends, Esc cancels.\n"
            + "Note: ");
    StringBuilder note = new StringBuilder();
    boolean first = true;
    while (true) {
      int key = console.read(null);
      if (key == KeyMap.END_OF_INPUT) {
        break; // sent with what was typed; the review then stops at the end of input
      }
      if (key == ESC || key == KeyMap.CTRL_C) {
        console.print("\nNot reported.\n");
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
        outcome == ReportOutcome.STORED
            ? "Thank you: your report is stored, and the bank's authors will look at this"
                + " question.\n"
            : "You already reported this version of the question: it is noted. Thank you.\n");
    return true;
  }
}
