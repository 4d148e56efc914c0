package dev.quizbot.serverdeck;

import dev.quizbot.bank.Deck;
import dev.quizbot.bank.LoadResult;
import dev.quizbot.bank.Question;
import dev.quizbot.quality.QuestionVersion;
import dev.quizbot.storage.Database;
import dev.quizbot.storage.StorageException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.sql.DataSource;

/** {@link DeckStore} on plain JDBC (SQLite and PostgreSQL, see V22__server_decks.sql). */
public final class JdbcDeckStore implements DeckStore {

  private static final String COLUMNS =
      "guild_id, deck_id, title, yaml, content_hash, question_count, uploaded_by, uploaded_at,"
          + " removed_at";

  private static final String UPSERT =
      "INSERT INTO server_decks ("
          + COLUMNS
          + ") VALUES (?, ?, ?, ?, ?, ?, ?, ?, NULL)"
          + " ON CONFLICT (guild_id, deck_id) DO UPDATE SET title = excluded.title,"
          + " yaml = excluded.yaml, content_hash = excluded.content_hash,"
          + " question_count = excluded.question_count, uploaded_by = excluded.uploaded_by,"
          + " uploaded_at = excluded.uploaded_at, removed_at = NULL";

  private static final String VERSION =
      "INSERT INTO server_deck_questions (guild_id, deck_id, question_id, text_hash,"
          + " first_seen_at) VALUES (?, ?, ?, ?, ?)"
          + " ON CONFLICT (guild_id, deck_id, question_id, text_hash) DO NOTHING";

  private final Database database;
  private final DataSource source;

  public JdbcDeckStore(Database database) {
    this.database = database;
    this.source = database.dataSource();
  }

  private JdbcDeckStore(DataSource readOnly) {
    this.database = null;
    this.source = readOnly;
  }

  /** A store that only reads, for the tools on a running bot's database ({@code quizbot items}). */
  public static JdbcDeckStore readOnly(DataSource source) {
    return new JdbcDeckStore(source);
  }

  @Override
  public DeckChanges save(long guildId, Deck deck, long uploadedBy, Instant at) {
    if (database == null) {
      throw new IllegalStateException("a read-only deck store cannot save");
    }
    try {
      return database.inTransaction(c -> saveIn(c, guildId, deck, uploadedBy, at));
    } catch (SQLException e) {
      throw new StorageException(
          "cannot store deck " + deck.id() + " of server " + guildId + ": " + e.getMessage(), e);
    }
  }

  /**
   * As {@link #save(long, Deck, long, Instant)}, inside the caller's transaction on {@code c}: a
   * deck built from other rows (the members' questions) is stored with the change that made it.
   */
  public static DeckChanges saveIn(
      Connection c, long guildId, Deck deck, long uploadedBy, Instant at) throws SQLException {
    String yaml = ServerDecks.yaml(deck);
    Deck before = find(c, guildId, deck.id()).map(JdbcDeckStore::deckOf).orElse(null);
    try (PreparedStatement ps = c.prepareStatement(UPSERT)) {
      ps.setLong(1, guildId);
      ps.setString(2, deck.id());
      ps.setString(3, deck.title());
      ps.setString(4, yaml);
      ps.setString(5, ServerDecks.sha256(yaml));
      ps.setInt(6, deck.questions().size());
      ps.setLong(7, uploadedBy);
      ps.setLong(8, at.toEpochMilli());
      ps.executeUpdate();
    }
    try (PreparedStatement ps = c.prepareStatement(VERSION)) {
      for (Question q : deck.questions()) {
        ps.setLong(1, guildId);
        ps.setString(2, deck.id());
        ps.setString(3, q.id());
        ps.setString(4, QuestionVersion.hash(q));
        ps.setLong(5, at.toEpochMilli());
        ps.addBatch();
      }
      ps.executeBatch();
    }
    return DeckChanges.between(before, deck);
  }

  /** The stored deck as read by the running rules; null when they no longer accept it. */
  private static Deck deckOf(StoredDeck stored) {
    LoadResult result = ServerDecks.load(stored);
    return result.bank().decks().isEmpty() ? null : result.bank().decks().get(0);
  }

  @Override
  public List<StoredDeck> list(long guildId) {
    return decks(guildId, " AND removed_at IS NULL");
  }

  @Override
  public List<StoredDeck> all(long guildId) {
    return decks(guildId, "");
  }

  /** The server's decks, {@code andWhere} narrowing them, in deck id order. */
  private List<StoredDeck> decks(long guildId, String andWhere) {
    String sql =
        "SELECT "
            + COLUMNS
            + " FROM server_decks WHERE guild_id = ?"
            + andWhere
            + " ORDER BY deck_id";
    try (Connection c = source.getConnection();
        PreparedStatement ps = c.prepareStatement(sql)) {
      ps.setLong(1, guildId);
      try (ResultSet rs = ps.executeQuery()) {
        List<StoredDeck> decks = new ArrayList<>();
        while (rs.next()) {
          decks.add(row(rs));
        }
        return decks;
      }
    } catch (SQLException e) {
      throw new StorageException(
          "cannot read the decks of server " + guildId + ": " + e.getMessage(), e);
    }
  }

  @Override
  public String stamp(long guildId) {
    String sql =
        "SELECT deck_id, content_hash, uploaded_at, removed_at FROM server_decks"
            + " WHERE guild_id = ? ORDER BY deck_id";
    try (Connection c = source.getConnection();
        PreparedStatement ps = c.prepareStatement(sql)) {
      ps.setLong(1, guildId);
      try (ResultSet rs = ps.executeQuery()) {
        StringBuilder stamp = new StringBuilder();
        while (rs.next()) {
          stamp.append(rs.getString(1)).append(' ').append(rs.getString(2)).append(' ');
          stamp.append(rs.getLong(3)).append(' ').append(rs.getLong(4)).append('\n');
        }
        return stamp.toString();
      }
    } catch (SQLException e) {
      throw new StorageException(
          "cannot read the decks of server " + guildId + ": " + e.getMessage(), e);
    }
  }

  @Override
  public Optional<StoredDeck> find(long guildId, String deckId) {
    try (Connection c = source.getConnection()) {
      return find(c, guildId, deckId);
    } catch (SQLException e) {
      throw new StorageException(
          "cannot read deck " + deckId + " of server " + guildId + ": " + e.getMessage(), e);
    }
  }

  private static Optional<StoredDeck> find(Connection c, long guildId, String deckId)
      throws SQLException {
    String sql = "SELECT " + COLUMNS + " FROM server_decks WHERE guild_id = ? AND deck_id = ?";
    try (PreparedStatement ps = c.prepareStatement(sql)) {
      ps.setLong(1, guildId);
      ps.setString(2, deckId);
      try (ResultSet rs = ps.executeQuery()) {
        return rs.next() ? Optional.of(row(rs)) : Optional.empty();
      }
    }
  }

  @Override
  public boolean remove(long guildId, String deckId, Instant at) {
    String sql =
        "UPDATE server_decks SET removed_at = ? WHERE guild_id = ? AND deck_id = ?"
            + " AND removed_at IS NULL";
    try (Connection c = source.getConnection();
        PreparedStatement ps = c.prepareStatement(sql)) {
      ps.setLong(1, at.toEpochMilli());
      ps.setLong(2, guildId);
      ps.setString(3, deckId);
      return ps.executeUpdate() == 1;
    } catch (SQLException e) {
      throw new StorageException(
          "cannot remove deck " + deckId + " of server " + guildId + ": " + e.getMessage(), e);
    }
  }

  @Override
  public List<QuestionVersionRow> versions(long guildId, String deckId) {
    String sql =
        "SELECT question_id, text_hash, first_seen_at FROM server_deck_questions"
            + " WHERE guild_id = ? AND deck_id = ? ORDER BY question_id, first_seen_at, text_hash";
    try (Connection c = source.getConnection();
        PreparedStatement ps = c.prepareStatement(sql)) {
      ps.setLong(1, guildId);
      ps.setString(2, deckId);
      try (ResultSet rs = ps.executeQuery()) {
        List<QuestionVersionRow> rows = new ArrayList<>();
        while (rs.next()) {
          rows.add(
              new QuestionVersionRow(
                  rs.getString(1), rs.getString(2), Instant.ofEpochMilli(rs.getLong(3))));
        }
        return rows;
      }
    } catch (SQLException e) {
      throw new StorageException(
          "cannot read the question versions of deck " + deckId + ": " + e.getMessage(), e);
    }
  }

  private static StoredDeck row(ResultSet rs) throws SQLException {
    long removed = rs.getLong("removed_at");
    Instant removedAt = rs.wasNull() ? null : Instant.ofEpochMilli(removed);
    return new StoredDeck(
        rs.getLong("guild_id"),
        rs.getString("deck_id"),
        rs.getString("title"),
        rs.getString("yaml"),
        rs.getString("content_hash"),
        rs.getInt("question_count"),
        rs.getLong("uploaded_by"),
        Instant.ofEpochMilli(rs.getLong("uploaded_at")),
        removedAt);
  }
}
