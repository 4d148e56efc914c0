package dev.quizbot.leaderboard;

import dev.quizbot.storage.Database;
import dev.quizbot.storage.StorageException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * {@link LeaderboardStore} over the rounds domain's tables ({@code member_stats}, {@code answers}).
 * Every statement filters on {@code guild_id} first; the SQL runs unchanged on SQLite and
 * PostgreSQL.
 */
public final class JdbcLeaderboardStore implements LeaderboardStore {

  /** Board order; {@code user_id} last so equal members always come out in the same order. */
  private static final String ALL_TIME_PAGE =
      "SELECT user_id, points, correct, answered FROM member_stats WHERE guild_id = ?"
          + PresentMembers.of("member_stats")
          + " ORDER BY points DESC, correct DESC, score_reached_at ASC, user_id ASC"
          + " LIMIT ? OFFSET ?";

  private static final String MEMBER_ROW =
      "SELECT answered, correct, points, current_streak, best_streak, score_reached_at"
          + " FROM member_stats WHERE guild_id = ? AND user_id = ?";

  /**
   * Members ranked above a given one: whole score buckets above theirs from {@code
   * leaderboard_score_counts} (see {@link MemberScoreCounts}), plus the members of their own
   * (points, correct) bucket who reached it earlier, counted on the {@code member_stats_board}
   * index. Nothing here walks the whole server.
   */
  private static final String ALL_TIME_ABOVE =
      "SELECT COALESCE((SELECT SUM(members) FROM leaderboard_score_counts"
          + " WHERE guild_id = ? AND points > ?), 0)"
          + " + COALESCE((SELECT SUM(members) FROM leaderboard_score_counts"
          + " WHERE guild_id = ? AND points = ? AND correct > ?), 0)"
          + " + (SELECT COUNT(*) FROM member_stats WHERE guild_id = ? AND points = ?"
          + " AND correct = ? AND score_reached_at < ?)"
          + " + (SELECT COUNT(*) FROM member_stats WHERE guild_id = ? AND points = ?"
          + " AND correct = ? AND score_reached_at = ? AND user_id < ?)"
          // Less the members above who left: few, each found by the two tables' keys.
          + " - (SELECT COUNT(*) FROM member_departures d JOIN member_stats m"
          + " ON m.guild_id = d.guild_id AND m.user_id = d.user_id WHERE d.guild_id = ?"
          + " AND (m.points > ? OR (m.points = ? AND m.correct > ?)"
          + " OR (m.points = ? AND m.correct = ? AND m.score_reached_at < ?)"
          + " OR (m.points = ? AND m.correct = ? AND m.score_reached_at = ? AND m.user_id < ?)))";

  private static final String ALL_TIME_MEMBERS =
      "SELECT (SELECT COALESCE(SUM(members), 0) FROM leaderboard_score_counts WHERE guild_id = ?)"
          + " - (SELECT COUNT(*) FROM member_departures d JOIN member_stats m"
          + " ON m.guild_id = d.guild_id AND m.user_id = d.user_id WHERE d.guild_id = ?)";

  /**
   * Period board in one statement: totals per member over the covering index {@code
   * answers_period_board} (or {@code answers_topic_board}), ranked with a window function, and only
   * the requested page plus the caller's row returned. A member without points in the period ties
   * at 0 on the reach time.
   */
  private static final String PERIOD_BOARD =
      "WITH totals AS ("
          + " SELECT user_id, SUM(points) AS points,"
          + " SUM(CASE WHEN correct THEN 1 ELSE 0 END) AS correct,"
          + " COUNT(*) AS answered,"
          + " COALESCE(MAX(CASE WHEN points > 0 THEN answered_at END), 0) AS reached_at"
          + " FROM answers WHERE guild_id = ? AND answered_at >= ? AND answered_at < ? %s"
          + " GROUP BY user_id),"
          + " ranked AS ("
          + " SELECT user_id, points, correct, answered,"
          + " ROW_NUMBER() OVER (ORDER BY points DESC, correct DESC, reached_at ASC, user_id ASC)"
          + " AS rank_no,"
          + " COUNT(*) OVER () AS members"
          + " FROM totals WHERE NOT EXISTS (SELECT 1 FROM member_departures d"
          + " WHERE d.guild_id = ? AND d.user_id = totals.user_id))"
          + " SELECT user_id, points, correct, answered, rank_no, members FROM ranked"
          + " WHERE (rank_no > ? AND rank_no <= ?) OR user_id = ?"
          + " ORDER BY rank_no";

  private static final String PERIOD_MEMBERS =
      "SELECT COUNT(DISTINCT user_id) FROM answers"
          + " WHERE guild_id = ? AND answered_at >= ? AND answered_at < ? %s"
          + PresentMembers.of("answers");

  private static final String TOPIC_ACCURACY =
      "SELECT topic, COUNT(*), SUM(CASE WHEN correct THEN 1 ELSE 0 END) FROM answers"
          + " WHERE guild_id = ? AND user_id = ? GROUP BY topic";

  private static final String POINTS_SINCE =
      "SELECT answered_at, points FROM answers"
          + " WHERE guild_id = ? AND user_id = ? AND answered_at >= ? ORDER BY answered_at";

  private final Database database;
  private final JdbcPeriodTotalsBoard periodTotals;

  public JdbcLeaderboardStore(Database database) {
    this.database = database;
    this.periodTotals = new JdbcPeriodTotalsBoard(database);
  }

  @Override
  public RankedSlice allTime(long guildId, int offset, int limit, long callerId) {
    try (Connection c = database.connection()) {
      List<BoardEntry> entries = new ArrayList<>();
      try (PreparedStatement st = c.prepareStatement(ALL_TIME_PAGE)) {
        st.setLong(1, guildId);
        st.setInt(2, limit);
        st.setInt(3, offset);
        entries.addAll(page(st, offset));
      }
      Optional<BoardEntry> caller =
          entries.stream().filter(e -> e.userId() == callerId).findFirst();
      if (caller.isEmpty()) {
        caller =
            memberRow(c, guildId, callerId)
                .map(
                    row ->
                        new BoardEntry(
                            rankOf(c, guildId, callerId, row),
                            callerId,
                            row.points,
                            row.correct,
                            row.answered));
      }
      return new RankedSlice(entries, allTimeMembers(c, guildId), caller);
    } catch (SQLException e) {
      throw failure("read the all-time board", e);
    }
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
    String topicFilter = topic.isPresent() ? "AND topic = ?" : "";
    try (Connection c = database.connection()) {
      List<BoardEntry> entries = new ArrayList<>();
      Optional<BoardEntry> caller = Optional.empty();
      long members = -1;
      try (PreparedStatement st = c.prepareStatement(String.format(PERIOD_BOARD, topicFilter))) {
        int i = bindPeriod(st, guildId, fromMillis, toMillis, topic);
        st.setLong(i++, guildId);
        st.setLong(i++, offset);
        st.setLong(i++, (long) offset + limit);
        st.setLong(i, callerId);
        try (ResultSet rs = st.executeQuery()) {
          while (rs.next()) {
            BoardEntry entry =
                new BoardEntry(
                    rs.getLong(5), rs.getLong(1), rs.getLong(2), rs.getLong(3), rs.getLong(4));
            members = rs.getLong(6);
            if (entry.rank() > offset && entry.rank() <= (long) offset + limit) {
              entries.add(entry);
            }
            if (entry.userId() == callerId) {
              caller = Optional.of(entry);
            }
          }
        }
      }
      if (members < 0) {
        // Nothing came back (page past the end, caller absent): the size still has to be told.
        try (PreparedStatement st =
            c.prepareStatement(String.format(PERIOD_MEMBERS, topicFilter))) {
          bindPeriod(st, guildId, fromMillis, toMillis, topic);
          try (ResultSet rs = st.executeQuery()) {
            rs.next();
            members = rs.getLong(1);
          }
        }
      }
      return new RankedSlice(entries, members, caller);
    } catch (SQLException e) {
      throw failure("read the period board", e);
    }
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
    return periodTotals.read(guildId, period, zone, window, offset, limit, callerId);
  }

  @Override
  public Optional<Standing> standing(long guildId, long userId) {
    try (Connection c = database.connection()) {
      return memberRow(c, guildId, userId)
          .map(
              row ->
                  new Standing(
                      row.answered,
                      row.correct,
                      row.points,
                      row.currentStreak,
                      row.bestStreak,
                      rankOf(c, guildId, userId, row)));
    } catch (SQLException e) {
      throw failure("read a member's totals", e);
    }
  }

  @Override
  public List<TopicAccuracy> topicAccuracy(long guildId, long userId) {
    try (Connection c = database.connection();
        PreparedStatement st = c.prepareStatement(TOPIC_ACCURACY)) {
      st.setLong(1, guildId);
      st.setLong(2, userId);
      List<TopicAccuracy> topics = new ArrayList<>();
      try (ResultSet rs = st.executeQuery()) {
        while (rs.next()) {
          topics.add(new TopicAccuracy(rs.getString(1), rs.getLong(2), rs.getLong(3)));
        }
      }
      // Sorted here, as SQLite's binary collation sorts these ASCII names: PostgreSQL's ORDER BY
      // follows the database's collation (en_US ignores '-' and case), and /stats must not differ
      // by host.
      topics.sort(Comparator.comparing(TopicAccuracy::topic));
      return topics;
    } catch (SQLException e) {
      throw failure("read a member's accuracy per topic", e);
    }
  }

  @Override
  public List<TimedPoints> pointsSince(long guildId, long userId, long fromMillis) {
    try (Connection c = database.connection();
        PreparedStatement st = c.prepareStatement(POINTS_SINCE)) {
      st.setLong(1, guildId);
      st.setLong(2, userId);
      st.setLong(3, fromMillis);
      List<TimedPoints> points = new ArrayList<>();
      try (ResultSet rs = st.executeQuery()) {
        while (rs.next()) {
          points.add(new TimedPoints(rs.getLong(1), rs.getLong(2)));
        }
      }
      return points;
    } catch (SQLException e) {
      throw failure("read a member's recent points", e);
    }
  }

  private static long allTimeMembers(Connection c, long guildId) throws SQLException {
    try (PreparedStatement st = c.prepareStatement(ALL_TIME_MEMBERS)) {
      st.setLong(1, guildId);
      st.setLong(2, guildId);
      try (ResultSet rs = st.executeQuery()) {
        rs.next();
        return rs.getLong(1);
      }
    }
  }

  private static int bindPeriod(
      PreparedStatement st, long guildId, long fromMillis, long toMillis, Optional<String> topic)
      throws SQLException {
    int i = 1;
    st.setLong(i++, guildId);
    st.setLong(i++, fromMillis);
    st.setLong(i++, toMillis);
    if (topic.isPresent()) {
      st.setString(i++, topic.get());
    }
    return i;
  }

  private record MemberRow(
      long answered,
      long correct,
      long points,
      int currentStreak,
      int bestStreak,
      long scoreReachedAt) {}

  private static Optional<MemberRow> memberRow(Connection c, long guildId, long userId)
      throws SQLException {
    try (PreparedStatement st = c.prepareStatement(MEMBER_ROW)) {
      st.setLong(1, guildId);
      st.setLong(2, userId);
      try (ResultSet rs = st.executeQuery()) {
        if (!rs.next()) {
          return Optional.empty();
        }
        return Optional.of(
            new MemberRow(
                rs.getLong(1),
                rs.getLong(2),
                rs.getLong(3),
                rs.getInt(4),
                rs.getInt(5),
                rs.getLong(6)));
      }
    }
  }

  private static long rankOf(Connection c, long guildId, long userId, MemberRow row) {
    try (PreparedStatement st = c.prepareStatement(ALL_TIME_ABOVE)) {
      int i = 1;
      st.setLong(i++, guildId);
      st.setLong(i++, row.points);
      st.setLong(i++, guildId);
      st.setLong(i++, row.points);
      st.setLong(i++, row.correct);
      st.setLong(i++, guildId);
      st.setLong(i++, row.points);
      st.setLong(i++, row.correct);
      st.setLong(i++, row.scoreReachedAt);
      st.setLong(i++, guildId);
      st.setLong(i++, row.points);
      st.setLong(i++, row.correct);
      st.setLong(i++, row.scoreReachedAt);
      st.setLong(i++, userId);
      st.setLong(i++, guildId);
      st.setLong(i++, row.points);
      st.setLong(i++, row.points);
      st.setLong(i++, row.correct);
      st.setLong(i++, row.points);
      st.setLong(i++, row.correct);
      st.setLong(i++, row.scoreReachedAt);
      st.setLong(i++, row.points);
      st.setLong(i++, row.correct);
      st.setLong(i++, row.scoreReachedAt);
      st.setLong(i, userId);
      try (ResultSet rs = st.executeQuery()) {
        rs.next();
        return rs.getLong(1) + 1;
      }
    } catch (SQLException e) {
      throw failure("rank a member", e);
    }
  }

  private static StorageException failure(String what, SQLException e) {
    return new StorageException("cannot " + what + ": " + e.getMessage(), e);
  }

  /** A page query's rows (user, points, correct, answered), ranked from {@code offset + 1}. */
  static List<BoardEntry> page(PreparedStatement st, int offset) throws SQLException {
    List<BoardEntry> entries = new ArrayList<>();
    try (ResultSet rs = st.executeQuery()) {
      long rank = offset;
      while (rs.next()) {
        entries.add(
            new BoardEntry(++rank, rs.getLong(1), rs.getLong(2), rs.getLong(3), rs.getLong(4)));
      }
    }
    return entries;
  }
}
