package dev.quizbot.leaderboard;

import dev.quizbot.storage.Database;
import dev.quizbot.storage.StorageException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.DateTimeException;
import java.time.ZoneId;
import java.time.ZoneOffset;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Reads a server's zone from {@code guild_settings.timezone}. No row, NULL, or a zone this JVM does
 * not know (a settings row written by a newer build) all mean UTC, so a board always renders.
 */
public final class JdbcGuildZones implements GuildZones {

  private static final Logger log = LoggerFactory.getLogger(JdbcGuildZones.class);

  private final Database database;

  public JdbcGuildZones(Database database) {
    this.database = database;
  }

  @Override
  public ZoneId zoneOf(long guildId) {
    String stored;
    try (Connection c = database.connection();
        PreparedStatement st =
            c.prepareStatement("SELECT timezone FROM guild_settings WHERE guild_id = ?")) {
      st.setLong(1, guildId);
      try (ResultSet rs = st.executeQuery()) {
        stored = rs.next() ? rs.getString(1) : null;
      }
    } catch (SQLException e) {
      throw new StorageException("cannot read the server's timezone: " + e.getMessage(), e);
    }
    if (stored == null || stored.isBlank()) {
      return ZoneOffset.UTC;
    }
    try {
      return ZoneId.of(stored);
    } catch (DateTimeException e) {
      log.warn("guild {} has an unknown timezone '{}' stored; counting in UTC", guildId, stored);
      return ZoneOffset.UTC;
    }
  }
}
