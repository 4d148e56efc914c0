package dev.quizbot.practice;

import dev.quizbot.storage.Database;
import dev.quizbot.storage.StorageException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.util.OptionalLong;

/** {@link Learners} on plain JDBC (SQLite and PostgreSQL, see V10__practice_learners.sql). */
public final class JdbcLearners implements Learners {

  private static final int ATTEMPTS = 5;

  private final Database database;
  private final Clock clock;

  public JdbcLearners(Database database, Clock clock) {
    this.database = database;
    this.clock = clock;
  }

  @Override
  public long idOf(String name) {
    String key = Learners.normalise(name);
    if (key == null) {
      throw new IllegalArgumentException("not a learner name: " + name);
    }
    // Two processes naming a new learner at once: the loser's insert breaks a unique key (the
    // name, or the id both computed), and its next attempt finds the winner's row or a free id.
    SQLException last = null;
    for (int attempt = 0; attempt < ATTEMPTS; attempt++) {
      try {
        return database.inTransaction(c -> find(c, key).orElseGet(() -> insert(c, key)));
      } catch (SQLException e) {
        last = e;
      } catch (InsertFailed e) {
        last = e.cause;
      }
    }
    throw new StorageException(
        "cannot register the learner " + key + ": " + last.getMessage(), last);
  }

  /** The learner's id when the name is registered; never registers it (forget, export). */
  public OptionalLong existing(String name) {
    String key = Learners.normalise(name);
    if (key == null) {
      return OptionalLong.empty();
    }
    try (Connection c = database.connection()) {
      return find(c, key);
    } catch (SQLException e) {
      throw new StorageException("cannot read the learner " + key + ": " + e.getMessage(), e);
    }
  }

  private static OptionalLong find(Connection c, String name) throws SQLException {
    try (PreparedStatement ps =
        c.prepareStatement("SELECT user_id FROM practice_learners WHERE name = ?")) {
      ps.setString(1, name);
      try (ResultSet rs = ps.executeQuery()) {
        return rs.next() ? OptionalLong.of(rs.getLong(1)) : OptionalLong.empty();
      }
    }
  }

  /** The next id down from the lowest one given: -1, -2, ... */
  private long insert(Connection c, String name) {
    try {
      long id;
      try (PreparedStatement ps =
              c.prepareStatement("SELECT COALESCE(MIN(user_id), 0) - 1 FROM practice_learners");
          ResultSet rs = ps.executeQuery()) {
        rs.next();
        id = rs.getLong(1);
      }
      try (PreparedStatement ps =
          c.prepareStatement(
              "INSERT INTO practice_learners (name, user_id, created_at) VALUES (?, ?, ?)")) {
        ps.setString(1, name);
        ps.setLong(2, id);
        ps.setLong(3, clock.millis());
        ps.executeUpdate();
      }
      return id;
    } catch (SQLException e) {
      throw new InsertFailed(e);
    }
  }

  /** Carries an insert's SQLException out of {@code orElseGet}; the transaction rolls back. */
  private static final class InsertFailed extends RuntimeException {
    private final SQLException cause;

    InsertFailed(SQLException cause) {
      super(cause);
      this.cause = cause;
    }
  }
}
