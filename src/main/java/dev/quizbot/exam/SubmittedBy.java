package dev.quizbot.exam;

/** Who submitted an exam. */
public enum SubmittedBy {
  /** The member ("Submit"). */
  MEMBER,
  /** The deadline: the running bot's ticker, or its next start when it was down then. */
  TIME_UP
}
