package dev.quizbot.lifecycle;

import dev.quizbot.shard.Shard;
import dev.quizbot.storage.Database;
import dev.quizbot.storage.StorageException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/** {@link ServerDepartures} over plain JDBC; the same SQL runs on SQLite and PostgreSQL. */
public final class JdbcServerDepartures implements ServerDepartures {

  /**
   * Tables whose rows show a server used the bot, for the start-up check. Not answers: every answer
   * has its round in rounds, and a scan of the largest table is not needed to know that.
   */
  private static final List<String> PRESENCE_TABLES =
      ServerTables.ALL.stream()
          .filter(t -> t.guildColumn().equals("guild_id"))
          .map(ServerTables.ServerTable::table)
          .filter(t -> !t.equals("answers") && !t.endsWith("_departures"))
          .toList();

  private final Database database;

  public JdbcServerDepartures(Database database) {
    this.database = database;
  }

  @Override
  public boolean recordLeft(long guildId, Instant at) {
    try (Connection c = database.connection();
        PreparedStatement ps =
            c.prepareStatement(
                "INSERT INTO guild_departures (guild_id, left_at) VALUES (?, ?)"
                    + " ON CONFLICT (guild_id) DO NOTHING")) {
      ps.setLong(1, guildId);
      ps.setLong(2, at.toEpochMilli());
      return ps.executeUpdate() > 0;
    } catch (SQLException e) {
      throw new StorageException("cannot record that the bot left server " + guildId, e);
    }
  }

  @Override
  public boolean clear(long guildId) {
    try (Connection c = database.connection();
        PreparedStatement ps =
            c.prepareStatement("DELETE FROM guild_departures WHERE guild_id = ?")) {
      ps.setLong(1, guildId);
      return ps.executeUpdate() > 0;
    } catch (SQLException e) {
      throw new StorageException("cannot clear the departure of server " + guildId, e);
    }
  }

  @Override
  public Map<Long, Instant> departures(Shard shard) {
    Map<Long, Instant> found = new LinkedHashMap<>();
    try (Connection c = database.connection();
        PreparedStatement ps =
            c.prepareStatement(
                "SELECT guild_id, left_at FROM guild_departures WHERE 1 = 1"
                    + shard.andOwns("guild_id")
                    + " ORDER BY guild_id");
        ResultSet rs = ps.executeQuery()) {
      while (rs.next()) {
        found.put(rs.getLong(1), Instant.ofEpochMilli(rs.getLong(2)));
      }
      return found;
    } catch (SQLException e) {
      throw new StorageException("cannot read the servers the bot left", e);
    }
  }

  @Override
  public List<Long> leftAtOrBefore(Instant cutoff) {
    List<Long> due = new ArrayList<>();
    try (Connection c = database.connection();
        PreparedStatement ps =
            c.prepareStatement(
                "SELECT guild_id FROM guild_departures WHERE left_at <= ?"
                    + " ORDER BY left_at, guild_id")) {
      ps.setLong(1, cutoff.toEpochMilli());
      try (ResultSet rs = ps.executeQuery()) {
        while (rs.next()) {
          due.add(rs.getLong(1));
        }
      }
      return due;
    } catch (SQLException e) {
      throw new StorageException("cannot read the servers due for purging", e);
    }
  }

  @Override
  public Set<Long> serversWithData(Shard shard) {
    Set<Long> found = new TreeSet<>();
    try (Connection c = database.connection()) {
      for (String table : PRESENCE_TABLES) {
        try (PreparedStatement ps =
                c.prepareStatement(
                    "SELECT DISTINCT guild_id FROM "
                        + table
                        + " WHERE guild_id IS NOT NULL"
                        + shard.andOwns("guild_id"));
            ResultSet rs = ps.executeQuery()) {
          while (rs.next()) {
            found.add(rs.getLong(1));
          }
        }
      }
      return found;
    } catch (SQLException e) {
      throw new StorageException("cannot read which servers have data", e);
    }
  }

  @Override
  public Map<String, Integer> purgeIfLeftBy(long guildId, Instant cutoff) {
    try {
      return database.inTransaction(
          c -> {
            // The claim: only the transaction that deletes the departure row purges. A re-invite
            // (which deletes it too) or another process's purge leaves nothing to claim.
            try (PreparedStatement ps =
                c.prepareStatement(
                    "DELETE FROM guild_departures WHERE guild_id = ? AND left_at <= ?")) {
              ps.setLong(1, guildId);
              ps.setLong(2, cutoff.toEpochMilli());
              if (ps.executeUpdate() == 0) {
                return Map.of();
              }
            }
            return deleteAll(c, guildId);
          });
    } catch (SQLException e) {
      throw new StorageException("cannot purge server " + guildId, e);
    }
  }

  @Override
  public Optional<Map<String, Integer>> eraseUnlessOpen(long guildId) {
    try {
      return database.inTransaction(
          c -> {
            try (PreparedStatement ps =
                c.prepareStatement(
                    "SELECT COUNT(*) FROM rounds WHERE guild_id = ? AND closed_at IS NULL")) {
              ps.setLong(1, guildId);
              try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                if (rs.getLong(1) > 0) {
                  return Optional.empty();
                }
              }
            }
            return Optional.of(deleteAll(c, guildId));
          });
    } catch (SQLException e) {
      throw new StorageException("cannot erase the data of server " + guildId, e);
    }
  }

  private static Map<String, Integer> deleteAll(Connection c, long guildId) throws SQLException {
    Map<String, Integer> deleted = new LinkedHashMap<>();
    for (ServerTables.ServerTable table : ServerTables.ALL) {
      try (PreparedStatement ps =
          c.prepareStatement(
              "DELETE FROM " + table.table() + " WHERE " + table.guildColumn() + " = ?")) {
        ps.setLong(1, guildId);
        deleted.put(table.table(), ps.executeUpdate());
      }
    }
    return deleted;
  }
}
