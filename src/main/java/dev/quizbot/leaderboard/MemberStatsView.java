package dev.quizbot.leaderboard;

import java.time.ZoneId;
import java.util.List;

/**
 * Everything {@code /stats} shows about one member of one server.
 *
 * @param guildId the server
 * @param userId the member
 * @param zone the server's zone, in which {@code lastDays} are counted
 * @param answered answers given in the server
 * @param correct correct answers in the server
 * @param points all-time points in the server
 * @param currentStreak consecutive correct answers up to now
 * @param bestStreak longest run of consecutive correct answers
 * @param rank 1-based all-time rank in the server (same order as the all-time board)
 * @param topics accuracy per topic, by topic name
 * @param lastDays points per local day for the last {@link LeaderboardService#STATS_DAYS} days,
 *     oldest first, today last, days without points included as 0
 */
public record MemberStatsView(
    long guildId,
    long userId,
    ZoneId zone,
    long answered,
    long correct,
    long points,
    int currentStreak,
    int bestStreak,
    long rank,
    List<TopicAccuracy> topics,
    List<DailyPoints> lastDays) {

  public MemberStatsView {
    topics = List.copyOf(topics);
    lastDays = List.copyOf(lastDays);
  }

  /** Share of correct answers, 0.0 to 1.0. */
  public double accuracy() {
    return answered == 0 ? 0.0 : (double) correct / answered;
  }
}
