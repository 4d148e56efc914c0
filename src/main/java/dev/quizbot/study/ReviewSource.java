package dev.quizbot.study;

/** Where an answer that became a review was given; part of the review's idempotency key. */
public enum ReviewSource {
  /** A /quiz round in a server channel: source id = round id, sequence 0. */
  CHANNEL,
  /** A daily round: source id = round id, sequence 0. */
  DAILY,
  /** A /review session: source id = session id, sequence = position in the session. */
  REVIEW,
  /** A mock exam: source id = exam id, sequence = the question's index in the exam. */
  EXAM
}
