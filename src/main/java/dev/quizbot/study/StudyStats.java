package dev.quizbot.study;

/**
 * What {@code /stats} adds for the member.
 *
 * @param dueNow questions a session started now would ask as due (learn-ahead included)
 * @param reviewedToday reviews since the start of the member's day
 * @param streak study-day streak in the member's zone
 * @param retention30 true retention over the last 30 days
 */
public record StudyStats(int dueNow, int reviewedToday, int streak, RetentionCount retention30) {}
