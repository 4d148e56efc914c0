package dev.quizbot.leaderboard;

import java.util.List;
import java.util.Optional;

/**
 * The stored facts boards and stats are made of. Every method is scoped to one server: no query
 * ever reads another server's rows.
 */
public interface LeaderboardStore {

  /** A slice of a ranked board plus the board's size and the caller's own line. */
  record RankedSlice(List<BoardEntry> entries, long totalMembers, Optional<BoardEntry> caller) {
    public RankedSlice {
      entries = List.copyOf(entries);
    }
  }

  /** A member's running totals as the rounds domain keeps them, with their all-time rank. */
  record Standing(
      long answered, long correct, long points, int currentStreak, int bestStreak, long rank) {}

  /** One answer's instant and points, for per-day sums. */
  record TimedPoints(long answeredAtMillis, long points) {}

  /** Ranks {@code offset+1 .. offset+limit} of the all-time board, and the caller's line. */
  RankedSlice allTime(long guildId, int offset, int limit, long callerId);

  /**
   * Ranks {@code offset+1 .. offset+limit} of the board made of the answers given in {@code
   * [fromMillis, toMillis)}, optionally of one topic, and the caller's line.
   */
  RankedSlice answersBetween(
      long guildId,
      long fromMillis,
      long toMillis,
      Optional<String> topic,
      int offset,
      int limit,
      long callerId);

  /**
   * Ranks {@code offset+1 .. offset+limit} of a whole week's or month's board (every topic) from
   * precomputed totals, and the caller's line; empty when the store has no complete totals for that
   * period in that zone (the caller then uses {@link #answersBetween}).
   */
  default Optional<RankedSlice> periodTotals(
      long guildId,
      Period period,
      java.time.ZoneId zone,
      PeriodWindow window,
      int offset,
      int limit,
      long callerId) {
    return Optional.empty();
  }

  /** The member's totals and all-time rank; empty when the member never answered here. */
  Optional<Standing> standing(long guildId, long userId);

  /** The member's answers and correct answers per topic, by topic name. */
  List<TopicAccuracy> topicAccuracy(long guildId, long userId);

  /** The member's answers given at or after {@code fromMillis}, oldest first. */
  List<TimedPoints> pointsSince(long guildId, long userId, long fromMillis);
}
