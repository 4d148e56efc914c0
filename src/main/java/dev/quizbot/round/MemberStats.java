package dev.quizbot.round;

import java.time.Instant;

/**
 * A member's running totals in one server (the {@code member_stats} row).
 *
 * @param scoreReachedAt when {@code points} last grew (the leaderboard's final tie-break); the
 *     first answer's time while points are 0
 */
public record MemberStats(
    long guildId,
    long userId,
    int answered,
    int correct,
    long points,
    int currentStreak,
    int bestStreak,
    Instant scoreReachedAt) {

  /** A member who never answered in this server. */
  public static MemberStats none(long guildId, long userId) {
    return new MemberStats(guildId, userId, 0, 0, 0, 0, 0, null);
  }

  /**
   * The totals after one more graded answer: a correct answer extends the streak (keeping the
   * best), a wrong one resets it.
   */
  public MemberStats after(boolean wasCorrect, int earned, Instant answeredAt) {
    int streak = wasCorrect ? currentStreak + 1 : 0;
    Instant reached = (earned > 0 || scoreReachedAt == null) ? answeredAt : scoreReachedAt;
    return new MemberStats(
        guildId,
        userId,
        answered + 1,
        correct + (wasCorrect ? 1 : 0),
        points + earned,
        streak,
        Math.max(bestStreak, streak),
        reached);
  }
}
