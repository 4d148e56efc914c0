package dev.quizbot.leaderboard;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.DateTimeException;
import java.time.ZoneId;
import java.time.ZoneOffset;
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

  /** Where a server's zone came from. */
  enum Source {
    QUIZCONFIG,
    DAILY,
    NONE
  }

  /**
   * A stored zone id as stored (it may be one this JVM does not know: a row from a newer build).
   */
  record Stored(String id, Source source) {
    static final Stored NONE = new Stored(null, Source.NONE);

    /** The zone; UTC when none is stored or this JVM does not know the stored one. */
    ZoneId zone() {
      return known().orElse(ZoneOffset.UTC);
    }

    /** The stored zone, when there is one and this JVM knows it. */
    Optional<ZoneId> known() {
      if (id == null || id.isBlank()) {
        return Optional.empty();
      }
      try {
        return Optional.of(ZoneId.of(id));
      } catch (DateTimeException e) {
        return Optional.empty();
      }
    }
  }

  private ServerZoneQuery() {}

  static Stored read(Connection c, long guildId) throws SQLException {
    try (PreparedStatement st = c.prepareStatement(ZONE)) {
      st.setLong(1, guildId);
      st.setLong(2, guildId);
      try (ResultSet rs = st.executeQuery()) {
        if (!rs.next()) {
          return Stored.NONE;
        }
        return new Stored(rs.getString(1), rs.getInt(2) == 0 ? Source.QUIZCONFIG : Source.DAILY);
      }
    }
  }
}
