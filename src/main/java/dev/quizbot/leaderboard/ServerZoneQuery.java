package dev.quizbot.leaderboard;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.DateTimeException;
import java.time.ZoneId;
import java.util.Optional;

/**
 * The one rule for a server's time zone, read by the boards ({@link JdbcGuildZones}) and by the
 * period totals written with each answer ({@link PeriodTotals}), so both always agree: the zone set
 * with {@code /quizconfig timezone}, else the zone of the server's daily question ({@code /daily
 * set ... timezone}, the only zone the spec has an admin give), else UTC.
 */
final class ServerZoneQuery {

  // Ranked so that one query answers; ORDER BY on a UNION's column runs on SQLite and PostgreSQL.
  private static final String ZONE =
      "SELECT timezone AS zone, 0 AS pick FROM guild_settings"
          + " WHERE guild_id = ? AND timezone IS NOT NULL AND timezone <> ''"
          + " UNION ALL SELECT zone_id AS zone, 1 AS pick FROM daily_schedules WHERE guild_id = ?"
          + " ORDER BY pick";

  private ServerZoneQuery() {}

  /**
   * The server's zone id as stored, empty when neither source holds one. It may name a zone this
   * JVM does not know (a row written by a newer build): see {@link #parse}.
   */
  static Optional<String> read(Connection c, long guildId) throws SQLException {
    try (PreparedStatement st = c.prepareStatement(ZONE)) {
      st.setLong(1, guildId);
      st.setLong(2, guildId);
      try (ResultSet rs = st.executeQuery()) {
        return rs.next() ? Optional.ofNullable(rs.getString(1)) : Optional.empty();
      }
    }
  }

  /** The zone of a stored id; empty when this JVM does not know it (the caller counts in UTC). */
  static Optional<ZoneId> parse(String id) {
    try {
      return Optional.of(ZoneId.of(id));
    } catch (DateTimeException e) {
      return Optional.empty();
    }
  }
}
