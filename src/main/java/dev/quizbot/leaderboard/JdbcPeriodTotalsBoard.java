package dev.quizbot.leaderboard;

import dev.quizbot.leaderboard.LeaderboardStore.RankedSlice;
import dev.quizbot.storage.Database;
import dev.quizbot.storage.StorageException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The week and month boards read from the stored period totals ({@code leaderboard_period_totals},
 * kept by {@link PeriodTotals}), for {@link JdbcLeaderboardStore#periodTotals}: a page in board
 * order, the caller's rank counted on four index ranges, and the member count; nothing when the
 * totals were not kept for the whole period in that zone.
 */
final class JdbcPeriodTotalsBoard {

  /** The key of one period's totals; see {@link PeriodTotals}. */
  private static final String PERIOD_KEY =
      " guild_id = ? AND period = ? AND zone_id = ? AND period_start = ?"
          + PresentMembers.of("leaderboard_period_totals");

  private static final String PERIOD_COVERED =
      "SELECT complete_from FROM leaderboard_period_coverage WHERE guild_id = ? AND zone_id = ?";

  private static final String PERIOD_PAGE =
      "SELECT user_id, points, correct, answered FROM leaderboard_period_totals WHERE"
          + PERIOD_KEY
          + " ORDER BY points DESC, correct DESC, reached_at ASC, user_id ASC LIMIT ? OFFSET ?";

  private static final String PERIOD_MEMBER_ROW =
      "SELECT points, correct, answered, reached_at FROM leaderboard_period_totals WHERE"
          + PERIOD_KEY
          + " AND user_id = ?";

  private static final String PERIOD_TOTAL_MEMBERS =
      "SELECT COUNT(*) FROM leaderboard_period_totals WHERE" + PERIOD_KEY;

  /** Members ranked above one: four index ranges of the board order, counted. */
  private static final String PERIOD_ABOVE =
      "SELECT (SELECT COUNT(*) FROM leaderboard_period_totals WHERE"
          + PERIOD_KEY
          + " AND points > ?)"
          + " + (SELECT COUNT(*) FROM leaderboard_period_totals WHERE"
          + PERIOD_KEY
          + " AND points = ? AND correct > ?)"
          + " + (SELECT COUNT(*) FROM leaderboard_period_totals WHERE"
          + PERIOD_KEY
          + " AND points = ? AND correct = ? AND reached_at < ?)"
          + " + (SELECT COUNT(*) FROM leaderboard_period_totals WHERE"
          + PERIOD_KEY
          + " AND points = ? AND correct = ? AND reached_at = ? AND user_id < ?)";

  private final Database database;

  JdbcPeriodTotalsBoard(Database database) {
    this.database = database;
  }

  Optional<RankedSlice> read(
      long guildId,
      Period period,
      ZoneId zone,
      PeriodWindow window,
      int offset,
      int limit,
      long callerId) {
    String kind = period == Period.WEEK ? PeriodTotals.WEEK : PeriodTotals.MONTH;
    long start = window.startMillis();
    try (Connection c = database.connection()) {
      try (PreparedStatement st = c.prepareStatement(PERIOD_COVERED)) {
        st.setLong(1, guildId);
        st.setString(2, zone.getId());
        try (ResultSet rs = st.executeQuery()) {
          if (!rs.next() || rs.getLong(1) > start) {
            return Optional.empty(); // totals not kept for the whole period in this zone
          }
        }
      }
      List<BoardEntry> entries = new ArrayList<>();
      try (PreparedStatement st = c.prepareStatement(PERIOD_PAGE)) {
        int i = bindKey(st, 1, guildId, kind, zone, start);
        st.setInt(i++, limit);
        st.setInt(i, offset);
        entries.addAll(JdbcLeaderboardStore.page(st, offset));
      }
      Optional<BoardEntry> caller =
          entries.stream().filter(e -> e.userId() == callerId).findFirst();
      if (caller.isEmpty()) {
        caller = periodCaller(c, guildId, kind, zone, start, callerId);
      }
      long members;
      try (PreparedStatement st = c.prepareStatement(PERIOD_TOTAL_MEMBERS)) {
        bindKey(st, 1, guildId, kind, zone, start);
        try (ResultSet rs = st.executeQuery()) {
          rs.next();
          members = rs.getLong(1);
        }
      }
      return Optional.of(new RankedSlice(entries, members, caller));
    } catch (SQLException e) {
      throw new StorageException("cannot read the period totals: " + e.getMessage(), e);
    }
  }

  private static Optional<BoardEntry> periodCaller(
      Connection c, long guildId, String kind, ZoneId zone, long start, long callerId)
      throws SQLException {
    long points;
    long correct;
    long answered;
    long reachedAt;
    try (PreparedStatement st = c.prepareStatement(PERIOD_MEMBER_ROW)) {
      int i = bindKey(st, 1, guildId, kind, zone, start);
      st.setLong(i, callerId);
      try (ResultSet rs = st.executeQuery()) {
        if (!rs.next()) {
          return Optional.empty();
        }
        points = rs.getLong(1);
        correct = rs.getLong(2);
        answered = rs.getLong(3);
        reachedAt = rs.getLong(4);
      }
    }
    try (PreparedStatement st = c.prepareStatement(PERIOD_ABOVE)) {
      int i = bindKey(st, 1, guildId, kind, zone, start);
      st.setLong(i++, points);
      i = bindKey(st, i, guildId, kind, zone, start);
      st.setLong(i++, points);
      st.setLong(i++, correct);
      i = bindKey(st, i, guildId, kind, zone, start);
      st.setLong(i++, points);
      st.setLong(i++, correct);
      st.setLong(i++, reachedAt);
      i = bindKey(st, i, guildId, kind, zone, start);
      st.setLong(i++, points);
      st.setLong(i++, correct);
      st.setLong(i++, reachedAt);
      st.setLong(i, callerId);
      try (ResultSet rs = st.executeQuery()) {
        rs.next();
        return Optional.of(new BoardEntry(rs.getLong(1) + 1, callerId, points, correct, answered));
      }
    }
  }

  private static int bindKey(
      PreparedStatement st, int from, long guildId, String kind, ZoneId zone, long start)
      throws SQLException {
    st.setLong(from, guildId);
    st.setString(from + 1, kind);
    st.setString(from + 2, zone.getId());
    st.setLong(from + 3, start);
    return from + 4;
  }
}
