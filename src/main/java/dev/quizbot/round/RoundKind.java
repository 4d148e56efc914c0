package dev.quizbot.round;

/** Why a round was posted: on a member's {@code /quiz}, or as a server's daily question. */
public enum RoundKind {
  QUIZ,
  DAILY
}
