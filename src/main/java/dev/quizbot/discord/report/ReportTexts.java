package dev.quizbot.discord.report;

import dev.quizbot.quality.ReportReason;
import java.util.Locale;
import java.util.Optional;

/** What the report button and its modal say, and the reading of the typed reason. */
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
  static final String REASONS = "wrong key, ambiguous, outdated, typo or other";

  private ReportTexts() {}

  static String badReason(String typed) {
    return "\""
        + (typed.length() > 40 ? typed.substring(0, 40) + "…" : typed)
        + "\" is not one of the reasons: type "
        + REASONS
        + ". Nothing was stored; press 🚩 Report again.";
  }

  /**
   * The typed reason: the five names, case and spaces, hyphens or underscores aside ("Wrong key",
   * "wrong-key", "WRONG_KEY"), "wrong answer key" too, or their number 1–5.
   */
  static Optional<ReportReason> reason(String typed) {
    String t = typed.strip().toLowerCase(Locale.ROOT).replaceAll("[\\s_-]+", " ");
    return switch (t) {
      case "wrong key", "wrong answer key", "wrong answer", "wrongkey", "1" ->
          Optional.of(ReportReason.WRONG_KEY);
      case "ambiguous", "2" -> Optional.of(ReportReason.AMBIGUOUS);
      case "outdated", "3" -> Optional.of(ReportReason.OUTDATED);
      case "typo", "4" -> Optional.of(ReportReason.TYPO);
      case "other", "5" -> Optional.of(ReportReason.OTHER);
      default -> Optional.empty();
    };
  }
}
