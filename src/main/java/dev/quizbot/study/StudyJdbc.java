package dev.quizbot.study;

import dev.quizbot.storage.Database;
import dev.quizbot.storage.StorageException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/** The plain-JDBC plumbing the study stores share: one statement, its rows, its failure. */
final class StudyJdbc {

  static final String MEMORY_COLUMNS =
      "question_id, stability, difficulty, card_state, step, due_at, last_review_at, reps, lapses";

  interface Binder {
    void bind(PreparedStatement ps) throws SQLException;
  }

  interface RowMapper<T> {
    T map(ResultSet rs) throws SQLException;
  }

  private final Database database;

  StudyJdbc(Database database) {
    this.database = database;
  }

  Database database() {
    return database;
  }

  int update(String what, String sql, Binder binder) {
    try (Connection c = database.connection();
        PreparedStatement ps = c.prepareStatement(sql)) {
      binder.bind(ps);
      return ps.executeUpdate();
    } catch (SQLException e) {
      throw failure(what, e);
    }
  }

  <T> List<T> query(String what, String sql, Binder binder, RowMapper<T> mapper) {
    try (Connection c = database.connection()) {
      return query(c, sql, binder, mapper);
    } catch (SQLException e) {
      throw failure(what, e);
    }
  }

  static <T> List<T> query(Connection c, String sql, Binder binder, RowMapper<T> mapper)
      throws SQLException {
    try (PreparedStatement ps = c.prepareStatement(sql)) {
      binder.bind(ps);
      try (ResultSet rs = ps.executeQuery()) {
        List<T> rows = new ArrayList<>();
        while (rs.next()) {
          rows.add(mapper.map(rs));
        }
        return rows;
      }
    }
  }

  <T> T inTransaction(String what, Database.TransactionWork<T> work) {
    try {
      return database.inTransaction(work);
    } catch (SQLException e) {
      throw failure(what, e);
    }
  }

  /** A memory state from {@link #MEMORY_COLUMNS} (the question id is column 1, not read here). */
  static MemoryState memoryState(ResultSet rs) throws SQLException {
    return new MemoryState(
        rs.getDouble("stability"),
        rs.getDouble("difficulty"),
        CardState.valueOf(rs.getString("card_state")),
        rs.getInt("step"),
        Instant.ofEpochMilli(rs.getLong("due_at")),
        Instant.ofEpochMilli(rs.getLong("last_review_at")),
        rs.getInt("reps"),
        rs.getInt("lapses"));
  }

  static StorageException failure(String what, SQLException e) {
    return new StorageException("cannot " + what + ": " + e.getMessage(), e);
  }
}
