package dev.quizbot.quality;

import dev.quizbot.storage.StorageException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import javax.sql.DataSource;

/** Every submitted mock exam with a forecast from its start (tables exams and exam_forecasts). */
public final class JdbcForecastOutcomes {

  private final DataSource source;

  public JdbcForecastOutcomes(DataSource source) {
    this.source = source;
  }

  /** Oldest first. */
  public List<ForecastOutcome> all() {
    List<ForecastOutcome> outcomes = new ArrayList<>();
    try (Connection c = source.getConnection();
        PreparedStatement ps =
            c.prepareStatement(
                "SELECT f.exam_id, f.predicted_score, f.pass_probability, e.score,"
                    + " e.question_count, e.pass_percent FROM exam_forecasts f"
                    + " JOIN exams e ON e.exam_id = f.exam_id"
                    + " WHERE e.status = 'SUBMITTED' AND e.score IS NOT NULL"
                    + " AND e.question_count > 0 ORDER BY f.forecast_at, f.exam_id");
        ResultSet rs = ps.executeQuery()) {
      while (rs.next()) {
        outcomes.add(
            new ForecastOutcome(
                rs.getLong(1),
                rs.getDouble(2),
                rs.getDouble(3),
                rs.getInt(4),
                rs.getInt(5),
                rs.getInt(6)));
      }
    } catch (SQLException e) {
      throw new StorageException("cannot read the exams' forecasts: " + e.getMessage(), e);
    }
    return outcomes;
  }
}
