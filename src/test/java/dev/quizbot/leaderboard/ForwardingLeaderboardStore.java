package dev.quizbot.leaderboard;

import java.time.ZoneId;
import java.util.List;
import java.util.Optional;

/**
 * A test decorator's base: every query goes to {@link #delegate()}; a subclass overrides the ones
 * it changes (a slow board, a PostgreSQL-like refusal) and inherits the rest.
 */
public abstract class ForwardingLeaderboardStore implements LeaderboardStore {

  /** The store the queries go to. */
  protected abstract LeaderboardStore delegate();

  @Override
  public RankedSlice allTime(long guildId, int offset, int limit, long callerId) {
    return delegate().allTime(guildId, offset, limit, callerId);
  }

  @Override
  public RankedSlice answersBetween(
      long guildId,
      long fromMillis,
      long toMillis,
      Optional<String> topic,
      int offset,
      int limit,
      long callerId) {
    return delegate().answersBetween(guildId, fromMillis, toMillis, topic, offset, limit, callerId);
  }

  @Override
  public Optional<RankedSlice> periodTotals(
      long guildId,
      Period period,
      ZoneId zone,
      PeriodWindow window,
      int offset,
      int limit,
      long callerId) {
    return delegate().periodTotals(guildId, period, zone, window, offset, limit, callerId);
  }

  @Override
  public Optional<Standing> standing(long guildId, long userId) {
    return delegate().standing(guildId, userId);
  }

  @Override
  public List<TopicAccuracy> topicAccuracy(long guildId, long userId) {
    return delegate().topicAccuracy(guildId, userId);
  }

  @Override
  public List<TimedPoints> pointsSince(long guildId, long userId, long fromMillis) {
    return delegate().pointsSince(guildId, userId, fromMillis);
  }
}
