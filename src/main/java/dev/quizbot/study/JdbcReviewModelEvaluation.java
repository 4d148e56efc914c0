package dev.quizbot.study;

import dev.quizbot.storage.StorageException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.ToDoubleFunction;
import javax.sql.DataSource;

/**
 * {@link ReviewModelEvaluation} from {@code study_reviews}: each member's history is replayed
 * through FSRS-6 twice, as {@link ParameterRefit} judges a refit ({@link MemoryModelEvaluation},
 * every review weighing the same): with the weights she uses (her own when a refit was kept, a
 * right answer's chance R + (1 − R)·g when they were fitted with guessing; else the defaults) and
 * with the defaults. A member on her own weights is scored on the reviews after their fit only, the
 * ones the fit never saw, both models alike. Each model's figures are the members' figures weighted
 * by their scored reviews, as the srs-benchmark averages users. A review is right when rated above
 * Again.
 */
public final class JdbcReviewModelEvaluation implements ReviewModelEvaluation {

  /** A member's weights in use as the evaluation needs them. */
  private record InUse(List<Double> weights, boolean guessing, long fittedAt) {}

  private static final InUse DEFAULTS =
      new InUse(FsrsParameters.DEFAULT_WEIGHTS, false, Long.MIN_VALUE);

  private final DataSource source;
  private final ToDoubleFunction<String> guessFloor;

  /**
   * @param guessFloor a question's guess floor by id (1 / choices; 0 when unknown), as the bot's
   *     refit uses it
   */
  public JdbcReviewModelEvaluation(DataSource source, ToDoubleFunction<String> guessFloor) {
    this.source = source;
    this.guessFloor = guessFloor;
  }

  @Override
  public List<ModelFigures> evaluate() {
    Totals inUse = new Totals("in use");
    Totals defaults = new Totals("FSRS-6 defaults");
    try {
      Map<Long, InUse> own = ownWeights();
      try (Connection c = source.getConnection()) {
        // PostgreSQL streams rows only inside a transaction; the whole log may not fit in memory.
        c.setAutoCommit(false);
        try (PreparedStatement ps =
            c.prepareStatement(
                "SELECT user_id, question_id, rating, elapsed_days, answered_at FROM study_reviews"
                    + " ORDER BY user_id, answered_at, source, source_id, source_seq")) {
          ps.setFetchSize(1_000);
          try (ResultSet rs = ps.executeQuery()) {
            long member = 0;
            Map<String, List<PastReview>> byQuestion = new LinkedHashMap<>();
            while (rs.next()) {
              long next = rs.getLong(1);
              if (next != member && !byQuestion.isEmpty()) {
                score(own.getOrDefault(member, DEFAULTS), byQuestion, inUse, defaults);
                byQuestion = new LinkedHashMap<>();
              }
              member = next;
              List<PastReview> reviews =
                  byQuestion.computeIfAbsent(rs.getString(2), q -> new ArrayList<>());
              // A first review's elapsed days mean nothing to FSRS (ReviewLog stores 0 anyway).
              long elapsed = reviews.isEmpty() ? 0 : rs.getLong(4);
              reviews.add(new PastReview(rs.getInt(3), elapsed, rs.getLong(5)));
            }
            if (!byQuestion.isEmpty()) {
              score(own.getOrDefault(member, DEFAULTS), byQuestion, inUse, defaults);
            }
          }
        } finally {
          c.rollback(); // read only: nothing to keep
        }
      }
    } catch (SQLException e) {
      throw new StorageException("cannot read the reviews: " + e.getMessage(), e);
    }
    return inUse.reviews == 0 ? List.of() : List.of(inUse.figures(), defaults.figures());
  }

  private void score(
      InUse weights, Map<String, List<PastReview>> byQuestion, Totals inUse, Totals defaults) {
    List<CardHistory> cards = new ArrayList<>(byQuestion.size());
    byQuestion.forEach((q, r) -> cards.add(new CardHistory(r, guessFloor.applyAsDouble(q))));
    MemoryModelEvaluation.Metrics own =
        MemoryModelEvaluation.evaluate(
            weights.weights(),
            cards,
            MemoryModelEvaluation.Scope.heldOut(weights.fittedAt(), weights.guessing()));
    if (own.predictions() == 0) {
      return;
    }
    inUse.add(own);
    defaults.add(
        MemoryModelEvaluation.evaluate(
            FsrsParameters.DEFAULT_WEIGHTS,
            cards,
            MemoryModelEvaluation.Scope.heldOut(weights.fittedAt(), false)));
  }

  /** Members with weights of their own; none in a database from before V20. */
  private Map<Long, InUse> ownWeights() throws SQLException {
    Map<Long, InUse> own = new HashMap<>();
    try (Connection c = source.getConnection();
        Statement st = c.createStatement();
        ResultSet rs =
            st.executeQuery(
                "SELECT user_id, weights, guessing, fitted_at FROM study_member_parameters"
                    + " WHERE weights IS NOT NULL")) {
      while (rs.next()) {
        long fittedAt = rs.getLong(4);
        boolean neverFitted = rs.wasNull();
        Optional<List<Double>> weights = JdbcMemberParametersStore.parse(rs.getString(2));
        if (weights.isPresent()) {
          own.put(
              rs.getLong(1),
              new InUse(weights.get(), rs.getInt(3) == 1, neverFitted ? Long.MIN_VALUE : fittedAt));
        }
      }
    } catch (SQLException e) {
      String message = String.valueOf(e.getMessage()).toLowerCase(Locale.ROOT);
      if (!message.contains("no such table") && !message.contains("does not exist")) {
        throw e;
      }
    }
    return own;
  }

  /** One model's figures summed over members, each weighted by her scored reviews. */
  private static final class Totals {
    final String model;
    long reviews;
    double logLoss;
    double rmseBins;

    Totals(String model) {
      this.model = model;
    }

    void add(MemoryModelEvaluation.Metrics m) {
      reviews += m.predictions();
      logLoss += m.logLoss() * m.predictions();
      rmseBins += m.rmseBins() * m.predictions();
    }

    ModelFigures figures() {
      return new ModelFigures(model, reviews, logLoss / reviews, rmseBins / reviews);
    }
  }
}
