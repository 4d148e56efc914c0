package dev.quizbot.discord.report;

import dev.quizbot.quality.ReportReason;

/** What the report button and its modal say. */
final class ReportTexts {
  static final String THANKS =
      "Thank you: your report is stored, and the bank's authors will look at this question.";
  static final String ALREADY_NOTED =
      "You already reported this version of the question: it is noted. Thank you.";
  static final String STALE =
      "This question has changed or left the bank since it was shown, so there is nothing to"
          + " report on that text any more. Thank you all the same; nothing was stored.";
  static final String BUSY = "Quizbot is busy right now; submit the report again in a few seconds.";
  static final String RESTARTING = "Quizbot is restarting; submit the report again in a minute.";
  static final String SORRY =
      "Something went wrong on our side; the error was logged and nothing was stored. Please try"
          + " again.";
  static final String BAD_REASON =
      "That is not one of the reasons offered. Nothing was stored; press 🚩 Report again and pick"
          + " one.";

  private ReportTexts() {}

  /** The select option's label of a reason; its value is {@link ReportReason#code}. */
  static String label(ReportReason reason) {
    return switch (reason) {
      case WRONG_KEY -> "Wrong answer key";
      case AMBIGUOUS -> "Ambiguous";
      case OUTDATED -> "Outdated";
      case TYPO -> "Typo";
      case OTHER -> "Other";
    };
  }
}
