package dev.quizbot.round;

import dev.quizbot.storage.Database;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.HashMap;
import java.util.Map;

/**
 * Every member_stats row of a server, read straight from the database: what the tests compare the
 * writer's totals with. The bot itself never reads a whole server's totals (at 100,000 members that
 * is a long stall and megabytes of heap).
 */
final class StoredMemberTotals {
  private StoredMemberTotals() {}

  static Map<Long, MemberStats> of(Database database, long guildId) {
    String sql =
        "SELECT user_id, answered, correct, points, current_streak, best_streak, score_reached_at"
            + " FROM member_stats WHERE guild_id = ?";
    try (Connection c = database.connection();
        PreparedStatement ps = c.prepareStatement(sql)) {
      ps.setLong(1, guildId);
      Map<Long, MemberStats> stats = new HashMap<>();
      try (ResultSet rs = ps.executeQuery()) {
        while (rs.next()) {
          stats.put(
              rs.getLong(1),
              new MemberStats(
                  guildId,
                  rs.getLong(1),
                  rs.getInt(2),
                  rs.getInt(3),
                  rs.getLong(4),
                  rs.getInt(5),
                  rs.getInt(6),
                  Instant.ofEpochMilli(rs.getLong(7))));
        }
      }
      return stats;
    } catch (SQLException e) {
      throw new IllegalStateException("cannot read member_stats of server " + guildId, e);
    }
  }
}
