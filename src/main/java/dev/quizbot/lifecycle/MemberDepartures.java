package dev.quizbot.lifecycle;

import dev.quizbot.storage.Database;
import dev.quizbot.storage.StorageException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.Clock;

/**
 * Members who left a server: off its boards (the boards skip them), their rows kept; a return puts
 * them back. Both steps are idempotent, so a replayed gateway event changes nothing.
 */
public final class MemberDepartures {
  private final Database database;
  private final Clock clock;

  public MemberDepartures(Database database, Clock clock) {
    this.database = database;
    this.clock = clock;
  }

  /** The member left the server (or was removed from it). */
  public void left(long guildId, long userId) {
    update(
        "INSERT INTO member_departures (guild_id, user_id, left_at) VALUES (?, ?, ?)"
            + " ON CONFLICT (guild_id, user_id) DO NOTHING",
        guildId,
        userId,
        true);
  }

  /** The member joined the server again. */
  public void returned(long guildId, long userId) {
    update(
        "DELETE FROM member_departures WHERE guild_id = ? AND user_id = ?", guildId, userId, false);
  }

  private void update(String sql, long guildId, long userId, boolean withTime) {
    try (Connection c = database.connection();
        PreparedStatement ps = c.prepareStatement(sql)) {
      ps.setLong(1, guildId);
      ps.setLong(2, userId);
      if (withTime) {
        ps.setLong(3, clock.millis());
      }
      ps.executeUpdate();
    } catch (SQLException e) {
      throw new StorageException(
          "cannot record a member of server " + guildId + " leaving or returning", e);
    }
  }
}
