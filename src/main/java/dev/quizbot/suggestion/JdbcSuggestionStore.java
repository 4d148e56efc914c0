package dev.quizbot.suggestion;

import dev.quizbot.serverdeck.JdbcDeckStore;
import dev.quizbot.storage.Database;
import dev.quizbot.storage.StorageException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;

/**
 * {@link SuggestionStore} on plain JDBC (SQLite and PostgreSQL, V26__question_suggestions.sql).
 *
 * <p>Exactly once: a decision is {@code UPDATE ... WHERE state = 'pending'}; of two at once, on
 * PostgreSQL the second waits for the first's row lock and then matches no row, on SQLite the
 * transactions run one after the other. The approval then locks the server's settings row before
 * reading the approved rows, so two approvals of different suggestions each rebuild the members'
 * deck with the other's question once it committed: the last deck stored has both.
 */
public final class JdbcSuggestionStore implements SuggestionStore {

  private static final String LOCK_GUILD =
      "INSERT INTO suggestion_settings (guild_id, deck_writes) VALUES (?, 1)"
          + " ON CONFLICT (guild_id) DO UPDATE SET deck_writes = suggestion_settings.deck_writes + 1";

  private final Database database;

  public JdbcSuggestionStore(Database database) {
    this.database = database;
  }

  @Override
  public Optional<Suggestion> add(
      long id, long guildId, long authorId, SuggestionFields f, Instant at, int maxPending) {
    String count =
        "SELECT count(*) FROM question_suggestions WHERE guild_id = ? AND author_id = ?"
            + " AND state = 'pending'";
    String insert =
        "INSERT INTO question_suggestions (id, guild_id, author_id, deck_id, topic, prompt,"
            + " correct_answer, wrong_answers, explanation, reference, state, created_at)"
            + " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'pending', ?)";
    try {
      return database.inTransaction(
          c -> {
            lockGuild(c, guildId);
            try (PreparedStatement ps = c.prepareStatement(count)) {
              ps.setLong(1, guildId);
              ps.setLong(2, authorId);
              try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                if (rs.getInt(1) >= maxPending) {
                  return Optional.empty();
                }
              }
            }
            try (PreparedStatement ps = c.prepareStatement(insert)) {
              ps.setLong(1, id);
              ps.setLong(2, guildId);
              ps.setLong(3, authorId);
              ps.setString(4, f.deckId());
              ps.setString(5, f.topic());
              ps.setString(6, f.prompt());
              ps.setString(7, f.correctAnswer());
              ps.setString(8, f.wrongAnswers());
              ps.setString(9, f.explanation());
              ps.setString(10, f.reference().isEmpty() ? null : f.reference());
              ps.setLong(11, at.toEpochMilli());
              ps.executeUpdate();
            }
            return SuggestionRows.find(c, guildId, id);
          });
    } catch (SQLException e) {
      throw failure("store a suggestion of member " + authorId, e);
    }
  }

  @Override
  public Optional<Suggestion> find(long guildId, long id) {
    try (Connection c = database.connection()) {
      return SuggestionRows.find(c, guildId, id);
    } catch (SQLException e) {
      throw failure("read suggestion " + id, e);
    }
  }

  @Override
  public List<Suggestion> byAuthor(long guildId, long authorId, int limit) {
    return list(
        "SELECT "
            + SuggestionRows.COLUMNS
            + " FROM question_suggestions WHERE guild_id = ? AND author_id = ?"
            + " ORDER BY created_at DESC, id DESC LIMIT ?",
        guildId,
        authorId,
        limit);
  }

  @Override
  public List<Suggestion> inState(long guildId, SuggestionState state, int limit) {
    String sql =
        "SELECT "
            + SuggestionRows.COLUMNS
            + " FROM question_suggestions WHERE guild_id = ? AND state = ?"
            + " ORDER BY created_at, id LIMIT ?";
    try (Connection c = database.connection();
        PreparedStatement ps = c.prepareStatement(sql)) {
      ps.setLong(1, guildId);
      ps.setString(2, state.code());
      ps.setInt(3, limit);
      return SuggestionRows.list(ps);
    } catch (SQLException e) {
      throw failure("read the suggestions of server " + guildId, e);
    }
  }

  private List<Suggestion> list(String sql, long guildId, long authorId, int limit) {
    try (Connection c = database.connection();
        PreparedStatement ps = c.prepareStatement(sql)) {
      ps.setLong(1, guildId);
      ps.setLong(2, authorId);
      ps.setInt(3, limit);
      return SuggestionRows.list(ps);
    } catch (SQLException e) {
      throw failure("read the suggestions of member " + authorId, e);
    }
  }

  @Override
  public List<String> prompts(long guildId, long exceptId) {
    String sql =
        "SELECT prompt FROM question_suggestions WHERE guild_id = ? AND id <> ?"
            + " AND state IN ('pending', 'approved')";
    try (Connection c = database.connection();
        PreparedStatement ps = c.prepareStatement(sql)) {
      ps.setLong(1, guildId);
      ps.setLong(2, exceptId);
      try (ResultSet rs = ps.executeQuery()) {
        List<String> prompts = new ArrayList<>();
        while (rs.next()) {
          prompts.add(rs.getString(1));
        }
        return prompts;
      }
    } catch (SQLException e) {
      throw failure("read the suggested questions of server " + guildId, e);
    }
  }

  @Override
  public Optional<Suggestion> edit(
      long guildId, long id, SuggestionFields f, long editorId, OptionalInt shown) {
    String sql =
        "UPDATE question_suggestions SET topic = ?, prompt = ?, correct_answer = ?,"
            + " wrong_answers = ?, explanation = ?, reference = ?, edited_by = ?,"
            + " version = version + 1"
            + " WHERE guild_id = ? AND id = ? AND state = 'pending'"
            + (shown.isPresent() ? " AND version = ?" : "");
    try {
      return database.inTransaction(
          c -> {
            try (PreparedStatement ps = c.prepareStatement(sql)) {
              ps.setString(1, f.topic());
              ps.setString(2, f.prompt());
              ps.setString(3, f.correctAnswer());
              ps.setString(4, f.wrongAnswers());
              ps.setString(5, f.explanation());
              ps.setString(6, f.reference().isEmpty() ? null : f.reference());
              ps.setLong(7, editorId);
              ps.setLong(8, guildId);
              ps.setLong(9, id);
              if (shown.isPresent()) {
                ps.setInt(10, shown.getAsInt());
              }
              if (ps.executeUpdate() != 1) {
                return Optional.empty();
              }
            }
            return SuggestionRows.find(c, guildId, id);
          });
    } catch (SQLException e) {
      throw failure("edit suggestion " + id, e);
    }
  }

  @Override
  public Decision approve(long guildId, long id, long reviewerId, Instant at, OptionalInt shown) {
    try {
      return database.inTransaction(
          c -> {
            Decision decision =
                decide(c, guildId, id, SuggestionState.APPROVED, reviewerId, null, at, shown);
            if (decision instanceof Decision.Decided) {
              lockGuild(c, guildId);
              List<Suggestion> approved = approved(c, guildId);
              JdbcDeckStore.saveIn(c, guildId, MemberDeck.of(approved), reviewerId, at);
            }
            return decision;
          });
    } catch (SQLException e) {
      throw failure("approve suggestion " + id, e);
    }
  }

  @Override
  public Decision reject(long guildId, long id, long reviewerId, String reason, Instant at) {
    try {
      return database.inTransaction(
          c ->
              decide(
                  c,
                  guildId,
                  id,
                  SuggestionState.REJECTED,
                  reviewerId,
                  reason,
                  at,
                  OptionalInt.empty()));
    } catch (SQLException e) {
      throw failure("reject suggestion " + id, e);
    }
  }

  /**
   * The compare-and-set from pending (and from version {@code shown}, when given); what the
   * suggestion is afterwards.
   */
  private static Decision decide(
      Connection c,
      long guildId,
      long id,
      SuggestionState to,
      long reviewerId,
      String reason,
      Instant at,
      OptionalInt shown)
      throws SQLException {
    String sql =
        "UPDATE question_suggestions SET state = ?, reviewer_id = ?, reviewed_at = ?, reason = ?"
            + " WHERE guild_id = ? AND id = ? AND state = 'pending'"
            + (shown.isPresent() ? " AND version = ?" : "");
    int changed;
    try (PreparedStatement ps = c.prepareStatement(sql)) {
      ps.setString(1, to.code());
      ps.setLong(2, reviewerId);
      ps.setLong(3, at.toEpochMilli());
      if (reason == null) {
        ps.setNull(4, Types.VARCHAR);
      } else {
        ps.setString(4, reason);
      }
      ps.setLong(5, guildId);
      ps.setLong(6, id);
      if (shown.isPresent()) {
        ps.setInt(7, shown.getAsInt());
      }
      changed = ps.executeUpdate();
    }
    Optional<Suggestion> now = SuggestionRows.find(c, guildId, id);
    if (now.isEmpty()) {
      return new Decision.Missing();
    }
    if (changed == 1) {
      return new Decision.Decided(now.get());
    }
    return now.get().pending()
        ? new Decision.Changed(now.get())
        : new Decision.AlreadyDecided(now.get());
  }

  static List<Suggestion> approved(Connection c, long guildId) throws SQLException {
    String sql =
        "SELECT "
            + SuggestionRows.COLUMNS
            + " FROM question_suggestions WHERE guild_id = ? AND state = 'approved'"
            + " ORDER BY reviewed_at, id";
    try (PreparedStatement ps = c.prepareStatement(sql)) {
      ps.setLong(1, guildId);
      return SuggestionRows.list(ps);
    }
  }

  static void lockGuild(Connection c, long guildId) throws SQLException {
    try (PreparedStatement ps = c.prepareStatement(LOCK_GUILD)) {
      ps.setLong(1, guildId);
      ps.executeUpdate();
    }
  }

  @Override
  public void setReviewMessage(long guildId, long id, long messageId) {
    String sql =
        "UPDATE question_suggestions SET review_message_id = ? WHERE guild_id = ? AND id = ?";
    try (Connection c = database.connection();
        PreparedStatement ps = c.prepareStatement(sql)) {
      ps.setLong(1, messageId);
      ps.setLong(2, guildId);
      ps.setLong(3, id);
      ps.executeUpdate();
    } catch (SQLException e) {
      throw failure("remember the review card of suggestion " + id, e);
    }
  }

  @Override
  public OptionalLong reviewChannel(long guildId) {
    String sql = "SELECT review_channel_id FROM suggestion_settings WHERE guild_id = ?";
    try (Connection c = database.connection();
        PreparedStatement ps = c.prepareStatement(sql)) {
      ps.setLong(1, guildId);
      try (ResultSet rs = ps.executeQuery()) {
        if (!rs.next()) {
          return OptionalLong.empty();
        }
        long channel = rs.getLong(1);
        return rs.wasNull() ? OptionalLong.empty() : OptionalLong.of(channel);
      }
    } catch (SQLException e) {
      throw failure("read the review channel of server " + guildId, e);
    }
  }

  @Override
  public void setReviewChannel(long guildId, OptionalLong channelId) {
    String sql =
        "INSERT INTO suggestion_settings (guild_id, review_channel_id) VALUES (?, ?)"
            + " ON CONFLICT (guild_id) DO UPDATE SET review_channel_id = excluded.review_channel_id";
    try (Connection c = database.connection();
        PreparedStatement ps = c.prepareStatement(sql)) {
      ps.setLong(1, guildId);
      if (channelId.isPresent()) {
        ps.setLong(2, channelId.getAsLong());
      } else {
        ps.setNull(2, Types.BIGINT);
      }
      ps.executeUpdate();
    } catch (SQLException e) {
      throw failure("set the review channel of server " + guildId, e);
    }
  }

  private static StorageException failure(String what, SQLException e) {
    return new StorageException("cannot " + what + ": " + e.getMessage(), e);
  }
}
