package dev.quizbot.practice;

/**
 * The learners of {@code quizbot practice}, each with the user id their study data is stored under.
 * The ids are negative, so they can never be a Discord member's (a snowflake is positive): a
 * learner and a member never share memory states, sessions or reviews (V10__practice_learners.sql).
 */
public interface Learners {

  /** Longest learner name. */
  int MAX_NAME = 64;

  /** The learner's user id, given a new negative id on first use. */
  long idOf(String name);

  /**
   * The name as stored: trimmed; null when it is empty, longer than {@value #MAX_NAME} characters
   * or holds a control character.
   */
  static String normalise(String name) {
    if (name == null) {
      return null;
    }
    String trimmed = name.strip();
    if (trimmed.isEmpty()
        || trimmed.length() > MAX_NAME
        || trimmed.chars().anyMatch(Character::isISOControl)) {
      return null;
    }
    return trimmed;
  }
}
