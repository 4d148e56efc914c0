package dev.quizbot.discord.report;

import dev.quizbot.quality.ReportReason;

/**
 * What the report button and its modal say: keys of i18n/messages*.properties, worded in the
 * member's language. A reason's option label is {@link #reason}.
 */
final class ReportTexts {
  static final String THANKS = "report.thanks";
  static final String ALREADY_NOTED = "report.alreadyNoted";
  static final String STALE = "report.stale";
  static final String BAD_REASON = "report.badReason";

  private ReportTexts() {}

  /** A reason's option label; each key written out, so KeyCoverageTest sees it used. */
  static String reasonKey(ReportReason reason) {
    return switch (reason) {
      case WRONG_KEY -> "report.reason.wrong_key";
      case AMBIGUOUS -> "report.reason.ambiguous";
      case OUTDATED -> "report.reason.outdated";
      case TYPO -> "report.reason.typo";
      case OTHER -> "report.reason.other";
    };
  }
}
