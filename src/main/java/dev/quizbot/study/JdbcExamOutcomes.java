package dev.quizbot.study;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import javax.sql.DataSource;

/**
 * What {@link ScoreCorrection} learns from: the newest submitted mock exams (at most {@value
 * #EXAMS}) whose forecast, stored at their start, says how much of the deck the member had seen
 * (forecasts stored before V27 do not) and was made with a learned prior, as the forecasts the
 * correction moves are (a terminal learner's, and those of a bot's first minutes before it has
 * learned, start from the default prior). Tables {@code exams} and {@code exam_forecasts}; each
 * forecast is read as it was before its own correction, which its row keeps.
 */
public final class JdbcExamOutcomes implements ExamLearner.Outcomes {

  /**
   * The newest exams only: the correction measures the forecast as it is now, and each refresh of
   * the prior changes it a little.
   */
  static final int EXAMS = 2_000;

  private final DataSource source;

  /** {@code source}: the bot's database, or {@code quizbot calibration}'s read-only one. */
  public JdbcExamOutcomes(DataSource source) {
    this.source = source;
  }

  @Override
  public List<ScoreCorrection.Outcome> all() {
    try (Connection c = source.getConnection()) {
      return StudyJdbc.query(
          c,
          "SELECT f.deck_seen, f.predicted_score - f.score_correction, e.score, e.question_count"
              + " FROM exam_forecasts f JOIN exams e ON e.exam_id = f.exam_id"
              + " WHERE e.status = 'SUBMITTED' AND e.score IS NOT NULL AND e.question_count > 0"
              + " AND f.deck_seen IS NOT NULL AND f.prior_members > 0"
              + " ORDER BY f.forecast_at DESC, f.exam_id DESC LIMIT "
              + EXAMS,
          ps -> {},
          rs ->
              new ScoreCorrection.Outcome(
                  rs.getDouble(1), rs.getDouble(2), (double) rs.getInt(3) / rs.getInt(4)));
    } catch (SQLException e) {
      throw StudyJdbc.failure("read the exams' forecasts and scores", e);
    }
  }
}
