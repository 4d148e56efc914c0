package dev.quizbot.quality;

/** What storing a report did: one report per member per question version. */
public enum ReportOutcome {
  STORED,
  /** The member had already reported this version of the question: nothing was stored. */
  ALREADY_NOTED
}
