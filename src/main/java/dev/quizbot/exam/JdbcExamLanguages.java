package dev.quizbot.exam;

import dev.quizbot.storage.Database;
import dev.quizbot.storage.StorageException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Optional;

/** {@link ExamLanguages} on plain JDBC: one column of {@code exams}, SQLite and PostgreSQL. */
public final class JdbcExamLanguages implements ExamLanguages {

  private final Database database;

  public JdbcExamLanguages(Database database) {
    this.database = database;
  }

  @Override
  public void remember(long examId, String languageTag) {
    try (Connection c = database.connection();
        PreparedStatement ps =
            c.prepareStatement(
                "UPDATE exams SET language = ? WHERE exam_id = ?"
                    + " AND (language IS NULL OR language <> ?)")) {
      ps.setString(1, languageTag);
      ps.setLong(2, examId);
      ps.setString(3, languageTag);
      ps.executeUpdate();
    } catch (SQLException e) {
      throw new StorageException("cannot record the language of exam " + examId, e);
    }
  }

  @Override
  public Optional<String> of(long examId) {
    try (Connection c = database.connection();
        PreparedStatement ps = c.prepareStatement("SELECT language FROM exams WHERE exam_id = ?")) {
      ps.setLong(1, examId);
      try (ResultSet rs = ps.executeQuery()) {
        return rs.next() ? Optional.ofNullable(rs.getString(1)) : Optional.empty();
      }
    } catch (SQLException e) {
      throw new StorageException("cannot read the language of exam " + examId, e);
    }
  }
}
