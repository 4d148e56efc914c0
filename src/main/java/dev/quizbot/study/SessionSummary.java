package dev.quizbot.study;

/**
 * The end of a session.
 *
 * @param answered answers given (a requeued question counts at every answer)
 * @param right of those, right
 * @param dueTomorrow the member's questions due by the end of tomorrow in their zone
 * @param streak study-day streak, today included
 */
public record SessionSummary(int answered, int right, int dueTomorrow, int streak) {}
