package dev.quizbot.daily;

import dev.quizbot.shard.Shard;
import dev.quizbot.storage.Database;
import dev.quizbot.storage.StorageException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;

/**
 * {@link DailyStore} on plain JDBC; the same SQL runs on SQLite and PostgreSQL (see V2__daily.sql).
 * Local dates are stored as ISO text ({@code 2026-03-08}), which sorts like the dates.
 */
public final class JdbcDailyStore implements DailyStore {

  private static final int MAX_ERROR_LENGTH = 500;
  private static final String CLAIM_COLUMNS =
      "guild_id, local_date, status, question_id, claimed_by, claimed_at, attempts, message_id,"
          + " last_error";
  private static final String SCHEDULE_COLUMNS =
      "guild_id, channel_id, post_time, zone_id, topic, role_id, window_seconds, enabled,"
          + " updated_by, updated_at";

  private final Database database;
  private final Shard shard;

  /**
   * @param shard the servers whose schedules the tick of this process posts (and whose claims it
   *     reads); other shards' servers are posted by the processes that can see their channels
   */
  public JdbcDailyStore(Database database, Shard shard) {
    this.database = database;
    this.shard = shard;
  }

  @Override
  public void saveSchedule(DailySchedule s) {
    String sql =
        "INSERT INTO daily_schedules ("
            + SCHEDULE_COLUMNS
            + ") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
            + " ON CONFLICT (guild_id) DO UPDATE SET channel_id = excluded.channel_id,"
            + " post_time = excluded.post_time, zone_id = excluded.zone_id,"
            + " topic = excluded.topic, role_id = excluded.role_id,"
            + " window_seconds = excluded.window_seconds, enabled = excluded.enabled,"
            + " updated_by = excluded.updated_by, updated_at = excluded.updated_at";
    update(
        "save the daily schedule of server " + s.guildId(),
        sql,
        ps -> {
          ps.setLong(1, s.guildId());
          ps.setLong(2, s.channelId());
          ps.setString(3, s.time().toString());
          ps.setString(4, s.zone().getId());
          ps.setString(5, s.topic().orElse(null));
          if (s.roleId().isPresent()) {
            ps.setLong(6, s.roleId().getAsLong());
          } else {
            ps.setNull(6, Types.BIGINT);
          }
          ps.setInt(7, Math.toIntExact(s.window().toSeconds()));
          ps.setBoolean(8, s.enabled());
          ps.setLong(9, s.updatedBy());
          ps.setLong(10, s.updatedAt().toEpochMilli());
        });
  }

  @Override
  public Optional<DailySchedule> findSchedule(long guildId) {
    List<DailySchedule> found =
        query(
            "read the daily schedule of server " + guildId,
            "SELECT " + SCHEDULE_COLUMNS + " FROM daily_schedules WHERE guild_id = ?",
            ps -> ps.setLong(1, guildId),
            JdbcDailyStore::schedule);
    return found.stream().findFirst();
  }

  @Override
  public List<DailySchedule> enabledSchedules() {
    return query(
        "read the enabled daily schedules",
        "SELECT "
            + SCHEDULE_COLUMNS
            + " FROM daily_schedules WHERE enabled = ?"
            // A server the bot was removed from posts nothing from that moment (lifecycle).
            + " AND NOT EXISTS (SELECT 1 FROM guild_departures d"
            + " WHERE d.guild_id = daily_schedules.guild_id)"
            + shard.andOwns("guild_id")
            + " ORDER BY guild_id",
        ps -> ps.setBoolean(1, true),
        JdbcDailyStore::schedule);
  }

  @Override
  public Optional<DailyClaim> findClaim(long guildId, LocalDate localDate) {
    return query(
            "read the daily claim of server " + guildId + " for " + localDate,
            "SELECT " + CLAIM_COLUMNS + " FROM daily_claims WHERE guild_id = ? AND local_date = ?",
            ps -> {
              ps.setLong(1, guildId);
              ps.setString(2, localDate.toString());
            },
            JdbcDailyStore::claim)
        .stream()
        .findFirst();
  }

  @Override
  public List<DailyClaim> claimsSince(LocalDate from) {
    return query(
        "read the recent daily claims",
        "SELECT "
            + CLAIM_COLUMNS
            + " FROM daily_claims WHERE local_date >= ?"
            + shard.andOwns("guild_id"),
        ps -> ps.setString(1, from.toString()),
        JdbcDailyStore::claim);
  }

  @Override
  public boolean insertClaim(
      long guildId,
      LocalDate localDate,
      ClaimStatus status,
      Optional<String> questionId,
      String claimedBy,
      Instant claimedAt) {
    // ON CONFLICT DO NOTHING: the primary key (guild_id, local_date) decides the one winner
    // without an exception, on SQLite and PostgreSQL alike.
    String sql =
        "INSERT INTO daily_claims (guild_id, local_date, status, question_id, claimed_by,"
            + " claimed_at, attempts) VALUES (?, ?, ?, ?, ?, ?, ?)"
            + " ON CONFLICT (guild_id, local_date) DO NOTHING";
    return update(
            "claim the daily post of server " + guildId + " for " + localDate,
            sql,
            ps -> {
              ps.setLong(1, guildId);
              ps.setString(2, localDate.toString());
              ps.setString(3, status.name());
              ps.setString(4, questionId.orElse(null));
              ps.setString(5, claimedBy);
              ps.setLong(6, claimedAt.toEpochMilli());
              ps.setInt(7, status == ClaimStatus.CLAIMED ? 1 : 0);
            })
        == 1;
  }

  @Override
  public boolean reclaim(
      long guildId,
      LocalDate localDate,
      ClaimStatus expectedStatus,
      int expectedAttempts,
      String questionId,
      String claimedBy,
      Instant claimedAt) {
    String sql =
        "UPDATE daily_claims SET status = 'CLAIMED', question_id = ?, claimed_by = ?,"
            + " claimed_at = ?, attempts = attempts + 1, last_error = NULL"
            + " WHERE guild_id = ? AND local_date = ? AND status = ? AND attempts = ?";
    return update(
            "re-claim the daily post of server " + guildId + " for " + localDate,
            sql,
            ps -> {
              ps.setString(1, questionId);
              ps.setString(2, claimedBy);
              ps.setLong(3, claimedAt.toEpochMilli());
              ps.setLong(4, guildId);
              ps.setString(5, localDate.toString());
              ps.setString(6, expectedStatus.name());
              ps.setInt(7, expectedAttempts);
            })
        == 1;
  }

  @Override
  public boolean markPosted(
      long guildId,
      LocalDate localDate,
      String claimedBy,
      int attempt,
      long messageId,
      String questionId,
      Instant postedAt) {
    String finish =
        "UPDATE daily_claims SET status = 'POSTED', message_id = ?, last_error = NULL"
            + " WHERE guild_id = ? AND local_date = ? AND status = 'CLAIMED'"
            + " AND claimed_by = ? AND attempts = ?";
    String remember =
        "INSERT INTO daily_asked (guild_id, question_id, asked_at) VALUES (?, ?, ?)"
            + " ON CONFLICT (guild_id, question_id) DO UPDATE SET asked_at = excluded.asked_at";
    String what = "mark the daily post of server " + guildId + " for " + localDate + " as posted";
    try {
      return database.inTransaction(
          c -> {
            try (PreparedStatement f = c.prepareStatement(finish);
                PreparedStatement r = c.prepareStatement(remember)) {
              f.setLong(1, messageId);
              f.setLong(2, guildId);
              f.setString(3, localDate.toString());
              f.setString(4, claimedBy);
              f.setInt(5, attempt);
              boolean owned = f.executeUpdate() == 1;
              // The message is out either way, so the question counts as asked either way.
              r.setLong(1, guildId);
              r.setString(2, questionId);
              r.setLong(3, postedAt.toEpochMilli());
              r.executeUpdate();
              return owned;
            }
          });
    } catch (SQLException e) {
      throw failure(what, e);
    }
  }

  @Override
  public boolean markFailed(
      long guildId, LocalDate localDate, String claimedBy, int attempt, String error) {
    String sql =
        "UPDATE daily_claims SET status = 'FAILED', last_error = ?"
            + " WHERE guild_id = ? AND local_date = ? AND status = 'CLAIMED'"
            + " AND claimed_by = ? AND attempts = ?";
    String shortError =
        error.length() > MAX_ERROR_LENGTH ? error.substring(0, MAX_ERROR_LENGTH) : error;
    return update(
            "mark the daily post of server " + guildId + " for " + localDate + " as failed",
            sql,
            ps -> {
              ps.setString(1, shortError);
              ps.setLong(2, guildId);
              ps.setString(3, localDate.toString());
              ps.setString(4, claimedBy);
              ps.setInt(5, attempt);
            })
        == 1;
  }

  @Override
  public Set<String> askedQuestionIds(long guildId) {
    return new HashSet<>(
        query(
            "read the asked daily questions of server " + guildId,
            "SELECT question_id FROM daily_asked WHERE guild_id = ?",
            ps -> ps.setLong(1, guildId),
            rs -> rs.getString(1)));
  }

  @Override
  public Optional<String> lastAskedQuestionId(long guildId) {
    return query(
            "read the last daily question of server " + guildId,
            "SELECT question_id FROM daily_asked WHERE guild_id = ?"
                + " ORDER BY asked_at DESC LIMIT 1",
            ps -> ps.setLong(1, guildId),
            rs -> rs.getString(1))
        .stream()
        .findFirst();
  }

  @Override
  public void forgetAsked(long guildId, Collection<String> questionIds) {
    String what = "reset the asked daily questions of server " + guildId;
    try {
      database.inTransaction(
          c -> {
            try (PreparedStatement ps =
                c.prepareStatement(
                    "DELETE FROM daily_asked WHERE guild_id = ? AND question_id = ?")) {
              for (String id : questionIds) {
                ps.setLong(1, guildId);
                ps.setString(2, id);
                ps.addBatch();
              }
              ps.executeBatch();
              return null;
            }
          });
    } catch (SQLException e) {
      throw failure(what, e);
    }
  }

  private static DailySchedule schedule(ResultSet rs) throws SQLException {
    long role = rs.getLong("role_id");
    OptionalLong roleId = rs.wasNull() ? OptionalLong.empty() : OptionalLong.of(role);
    return new DailySchedule(
        rs.getLong("guild_id"),
        rs.getLong("channel_id"),
        LocalTime.parse(rs.getString("post_time")),
        ZoneId.of(rs.getString("zone_id")),
        Optional.ofNullable(rs.getString("topic")),
        roleId,
        Duration.ofSeconds(rs.getInt("window_seconds")),
        rs.getBoolean("enabled"),
        rs.getLong("updated_by"),
        Instant.ofEpochMilli(rs.getLong("updated_at")));
  }

  private static DailyClaim claim(ResultSet rs) throws SQLException {
    long message = rs.getLong("message_id");
    OptionalLong messageId = rs.wasNull() ? OptionalLong.empty() : OptionalLong.of(message);
    return new DailyClaim(
        rs.getLong("guild_id"),
        LocalDate.parse(rs.getString("local_date")),
        ClaimStatus.valueOf(rs.getString("status")),
        Optional.ofNullable(rs.getString("question_id")),
        rs.getString("claimed_by"),
        Instant.ofEpochMilli(rs.getLong("claimed_at")),
        rs.getInt("attempts"),
        messageId,
        Optional.ofNullable(rs.getString("last_error")));
  }

  private interface Binder {
    void bind(PreparedStatement ps) throws SQLException;
  }

  private interface RowMapper<T> {
    T map(ResultSet rs) throws SQLException;
  }

  private int update(String what, String sql, Binder binder) {
    try (Connection c = database.connection();
        PreparedStatement ps = c.prepareStatement(sql)) {
      binder.bind(ps);
      return ps.executeUpdate();
    } catch (SQLException e) {
      throw failure(what, e);
    }
  }

  private <T> List<T> query(String what, String sql, Binder binder, RowMapper<T> mapper) {
    try (Connection c = database.connection();
        PreparedStatement ps = c.prepareStatement(sql)) {
      binder.bind(ps);
      try (ResultSet rs = ps.executeQuery()) {
        List<T> rows = new ArrayList<>();
        while (rs.next()) {
          rows.add(mapper.map(rs));
        }
        return rows;
      }
    } catch (SQLException e) {
      throw failure(what, e);
    }
  }

  private static StorageException failure(String what, SQLException e) {
    return new StorageException("cannot " + what + ": " + e.getMessage(), e);
  }
}
