package dev.quizbot.study;

import dev.quizbot.storage.Database;
import java.time.Instant;
import java.util.OptionalLong;

/** {@link DmChannelStore} on plain JDBC (SQLite and PostgreSQL, see V11__study_dm_channels.sql). */
public final class JdbcDmChannelStore implements DmChannelStore {

  private final StudyJdbc jdbc;

  public JdbcDmChannelStore(Database database) {
    this.jdbc = new StudyJdbc(database);
  }

  @Override
  public OptionalLong find(long memberId) {
    return jdbc
        .query(
            "read the DM channel of member " + memberId,
            "SELECT channel_id FROM study_dm_channels WHERE user_id = ?",
            ps -> ps.setLong(1, memberId),
            rs -> rs.getLong(1))
        .stream()
        .mapToLong(Long::longValue)
        .findFirst();
  }

  @Override
  public void remember(long memberId, long channelId, Instant at) {
    jdbc.update(
        "store the DM channel of member " + memberId,
        "INSERT INTO study_dm_channels (user_id, channel_id, opened_at) VALUES (?, ?, ?)"
            + " ON CONFLICT (user_id) DO UPDATE SET channel_id = excluded.channel_id,"
            + " opened_at = excluded.opened_at",
        ps -> {
          ps.setLong(1, memberId);
          ps.setLong(2, channelId);
          ps.setLong(3, at.toEpochMilli());
        });
  }

  @Override
  public void forget(long memberId, long channelId) {
    jdbc.update(
        "forget the DM channel of member " + memberId,
        "DELETE FROM study_dm_channels WHERE user_id = ? AND channel_id = ?",
        ps -> {
          ps.setLong(1, memberId);
          ps.setLong(2, channelId);
        });
  }
}
