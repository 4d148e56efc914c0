package dev.quizbot.suggestion;

import java.util.List;

/** What became of a member's form or an admin's edit. */
public sealed interface Submission {

  /** Stored (pending). */
  record Accepted(Suggestion suggestion) implements Submission {}

  /** The bank's rules refused it: what to fix, one line each; nothing was stored. */
  record Refused(List<String> problems) implements Submission {
    public Refused {
      problems = List.copyOf(problems);
    }
  }

  /** The member has {@code max} suggestions waiting already; nothing was stored. */
  record TooMany(int max) implements Submission {}

  /** The deck is not one this server sees (removed meanwhile); nothing was stored. */
  record UnknownDeck(String deckId) implements Submission {}

  /**
   * An edit from a form opened before another admin's edit: nothing was changed (saving it would
   * undo theirs). The suggestion as it is now.
   */
  record Changed(Suggestion suggestion) implements Submission {}

  /** An edit of a suggestion decided meanwhile: nothing was changed. */
  record NotPending() implements Submission {}
}
