package dev.quizbot.study;

import dev.quizbot.storage.Database;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/** {@link MemberParametersStore} on plain JDBC (V20__study_member_parameters.sql). */
public final class JdbcMemberParametersStore implements MemberParametersStore {

  /** The columns {@link #row} reads. */
  static final String COLUMNS =
      "user_id, weights, guessing, fitted_at, fitted_reviews, checked_at, checked_reviews";

  private final StudyJdbc jdbc;

  public JdbcMemberParametersStore(Database database) {
    this.jdbc = new StudyJdbc(database);
  }

  @Override
  public MemberParameters get(long memberId) {
    return jdbc
        .query(
            "read the FSRS weights of member " + memberId,
            "SELECT " + COLUMNS + " FROM study_member_parameters WHERE user_id = ?",
            ps -> ps.setLong(1, memberId),
            JdbcMemberParametersStore::row)
        .stream()
        .findFirst()
        .orElse(MemberParameters.defaults(memberId));
  }

  /**
   * One row of {@link #COLUMNS}.
   *
   * @throws IllegalArgumentException stored weights that are not 21 numbers within FSRS-6's bounds
   */
  static MemberParameters row(java.sql.ResultSet rs) throws java.sql.SQLException {
    long fitted = rs.getLong("fitted_at");
    Optional<Instant> fittedAt =
        rs.wasNull() ? Optional.empty() : Optional.of(Instant.ofEpochMilli(fitted));
    return new MemberParameters(
        rs.getLong("user_id"),
        parse(rs.getString("weights")),
        rs.getInt("guessing") == 1,
        fittedAt,
        rs.getInt("fitted_reviews"),
        Instant.ofEpochMilli(rs.getLong("checked_at")),
        rs.getInt("checked_reviews"));
  }

  @Override
  public void save(MemberParameters p) {
    jdbc.update(
        "save the FSRS weights of member " + p.memberId(),
        "INSERT INTO study_member_parameters ("
            + COLUMNS
            + ") VALUES (?, ?, ?, ?, ?, ?, ?)"
            + " ON CONFLICT (user_id) DO UPDATE SET weights = excluded.weights,"
            + " guessing = excluded.guessing, fitted_at = excluded.fitted_at,"
            + " fitted_reviews = excluded.fitted_reviews,"
            + " checked_at = excluded.checked_at, checked_reviews = excluded.checked_reviews",
        ps -> {
          ps.setLong(1, p.memberId());
          ps.setString(2, p.weights().map(JdbcMemberParametersStore::format).orElse(null));
          ps.setInt(3, p.guessing() ? 1 : 0);
          if (p.fittedAt().isPresent()) {
            ps.setLong(4, p.fittedAt().get().toEpochMilli());
          } else {
            ps.setNull(4, java.sql.Types.BIGINT);
          }
          ps.setInt(5, p.fittedReviews());
          ps.setLong(6, p.checkedAt().toEpochMilli());
          ps.setInt(7, p.checkedReviews());
        });
  }

  @Override
  public Optional<List<Double>> weights(long memberId) {
    return jdbc
        .query(
            "read the FSRS weights of member " + memberId,
            "SELECT weights FROM study_member_parameters WHERE user_id = ?",
            ps -> ps.setLong(1, memberId),
            rs -> parse(rs.getString(1)).map(MemberParameters::checked))
        .stream()
        .findFirst()
        .flatMap(w -> w);
  }

  @Override
  public int reviewCount(long memberId) {
    return jdbc.query(
            "count the reviews of member " + memberId,
            "SELECT COUNT(*) FROM study_reviews WHERE user_id = ?",
            ps -> ps.setLong(1, memberId),
            rs -> rs.getInt(1))
        .get(0);
  }

  @Override
  public List<QuestionHistory> history(long memberId) {
    Map<String, List<PastReview>> byQuestion = new LinkedHashMap<>();
    jdbc.query(
        "read the reviews of member " + memberId,
        "SELECT question_id, rating, elapsed_days, answered_at FROM study_reviews"
            + " WHERE user_id = ? ORDER BY answered_at, source, source_id, source_seq",
        ps -> ps.setLong(1, memberId),
        rs -> {
          List<PastReview> reviews =
              byQuestion.computeIfAbsent(rs.getString(1), q -> new ArrayList<>());
          // The first review's elapsed days mean nothing to FSRS; stored as 0 anyway.
          long elapsed = reviews.isEmpty() ? 0 : rs.getLong(3);
          reviews.add(new PastReview(rs.getInt(2), elapsed, rs.getLong(4)));
          return null;
        });
    List<QuestionHistory> out = new ArrayList<>(byQuestion.size());
    byQuestion.forEach((q, r) -> out.add(new QuestionHistory(q, r)));
    return out;
  }

  /** The weights of {@code ids} on the caller's connection; absent ones as empty. */
  static void readWeights(
      java.sql.Connection c, List<Long> ids, Map<Long, Optional<List<Double>>> into)
      throws java.sql.SQLException {
    for (Long id : ids) {
      into.put(id, Optional.empty());
    }
    String sql =
        "SELECT user_id, weights FROM study_member_parameters WHERE weights IS NOT NULL"
            + " AND user_id IN ("
            + String.join(", ", java.util.Collections.nCopies(ids.size(), "?"))
            + ")";
    try (java.sql.PreparedStatement ps = c.prepareStatement(sql)) {
      for (int i = 0; i < ids.size(); i++) {
        ps.setLong(i + 1, ids.get(i));
      }
      try (java.sql.ResultSet rs = ps.executeQuery()) {
        while (rs.next()) {
          into.put(rs.getLong(1), parse(rs.getString(2)));
        }
      }
    }
  }

  /** One member's weights through a prepared {@code SELECT weights ... WHERE user_id = ?}. */
  static Optional<List<Double>> readWeights(java.sql.PreparedStatement ps, long memberId) {
    try {
      ps.setLong(1, memberId);
      try (java.sql.ResultSet rs = ps.executeQuery()) {
        return rs.next() ? parse(rs.getString(1)) : Optional.empty();
      }
    } catch (java.sql.SQLException e) {
      throw StudyJdbc.failure("read the FSRS weights of member " + memberId, e);
    }
  }

  /** Weights as text: shortest round-tripping decimals, so what is read is what was fitted. */
  static String format(List<Double> weights) {
    return weights.stream().map(d -> Double.toString(d)).collect(Collectors.joining(","));
  }

  static Optional<List<Double>> parse(String text) {
    if (text == null || text.isBlank()) {
      return Optional.empty();
    }
    return Optional.of(Arrays.stream(text.split(",")).map(Double::valueOf).toList());
  }
}
