package dev.quizbot.study;

import dev.quizbot.storage.StorageException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import javax.sql.DataSource;

/**
 * {@link ReviewModelEvaluation} from {@code study_reviews}, for now with one model: every member
 * uses FSRS-6's defaults, so "in use" is the recall stored with each review ({@code recall_before})
 * and "defaults" recomputes it from the stored stability and the whole days elapsed. A review is
 * recalled when rated above Again. Reviews of new questions are left out.
 */
public final class JdbcReviewModelEvaluation implements ReviewModelEvaluation {

  private final DataSource source;
  private final ForgettingCurve defaults =
      new ForgettingCurve(FsrsParameters.DEFAULT_WEIGHTS.get(20));

  public JdbcReviewModelEvaluation(DataSource source) {
    this.source = source;
  }

  @Override
  public List<ModelFigures> evaluate() {
    List<double[]> rows = new ArrayList<>(); // {recall in use, recall by defaults, recalled}
    try (Connection c = source.getConnection();
        PreparedStatement ps =
            c.prepareStatement(
                "SELECT recall_before, stability_before, elapsed_days, rating FROM study_reviews"
                    + " WHERE recall_before IS NOT NULL AND stability_before IS NOT NULL"
                    + " AND elapsed_days > 0"
                    + " ORDER BY user_id, answered_at, source, source_id, source_seq");
        ResultSet rs = ps.executeQuery()) {
      while (rs.next()) {
        double stability = rs.getDouble(2);
        rows.add(
            new double[] {
              rs.getDouble(1),
              defaults.retrievability(rs.getLong(3), stability),
              rs.getInt(4) > Rating.AGAIN.grade() ? 1 : 0
            });
      }
    } catch (SQLException e) {
      throw new StorageException("cannot read the reviews: " + e.getMessage(), e);
    }
    if (rows.isEmpty()) {
      return List.of();
    }
    return List.of(figures("in use", rows, 0), figures("FSRS-6 defaults", rows, 1));
  }

  private static ModelFigures figures(String model, List<double[]> rows, int column) {
    double[] p = new double[rows.size()];
    boolean[] y = new boolean[rows.size()];
    for (int i = 0; i < p.length; i++) {
      p[i] = rows.get(i)[column];
      y[i] = rows.get(i)[2] == 1;
    }
    return new ModelFigures(
        model, p.length, RecallMetrics.logLoss(p, y), RecallMetrics.rmseBins(p, y));
  }
}
