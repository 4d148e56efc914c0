package dev.quizbot.discord.report;

/**
 * What the report button and its modal say: keys of i18n/messages*.properties, worded in the
 * member's language. A reason's option label is {@code report.reason.<code>}.
 */
final class ReportTexts {
  static final String THANKS = "report.thanks";
  static final String ALREADY_NOTED = "report.alreadyNoted";
  static final String STALE = "report.stale";
  static final String BUSY = "report.busy";
  static final String RESTARTING = "report.restarting";
  static final String SORRY = "report.sorry";
  static final String BAD_REASON = "report.badReason";

  private ReportTexts() {}
}
