package dev.quizbot.leaderboard;

import dev.quizbot.storage.Database;
import dev.quizbot.storage.StorageException;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Reads a server's zone by {@link ServerZoneQuery}'s rule: {@code /quizconfig timezone}, else the
 * daily question's zone, else UTC. A zone this JVM does not know (a row written by a newer build)
 * means UTC too, so a board always renders.
 */
public final class JdbcGuildZones implements GuildZones {

  private static final Logger log = LoggerFactory.getLogger(JdbcGuildZones.class);

  private final Database database;

  public JdbcGuildZones(Database database) {
    this.database = database;
  }

  @Override
  public ZoneId zoneOf(long guildId) {
    Optional<String> stored;
    try (Connection c = database.connection()) {
      stored = ServerZoneQuery.read(c, guildId);
    } catch (SQLException e) {
      throw new StorageException("cannot read the server's timezone: " + e.getMessage(), e);
    }
    if (stored.isEmpty()) {
      return ZoneOffset.UTC;
    }
    Optional<ZoneId> zone = ServerZoneQuery.parse(stored.get());
    if (zone.isEmpty()) {
      log.warn(
          "guild {} has an unknown timezone '{}' stored; counting in UTC", guildId, stored.get());
    }
    return zone.orElse(ZoneOffset.UTC);
  }
}
