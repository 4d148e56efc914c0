package dev.quizbot.suggestion;

/** What an Approve or Reject press did. */
public sealed interface Decision {

  /** This press decided it: the suggestion as it is now. */
  record Decided(Suggestion suggestion) implements Decision {}

  /** Someone decided it before (or at the same moment): nothing changed. */
  record AlreadyDecided(Suggestion suggestion) implements Decision {}

  /** No such suggestion in this server. */
  record Missing() implements Decision {}
}
