package dev.quizbot.round;

import dev.quizbot.shard.Shard;
import dev.quizbot.storage.Database;
import dev.quizbot.storage.StorageException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.stream.Collectors;

/** {@link RoundStore} over plain JDBC; the same SQL runs on SQLite and PostgreSQL. */
public final class JdbcRoundStore implements RoundStore {

  private static final String COLUMNS =
      "round_id, guild_id, channel_id, message_id, kind, question_id, deck_id, topic,"
          + " choice_order, correct_position, window_seconds, speed_bonus, hide_answers,"
          + " opened_at, closes_at, closed_at";

  private final Database database;
  private final Shard shard;

  /**
   * @param shard the servers whose stored rounds this process recovers and cleans up; rounds of
   *     other shards' servers belong to the processes that can see their channels
   */
  public JdbcRoundStore(Database database, Shard shard) {
    this.database = database;
    this.shard = shard;
  }

  @Override
  public void insert(StoredRound round) {
    String sql =
        "INSERT INTO rounds ("
            + COLUMNS
            + ") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)";
    try (Connection c = database.connection();
        PreparedStatement ps = c.prepareStatement(sql)) {
      ps.setLong(1, round.roundId());
      ps.setLong(2, round.guildId());
      ps.setLong(3, round.channelId());
      if (round.messageId().isPresent()) {
        ps.setLong(4, round.messageId().getAsLong());
      } else {
        ps.setNull(4, Types.BIGINT);
      }
      ps.setString(5, round.kind().name());
      ps.setString(6, round.questionId());
      ps.setString(7, round.deckId());
      ps.setString(8, round.topic());
      ps.setString(
          9, round.choiceOrder().stream().map(String::valueOf).collect(Collectors.joining(",")));
      ps.setInt(10, round.correctPosition());
      ps.setInt(11, round.windowSeconds());
      ps.setBoolean(12, round.speedBonus());
      ps.setBoolean(13, round.hideAnswers());
      ps.setLong(14, round.openedAt().toEpochMilli());
      ps.setLong(15, round.closesAt().toEpochMilli());
      if (round.closedAt().isPresent()) {
        ps.setLong(16, round.closedAt().get().toEpochMilli());
      } else {
        ps.setNull(16, Types.BIGINT);
      }
      ps.executeUpdate();
    } catch (SQLException e) {
      throw new StorageException("cannot store round " + round.roundId(), e);
    }
  }

  @Override
  public void setMessageId(long roundId, long messageId) {
    update(
        "UPDATE rounds SET message_id = ? WHERE round_id = ?",
        "cannot record the message of round " + roundId,
        messageId,
        roundId);
  }

  @Override
  public boolean attachMessage(
      long guildId, long channelId, RoundKind kind, String questionId, long messageId) {
    // The inner select names one row (the newest), so two prepared rounds never get the same id.
    String attach =
        "UPDATE rounds SET message_id = ? WHERE message_id IS NULL AND round_id = ("
            + "SELECT round_id FROM rounds WHERE guild_id = ? AND channel_id = ? AND kind = ?"
            + " AND question_id = ? AND message_id IS NULL AND closed_at IS NULL"
            + " ORDER BY opened_at DESC LIMIT 1)"
            + " AND NOT EXISTS (SELECT 1 FROM rounds WHERE message_id = ?)";
    String carried = "SELECT count(*) FROM rounds WHERE message_id = ?";
    try (Connection c = database.connection()) {
      try (PreparedStatement ps = c.prepareStatement(attach)) {
        ps.setLong(1, messageId);
        ps.setLong(2, guildId);
        ps.setLong(3, channelId);
        ps.setString(4, kind.name());
        ps.setString(5, questionId);
        ps.setLong(6, messageId);
        ps.executeUpdate();
      }
      try (PreparedStatement ps = c.prepareStatement(carried)) {
        ps.setLong(1, messageId);
        try (ResultSet rs = ps.executeQuery()) {
          return rs.next() && rs.getLong(1) > 0;
        }
      }
    } catch (SQLException e) {
      throw new StorageException("cannot attach message " + messageId + " to its round", e);
    }
  }

  @Override
  public boolean deleteUnposted(long roundId) {
    return update(
            "DELETE FROM rounds WHERE round_id = ? AND message_id IS NULL",
            "cannot delete unposted round " + roundId,
            roundId)
        > 0;
  }

  @Override
  public int deleteUnpostedDueBy(Instant now) {
    return update(
        "DELETE FROM rounds WHERE message_id IS NULL AND closes_at <= ?"
            + shard.andOwns("guild_id"),
        "cannot delete unposted rounds",
        now.toEpochMilli());
  }

  @Override
  public List<StoredRound> openPosted() {
    return query(
        "SELECT "
            + COLUMNS
            + " FROM rounds WHERE closed_at IS NULL AND message_id IS NOT NULL"
            + shard.andOwns("guild_id")
            + " ORDER BY opened_at",
        "cannot read open rounds");
  }

  @Override
  public Optional<StoredRound> find(long roundId) {
    return query(
            "SELECT " + COLUMNS + " FROM rounds WHERE round_id = ?",
            "cannot read round " + roundId,
            roundId)
        .stream()
        .findFirst();
  }

  @Override
  public Optional<Instant> lastPostedQuizStart(long channelId) {
    // rounds_channel (channel_id, closed_at) narrows this to the channel's own rows.
    String sql =
        "SELECT MAX(opened_at) FROM rounds"
            + " WHERE channel_id = ? AND kind = ? AND message_id IS NOT NULL";
    try (Connection c = database.connection();
        PreparedStatement ps = c.prepareStatement(sql)) {
      ps.setLong(1, channelId);
      ps.setString(2, RoundKind.QUIZ.name());
      try (ResultSet rs = ps.executeQuery()) {
        if (!rs.next()) {
          return Optional.empty();
        }
        long openedAt = rs.getLong(1);
        return rs.wasNull() ? Optional.empty() : Optional.of(Instant.ofEpochMilli(openedAt));
      }
    } catch (SQLException e) {
      throw new StorageException("cannot read the last /quiz of channel " + channelId, e);
    }
  }

  @Override
  public boolean close(long roundId, Instant closedAt) {
    return update(
            "UPDATE rounds SET closed_at = ? WHERE round_id = ? AND closed_at IS NULL",
            "cannot close round " + roundId,
            closedAt.toEpochMilli(),
            roundId)
        > 0;
  }

  @Override
  public boolean markRevealed(long roundId, Instant revealedAt) {
    return update(
            "UPDATE rounds SET revealed_at = ? WHERE round_id = ? AND revealed_at IS NULL",
            "cannot record the reveal of round " + roundId,
            revealedAt.toEpochMilli(),
            roundId)
        > 0;
  }

  @Override
  public List<StoredRound> closedUnrevealed() {
    // The partial index rounds_unrevealed (V6) holds only rows with no revealed_at.
    return query(
        "SELECT "
            + COLUMNS
            + " FROM rounds WHERE revealed_at IS NULL AND closed_at IS NOT NULL"
            + " AND message_id IS NOT NULL"
            + shard.andOwns("guild_id")
            + " ORDER BY closed_at",
        "cannot read the closed rounds not revealed yet");
  }

  private int update(String sql, String failure, long... params) {
    try (Connection c = database.connection();
        PreparedStatement ps = c.prepareStatement(sql)) {
      for (int i = 0; i < params.length; i++) {
        ps.setLong(i + 1, params[i]);
      }
      return ps.executeUpdate();
    } catch (SQLException e) {
      throw new StorageException(failure, e);
    }
  }

  private List<StoredRound> query(String sql, String failure, long... params) {
    try (Connection c = database.connection();
        PreparedStatement ps = c.prepareStatement(sql)) {
      for (int i = 0; i < params.length; i++) {
        ps.setLong(i + 1, params[i]);
      }
      List<StoredRound> rounds = new ArrayList<>();
      try (ResultSet rs = ps.executeQuery()) {
        while (rs.next()) {
          rounds.add(read(rs));
        }
      }
      return rounds;
    } catch (SQLException e) {
      throw new StorageException(failure, e);
    }
  }

  private static StoredRound read(ResultSet rs) throws SQLException {
    long messageId = rs.getLong("message_id");
    OptionalLong message = rs.wasNull() ? OptionalLong.empty() : OptionalLong.of(messageId);
    long closedAt = rs.getLong("closed_at");
    Optional<Instant> closed =
        rs.wasNull() ? Optional.empty() : Optional.of(Instant.ofEpochMilli(closedAt));
    List<Integer> order =
        Arrays.stream(rs.getString("choice_order").split(","))
            .map(String::trim)
            .map(Integer::valueOf)
            .toList();
    return new StoredRound(
        rs.getLong("round_id"),
        rs.getLong("guild_id"),
        rs.getLong("channel_id"),
        message,
        RoundKind.valueOf(rs.getString("kind")),
        rs.getString("question_id"),
        rs.getString("deck_id"),
        rs.getString("topic"),
        order,
        rs.getInt("correct_position"),
        rs.getInt("window_seconds"),
        rs.getBoolean("speed_bonus"),
        rs.getBoolean("hide_answers"),
        Instant.ofEpochMilli(rs.getLong("opened_at")),
        Instant.ofEpochMilli(rs.getLong("closes_at")),
        closed);
  }
}
