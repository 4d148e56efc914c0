package dev.quizbot.suggestion;

/** What an Approve or Reject press did. */
public sealed interface Decision {

  /** This press decided it: the suggestion as it is now. */
  record Decided(Suggestion suggestion) implements Decision {}

  /** Someone decided it before (or at the same moment): nothing changed. */
  record AlreadyDecided(Suggestion suggestion) implements Decision {}

  /**
   * Edited since the card pressed on was shown (another admin's Edit): nothing changed. The
   * suggestion as it is now, for the card to show before the admin decides again.
   */
  record Changed(Suggestion suggestion) implements Decision {}

  /** No such suggestion in this server. */
  record Missing() implements Decision {}
}
