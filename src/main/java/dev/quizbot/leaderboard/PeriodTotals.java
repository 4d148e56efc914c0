package dev.quizbot.leaderboard;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Keeps {@code leaderboard_period_totals}: each member's points, correct and answered per week and
 * month of the server's zone, so a weekly or monthly board is read from a sorted index instead of
 * aggregating the period's answers (a week of a big server is about 19,000 answers by 16,000
 * members: a per-day summary would not shrink that).
 *
 * <p>The period of an answer is computed in the server's zone read at write time. {@code
 * leaderboard_period_coverage} records from which period on the totals are complete in which zone;
 * a board for another period or zone falls back to the answers (see {@link
 * JdbcLeaderboardStore#periodTotals}). Writers call {@link #prepare} before inserting a batch of
 * answers and {@link Prepared#record} with the answers actually inserted, in the same transaction.
 */
public final class PeriodTotals {

  static final String WEEK = "WEEK";
  static final String MONTH = "MONTH";

  private static final String COVERAGE =
      "SELECT zone_id FROM leaderboard_period_coverage WHERE guild_id = ?";

  private static final String LATEST_ANSWER =
      "SELECT MAX(answered_at) FROM answers WHERE guild_id = ?";

  private static final String SET_COVERAGE =
      "INSERT INTO leaderboard_period_coverage (guild_id, zone_id, complete_from) VALUES (?, ?, ?)"
          + " ON CONFLICT (guild_id) DO UPDATE SET zone_id = excluded.zone_id,"
          + " complete_from = excluded.complete_from";

  private static final String DROP_OTHER_ZONES =
      "DELETE FROM leaderboard_period_totals WHERE guild_id = ? AND zone_id <> ?";

  private static final String ADD =
      "INSERT INTO leaderboard_period_totals (guild_id, period, zone_id, period_start, user_id,"
          + " points, correct, answered, reached_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"
          + " ON CONFLICT (guild_id, period, zone_id, period_start, user_id) DO UPDATE SET"
          + " points = leaderboard_period_totals.points + excluded.points,"
          + " correct = leaderboard_period_totals.correct + excluded.correct,"
          + " answered = leaderboard_period_totals.answered + excluded.answered,"
          + " reached_at = CASE WHEN excluded.reached_at > leaderboard_period_totals.reached_at"
          + " THEN excluded.reached_at ELSE leaderboard_period_totals.reached_at END";

  // For rows whose batch earned nothing (wrong answers only): the same result as ADD, but points,
  // correct and reached_at are left out of the SET list, so SQLite leaves the row's entry in the
  // sorted board index alone instead of deleting and re-inserting it (most answers are wrong).
  private static final String ADD_ANSWERED_ONLY =
      "INSERT INTO leaderboard_period_totals (guild_id, period, zone_id, period_start, user_id,"
          + " points, correct, answered, reached_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"
          + " ON CONFLICT (guild_id, period, zone_id, period_start, user_id) DO UPDATE SET"
          + " answered = leaderboard_period_totals.answered + excluded.answered";

  private static final String REBUILD_PERIOD =
      "INSERT INTO leaderboard_period_totals (guild_id, period, zone_id, period_start, user_id,"
          + " points, correct, answered, reached_at)"
          + " SELECT guild_id, ?, ?, ?, user_id, SUM(points),"
          + " SUM(CASE WHEN correct THEN 1 ELSE 0 END), COUNT(*),"
          + " COALESCE(MAX(CASE WHEN points > 0 THEN answered_at END), 0)"
          + " FROM answers WHERE guild_id = ? AND answered_at >= ? AND answered_at < ?"
          + " GROUP BY guild_id, user_id";

  /** One inserted answer, as far as the totals care. */
  public record Answer(long guildId, long userId, long points, boolean correct, long answeredAt) {}

  /** The zones of a batch's servers, read before its answers are inserted. */
  public static final class Prepared {
    private final Map<Long, ZoneId> zones;

    private Prepared(Map<Long, ZoneId> zones) {
      this.zones = zones;
    }

    /**
     * Adds the answers that were actually inserted (not the skipped duplicates): one upsert per
     * member, period and server for the whole batch, a member's answers in it summed first.
     */
    public void record(Connection c, Collection<Answer> inserted) throws SQLException {
      Map<Row, Sum> sums = new LinkedHashMap<>();
      PeriodStarts starts = new PeriodStarts();
      for (Answer a : inserted) {
        ZoneId zone = zones.get(a.guildId());
        PeriodStarts.Starts periods = starts.of(zone, a.answeredAt());
        long reached = a.points() > 0 ? a.answeredAt() : 0;
        sums.computeIfAbsent(
                new Row(a.guildId(), WEEK, zone.getId(), periods.week(), a.userId()),
                row -> new Sum())
            .add(a.points(), a.correct(), reached);
        sums.computeIfAbsent(
                new Row(a.guildId(), MONTH, zone.getId(), periods.month(), a.userId()),
                row -> new Sum())
            .add(a.points(), a.correct(), reached);
      }
      try (PreparedStatement earned = c.prepareStatement(ADD);
          PreparedStatement answeredOnly = c.prepareStatement(ADD_ANSWERED_ONLY)) {
        for (Map.Entry<Row, Sum> entry : sums.entrySet()) {
          Row row = entry.getKey();
          Sum sum = entry.getValue();
          PreparedStatement st = sum.points == 0 && sum.correct == 0 ? answeredOnly : earned;
          st.setLong(1, row.guildId());
          st.setString(2, row.period());
          st.setString(3, row.zoneId());
          st.setLong(4, row.periodStart());
          st.setLong(5, row.userId());
          st.setLong(6, sum.points);
          st.setLong(7, sum.correct);
          st.setLong(8, sum.answered);
          st.setLong(9, sum.reachedAt);
          st.addBatch();
        }
        earned.executeBatch();
        answeredOnly.executeBatch();
      }
    }
  }

  /** The key of one {@code leaderboard_period_totals} row. */
  private record Row(long guildId, String period, String zoneId, long periodStart, long userId) {}

  /** A batch's additions to one row. */
  private static final class Sum {
    long points;
    long correct;
    long answered;
    long reachedAt;

    void add(long answerPoints, boolean answerCorrect, long answerReachedAt) {
      points += answerPoints;
      correct += answerCorrect ? 1 : 0;
      answered++;
      reachedAt = Math.max(reachedAt, answerReachedAt);
    }
  }

  /**
   * Reads the zone of each server and, for a server seen for the first time or whose zone changed,
   * records from when on its totals are complete. Call before inserting the batch's answers.
   */
  public Prepared prepare(Connection c, Collection<Long> guildIds) throws SQLException {
    Map<Long, ZoneId> zones = new HashMap<>();
    for (long guildId : guildIds) {
      if (zones.containsKey(guildId)) {
        continue;
      }
      ZoneId zone = zoneOf(c, guildId);
      zones.put(guildId, zone);
      Optional<String> covered = coveredZone(c, guildId);
      if (covered.isEmpty() || !covered.get().equals(zone.getId())) {
        // Every answer stored from now on is counted; the ones stored before are not, and they
        // were all answered at or before the latest one, so periods starting after it are whole.
        Optional<Long> latest = latestAnswer(c, guildId);
        setCoverage(c, guildId, zone, latest.map(t -> t + 1).orElse(Long.MIN_VALUE));
      }
    }
    return new Prepared(zones);
  }

  /**
   * Recomputes a server's totals from its answers in {@code zone} (after a bulk import, or to make
   * the current periods fast at once after an upgrade), and marks them complete.
   */
  public void rebuild(Connection c, long guildId, ZoneId zone) throws SQLException {
    try (PreparedStatement st =
        c.prepareStatement("DELETE FROM leaderboard_period_totals WHERE guild_id = ?")) {
      st.setLong(1, guildId);
      st.executeUpdate();
    }
    long first;
    long last;
    try (PreparedStatement st =
        c.prepareStatement(
            "SELECT MIN(answered_at), MAX(answered_at) FROM answers WHERE guild_id = ?")) {
      st.setLong(1, guildId);
      try (ResultSet rs = st.executeQuery()) {
        rs.next();
        first = rs.getLong(1);
        last = rs.getLong(2);
        if (rs.wasNull()) {
          setCoverage(c, guildId, zone, Long.MIN_VALUE);
          return;
        }
      }
    }
    try (PreparedStatement st = c.prepareStatement(REBUILD_PERIOD)) {
      for (String period : List.of(WEEK, MONTH)) {
        ZonedDateTime start =
            Instant.ofEpochMilli(startOf(period, Instant.ofEpochMilli(first).atZone(zone)))
                .atZone(zone);
        while (start.toInstant().toEpochMilli() <= last) {
          ZonedDateTime end = next(period, start);
          st.setString(1, period);
          st.setString(2, zone.getId());
          st.setLong(3, start.toInstant().toEpochMilli());
          st.setLong(4, guildId);
          st.setLong(5, start.toInstant().toEpochMilli());
          st.setLong(6, end.toInstant().toEpochMilli());
          st.executeUpdate();
          start = end;
        }
      }
    }
    setCoverage(c, guildId, zone, Long.MIN_VALUE);
  }

  /** The first instant of the week or month containing {@code at}, in {@code at}'s zone. */
  static long startOf(String period, ZonedDateTime at) {
    Period kind = WEEK.equals(period) ? Period.WEEK : Period.MONTH;
    return LeaderboardService.windowOf(kind, at).orElseThrow().start().toInstant().toEpochMilli();
  }

  private static ZonedDateTime next(String period, ZonedDateTime start) {
    LocalDate day = start.toLocalDate();
    LocalDate nextDay = WEEK.equals(period) ? day.plusWeeks(1) : day.plusMonths(1);
    return nextDay.atStartOfDay(start.getZone());
  }

  private static void setCoverage(Connection c, long guildId, ZoneId zone, long completeFrom)
      throws SQLException {
    try (PreparedStatement st = c.prepareStatement(SET_COVERAGE)) {
      st.setLong(1, guildId);
      st.setString(2, zone.getId());
      st.setLong(3, completeFrom);
      st.executeUpdate();
    }
    try (PreparedStatement st = c.prepareStatement(DROP_OTHER_ZONES)) {
      st.setLong(1, guildId);
      st.setString(2, zone.getId());
      st.executeUpdate();
    }
  }

  private static Optional<String> coveredZone(Connection c, long guildId) throws SQLException {
    try (PreparedStatement st = c.prepareStatement(COVERAGE)) {
      st.setLong(1, guildId);
      try (ResultSet rs = st.executeQuery()) {
        return rs.next() ? Optional.of(rs.getString(1)) : Optional.empty();
      }
    }
  }

  private static Optional<Long> latestAnswer(Connection c, long guildId) throws SQLException {
    try (PreparedStatement st = c.prepareStatement(LATEST_ANSWER)) {
      st.setLong(1, guildId);
      try (ResultSet rs = st.executeQuery()) {
        rs.next();
        long latest = rs.getLong(1);
        return rs.wasNull() ? Optional.empty() : Optional.of(latest);
      }
    }
  }

  /** The server's zone by {@link ServerZoneQuery}'s rule, as the boards read it. */
  static ZoneId zoneOf(Connection c, long guildId) throws SQLException {
    return ServerZoneQuery.read(c, guildId).flatMap(ServerZoneQuery::parse).orElse(ZoneOffset.UTC);
  }
}
