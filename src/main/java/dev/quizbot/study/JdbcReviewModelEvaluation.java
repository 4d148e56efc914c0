package dev.quizbot.study;

import dev.quizbot.storage.StorageException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.ToDoubleFunction;
import javax.sql.DataSource;

/**
 * {@link ReviewModelEvaluation} from {@code study_reviews}: each member's history is replayed
 * through FSRS-6 twice, as {@link ParameterRefit} judges a refit ({@link MemoryModelEvaluation},
 * every review weighing the same): with the weights she uses (her own once a refit replaced the
 * defaults, a right answer's chance R + (1 − R)·g when they were fitted with guessing; else the
 * defaults) and with the defaults. A member on her own weights is scored on the reviews after their
 * fit only, the ones the fit never saw, both models alike; with none yet she is left out of both.
 * Each model's figures are the members' figures weighted by their scored reviews, as the
 * srs-benchmark averages users. A review is right when rated above Again.
 */
public final class JdbcReviewModelEvaluation implements ReviewModelEvaluation {

  private final DataSource source;
  private final ToDoubleFunction<String> guessFloor;
  private final boolean ownWeightsStored;

  /**
   * @param guessFloor a question's guess floor by id (1 / choices; 0 when unknown), as the bot's
   *     refit uses it
   * @param ownWeightsStored whether the database has {@code study_member_parameters} (V20): a
   *     database from before it has every member on the defaults
   */
  public JdbcReviewModelEvaluation(
      DataSource source, ToDoubleFunction<String> guessFloor, boolean ownWeightsStored) {
    this.source = source;
    this.guessFloor = guessFloor;
    this.ownWeightsStored = ownWeightsStored;
  }

  @Override
  public List<ModelFigures> evaluate() {
    Totals inUse = new Totals("in use");
    Totals defaults = new Totals("FSRS-6 defaults");
    Map<Long, MemberParameters> own = ownWeightsStored ? ownWeights() : Map.of();
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
              score(
                  own.getOrDefault(member, MemberParameters.defaults(member)),
                  byQuestion,
                  inUse,
                  defaults);
              byQuestion = new LinkedHashMap<>();
            }
            member = next;
            List<PastReview> reviews =
                byQuestion.computeIfAbsent(rs.getString(2), q -> new ArrayList<>());
            // A first review's elapsed days mean nothing to FSRS (ReviewLog stores 0 anyway).
            long elapsed = reviews.isEmpty() ? 0 : rs.getLong(4);
            reviews.add(review(member, rs.getInt(3), elapsed, rs.getLong(5)));
          }
          if (!byQuestion.isEmpty()) {
            score(
                own.getOrDefault(member, MemberParameters.defaults(member)),
                byQuestion,
                inUse,
                defaults);
          }
        }
      }
      c.rollback(); // read only: nothing to keep (a failure's transaction ends with the close)
    } catch (SQLException e) {
      throw StudyJdbc.failure("read the reviews", e);
    }
    return inUse.reviews == 0 ? List.of() : List.of(inUse.figures(), defaults.figures());
  }

  private void score(
      MemberParameters parameters,
      Map<String, List<PastReview>> byQuestion,
      Totals inUse,
      Totals defaults) {
    List<CardHistory> cards = new ArrayList<>(byQuestion.size());
    byQuestion.forEach((q, r) -> cards.add(new CardHistory(r, guessFloor.applyAsDouble(q))));
    long from = parameters.fittedAt().map(Instant::toEpochMilli).orElse(Long.MIN_VALUE);
    MemoryModelEvaluation.Metrics own =
        MemoryModelEvaluation.evaluate(
            parameters.weightsInUse(),
            cards,
            MemoryModelEvaluation.Scope.heldOut(from, parameters.guessing()));
    if (own.predictions() == 0) {
      return;
    }
    boolean ownWeights = parameters.weights().isPresent();
    inUse.add(own, ownWeights);
    defaults.add(
        ownWeights
            ? MemoryModelEvaluation.evaluate(
                FsrsParameters.DEFAULT_WEIGHTS,
                cards,
                MemoryModelEvaluation.Scope.heldOut(from, false))
            : own, // on the defaults: the same replay
        false);
  }

  private static PastReview review(long member, int rating, long elapsed, long at) {
    try {
      return new PastReview(rating, elapsed, at);
    } catch (IllegalArgumentException e) {
      throw new StorageException(
          "member "
              + member
              + " has a stored review the bot cannot have written: "
              + e.getMessage(),
          e);
    }
  }

  /** Members with weights of their own. */
  private Map<Long, MemberParameters> ownWeights() {
    Map<Long, MemberParameters> own = new HashMap<>();
    try (Connection c = source.getConnection();
        Statement st = c.createStatement();
        ResultSet rs =
            st.executeQuery(
                "SELECT "
                    + JdbcMemberParametersStore.COLUMNS
                    + " FROM study_member_parameters WHERE weights IS NOT NULL")) {
      while (rs.next()) {
        try {
          MemberParameters p = JdbcMemberParametersStore.row(rs);
          if (p.weights().isPresent()) {
            own.put(p.memberId(), p);
          }
        } catch (IllegalArgumentException e) {
          throw new StorageException(
              "member "
                  + rs.getLong("user_id")
                  + "'s stored FSRS weights cannot be used: "
                  + e.getMessage(),
              e);
        }
      }
    } catch (SQLException e) {
      throw StudyJdbc.failure("read the members' FSRS weights", e);
    }
    return own;
  }

  /** One model's figures summed over members, each weighted by her scored reviews. */
  private static final class Totals {
    final String model;
    long reviews;
    double logLoss;
    double rmseBins;
    int members;
    int ownWeights;

    Totals(String model) {
      this.model = model;
    }

    void add(MemoryModelEvaluation.Metrics m, boolean own) {
      members++;
      ownWeights += own ? 1 : 0;
      reviews += m.predictions();
      logLoss += m.logLoss() * m.predictions();
      rmseBins += m.rmseBins() * m.predictions();
    }

    ModelFigures figures() {
      return new ModelFigures(
          model, reviews, logLoss / reviews, rmseBins / reviews, members, ownWeights);
    }
  }
}
