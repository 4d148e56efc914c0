package dev.quizbot.exam;

import dev.quizbot.storage.Database;
import dev.quizbot.storage.StorageException;
import dev.quizbot.study.ExamOutlook;
import dev.quizbot.study.ReadinessReport;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.Instant;

/** {@link ExamForecasts} on plain JDBC: table {@code exam_forecasts}, SQLite and PostgreSQL. */
public final class JdbcExamForecasts implements ExamForecasts {

  private final Database database;

  public JdbcExamForecasts(Database database) {
    this.database = database;
  }

  @Override
  public void record(
      long examId, long memberId, ReadinessReport forecast, double passMark, Instant at) {
    ExamOutlook outlook = forecast.outlook();
    try (Connection c = database.connection();
        PreparedStatement ps =
            c.prepareStatement(
                "INSERT INTO exam_forecasts (exam_id, user_id, predicted_score, pass_probability,"
                    + " pass_mark, score_low, score_high, forecast_at, deck_seen, score_correction,"
                    + " prior_members) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
      ps.setLong(1, examId);
      ps.setLong(2, memberId);
      ps.setDouble(3, outlook.expected());
      ps.setDouble(4, outlook.passProbability());
      ps.setDouble(5, passMark);
      ps.setDouble(6, outlook.low());
      ps.setDouble(7, outlook.high());
      ps.setLong(8, at.toEpochMilli());
      ps.setDouble(9, forecast.deckSeen());
      ps.setDouble(10, forecast.correction());
      ps.setInt(11, forecast.priorMembers());
      ps.executeUpdate();
    } catch (SQLException e) {
      throw new StorageException("cannot store the forecast of exam " + examId, e);
    }
  }
}
