package dev.quizbot.guildconfig;

import dev.quizbot.storage.Database;
import dev.quizbot.storage.StorageException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.DateTimeException;
import java.time.Instant;
import java.time.ZoneId;
import java.util.HashSet;
import java.util.Optional;
import java.util.Set;

/** {@link GuildSettingsStore} over plain JDBC; the same SQL runs on SQLite and PostgreSQL. */
public final class JdbcGuildSettingsStore implements GuildSettingsStore {

  private final Database database;

  public JdbcGuildSettingsStore(Database database) {
    this.database = database;
  }

  @Override
  public Optional<GuildSettings> load(long guildId, GuildSettingsDefaults defaults) {
    try (Connection c = database.connection()) {
      Set<Long> channels = allowedChannels(c, guildId);
      try (PreparedStatement ps =
          c.prepareStatement(
              "SELECT answer_window_seconds, speed_bonus, hide_answers, timezone"
                  + " FROM guild_settings WHERE guild_id = ?")) {
        ps.setLong(1, guildId);
        try (ResultSet rs = ps.executeQuery()) {
          if (rs.next()) {
            String zone = rs.getString(4);
            return Optional.of(
                new GuildSettings(
                    guildId,
                    rs.getInt(1),
                    rs.getBoolean(2),
                    rs.getBoolean(3),
                    channels,
                    Optional.ofNullable(zone).flatMap(JdbcGuildSettingsStore::zoneOf)));
          }
        }
      }
      if (channels.isEmpty()) {
        return Optional.empty();
      }
      GuildSettings base = GuildSettings.defaultsFor(guildId, defaults);
      return Optional.of(
          new GuildSettings(
              guildId,
              base.answerWindowSeconds(),
              base.speedBonus(),
              base.hideAnswers(),
              channels,
              Optional.empty()));
    } catch (SQLException e) {
      throw new StorageException("cannot read settings of server " + guildId, e);
    }
  }

  @Override
  public void save(GuildSettings settings, Instant updatedAt) {
    try {
      database.inTransaction(
          c -> {
            try (PreparedStatement ps =
                c.prepareStatement(
                    "INSERT INTO guild_settings (guild_id, answer_window_seconds, speed_bonus,"
                        + " hide_answers, timezone, updated_at) VALUES (?, ?, ?, ?, ?, ?)"
                        + " ON CONFLICT (guild_id) DO UPDATE SET"
                        + " answer_window_seconds = excluded.answer_window_seconds,"
                        + " speed_bonus = excluded.speed_bonus, hide_answers = excluded.hide_answers,"
                        + " timezone = excluded.timezone, updated_at = excluded.updated_at")) {
              ps.setLong(1, settings.guildId());
              ps.setInt(2, settings.answerWindowSeconds());
              ps.setBoolean(3, settings.speedBonus());
              ps.setBoolean(4, settings.hideAnswers());
              ps.setString(5, settings.timezone().map(ZoneId::getId).orElse(null));
              ps.setLong(6, updatedAt.toEpochMilli());
              ps.executeUpdate();
            }
            try (PreparedStatement ps =
                c.prepareStatement("DELETE FROM guild_allowed_channels WHERE guild_id = ?")) {
              ps.setLong(1, settings.guildId());
              ps.executeUpdate();
            }
            try (PreparedStatement ps =
                c.prepareStatement(
                    "INSERT INTO guild_allowed_channels (guild_id, channel_id) VALUES (?, ?)")) {
              for (long channel : settings.allowedChannels()) {
                ps.setLong(1, settings.guildId());
                ps.setLong(2, channel);
                ps.addBatch();
              }
              ps.executeBatch();
            }
            return null;
          });
    } catch (SQLException e) {
      throw new StorageException("cannot store settings of server " + settings.guildId(), e);
    }
  }

  /**
   * A stored zone that this JVM's time-zone data no longer knows falls back to UTC instead of
   * breaking every command of the server.
   */
  private static Optional<ZoneId> zoneOf(String id) {
    try {
      return Optional.of(ZoneId.of(id));
    } catch (DateTimeException e) {
      return Optional.empty();
    }
  }

  private static Set<Long> allowedChannels(Connection c, long guildId) throws SQLException {
    Set<Long> channels = new HashSet<>();
    try (PreparedStatement ps =
        c.prepareStatement("SELECT channel_id FROM guild_allowed_channels WHERE guild_id = ?")) {
      ps.setLong(1, guildId);
      try (ResultSet rs = ps.executeQuery()) {
        while (rs.next()) {
          channels.add(rs.getLong(1));
        }
      }
    }
    return channels;
  }
}
