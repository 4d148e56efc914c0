package dev.quizbot.study;

import dev.quizbot.storage.Database;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * {@link ReviewLog} on plain JDBC; the same SQL runs on SQLite and PostgreSQL (V7__study.sql).
 *
 * <p>Per review: the member's retention (once per member and call), the memory state, the review's
 * insert (ON CONFLICT DO NOTHING: the key decides a duplicate without an exception) and, only when
 * it was inserted, the memory state's upsert. On PostgreSQL the memory rows are locked first, in
 * (member, question) order, so two processes recording the same member's answers serialise and
 * cannot deadlock; SQLite has one writer at a time already.
 */
public final class JdbcReviewLog implements ReviewLog {

  private static final String READ_MEMORY =
      "SELECT "
          + StudyJdbc.MEMORY_COLUMNS
          + " FROM study_memory WHERE user_id = ? AND question_id = ?";

  private static final String READ_RETENTION =
      "SELECT desired_retention FROM study_settings WHERE user_id = ?";

  private static final String READ_WEIGHTS =
      "SELECT weights FROM study_member_parameters WHERE user_id = ?";

  private static final String INSERT_REVIEW =
      "INSERT INTO study_reviews (user_id, source, source_id, source_seq, question_id, rating,"
          + " answered_at, response_ms, elapsed_days, state_before, stability_before,"
          + " difficulty_before, due_before, recall_before, state_after, stability_after,"
          + " difficulty_after, due_after)"
          + " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
          + " ON CONFLICT (user_id, source, source_id, source_seq) DO NOTHING";

  // introduced_at is set by the first answer and kept by every later one.
  private static final String UPSERT_MEMORY =
      "INSERT INTO study_memory (user_id, question_id, stability, difficulty, card_state, step,"
          + " due_at, last_review_at, reps, lapses, introduced_at)"
          + " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
          + " ON CONFLICT (user_id, question_id) DO UPDATE SET stability = excluded.stability,"
          + " difficulty = excluded.difficulty, card_state = excluded.card_state,"
          + " step = excluded.step, due_at = excluded.due_at,"
          + " last_review_at = excluded.last_review_at, reps = excluded.reps,"
          + " lapses = excluded.lapses";

  private record MemberQuestion(long memberId, String questionId) {}

  private final StudyJdbc jdbc;
  private final ReviewApplier applier;
  private final boolean lockRows;
  private final java.util.function.LongConsumer onReviewed;

  public JdbcReviewLog(Database database, ReviewApplier applier) {
    this(database, applier, member -> {});
  }

  /**
   * @param onReviewed told the member of every review inserted (inside the caller's transaction: it
   *     must only note it, as {@link ParameterRefit#reviewed} does)
   */
  public JdbcReviewLog(
      Database database, ReviewApplier applier, java.util.function.LongConsumer onReviewed) {
    this.jdbc = new StudyJdbc(database);
    this.applier = applier;
    this.lockRows = database.dialect() == Database.Dialect.POSTGRESQL;
    this.onReviewed = onReviewed;
  }

  @Override
  public List<AppliedReview> apply(List<StudyReview> reviews) {
    if (reviews.isEmpty()) {
      return List.of();
    }
    return jdbc.inTransaction("record " + reviews.size() + " reviews", c -> apply(c, reviews));
  }

  @Override
  public List<AppliedReview> apply(Connection c, List<StudyReview> reviews) throws SQLException {
    List<AppliedReview> results = new ArrayList<>(reviews.size());
    if (reviews.isEmpty()) {
      return results;
    }
    Map<MemberQuestion, Optional<MemoryState>> states = new HashMap<>();
    Map<Long, Double> retention = new HashMap<>();
    Map<Long, Optional<List<Double>>> weights = new HashMap<>();
    Map<StudyReview.Key, AppliedReview> recorded = new HashMap<>();
    try (PreparedStatement readMemory =
            c.prepareStatement(lockRows ? READ_MEMORY + " FOR UPDATE" : READ_MEMORY);
        PreparedStatement readRetention = c.prepareStatement(READ_RETENTION);
        PreparedStatement readWeights = c.prepareStatement(READ_WEIGHTS);
        PreparedStatement insertReview = c.prepareStatement(INSERT_REVIEW);
        PreparedStatement upsertMemory = c.prepareStatement(UPSERT_MEMORY)) {
      if (lockRows) {
        List<MemberQuestion> order =
            reviews.stream()
                .map(r -> new MemberQuestion(r.memberId(), r.questionId()))
                .distinct()
                .sorted(
                    Comparator.comparingLong(MemberQuestion::memberId)
                        .thenComparing(MemberQuestion::questionId))
                .toList();
        for (MemberQuestion key : order) {
          states.put(key, readMemory(readMemory, key));
        }
      } else if (reviews.size() > 1) {
        // The answer path records a batch of a burst's answers: its states and retentions in a
        // few queries, not two point reads per review (issue 16's P8 budget).
        prefetch(c, reviews, states, retention, weights);
      }
      for (StudyReview review : reviews) {
        AppliedReview earlier = recorded.get(review.key());
        if (earlier != null) {
          results.add(duplicate(review, earlier.after()));
          continue;
        }
        MemberQuestion key = new MemberQuestion(review.memberId(), review.questionId());
        Optional<MemoryState> before = states.get(key);
        if (before == null) {
          before = readMemory(readMemory, key);
        }
        double memberRetention =
            retention.computeIfAbsent(review.memberId(), m -> readRetention(readRetention, m));
        Optional<List<Double>> memberWeights =
            weights.computeIfAbsent(
                review.memberId(), m -> JdbcMemberParametersStore.readWeights(readWeights, m));
        AppliedReview applied = applier.apply(before, review, memberRetention, memberWeights);
        if (insertReview(insertReview, applied) == 0) {
          MemoryState stored = before.orElse(applied.after());
          states.put(key, Optional.of(stored));
          AppliedReview dup = duplicate(review, stored);
          recorded.put(review.key(), dup);
          results.add(dup);
          continue;
        }
        upsertMemory(upsertMemory, review, applied.after());
        states.put(key, Optional.of(applied.after()));
        recorded.put(review.key(), applied);
        results.add(applied);
      }
    }
    for (AppliedReview a : results) {
      if (!a.duplicate()) {
        onReviewed.accept(a.review().memberId());
      }
    }
    return results;
  }

  /** Members per prefetch query: well under SQLite's bound-parameter limit. */
  private static final int PREFETCH_CHUNK = 500;

  /**
   * Reads the memory states of the batch's (member, question) pairs (absent ones as empty) and the
   * members' retentions (absent ones as the default), one query per question and chunk of members.
   */
  private static void prefetch(
      Connection c,
      List<StudyReview> reviews,
      Map<MemberQuestion, Optional<MemoryState>> states,
      Map<Long, Double> retention,
      Map<Long, Optional<List<Double>>> weights)
      throws SQLException {
    Map<String, java.util.LinkedHashSet<Long>> membersByQuestion = new java.util.LinkedHashMap<>();
    java.util.LinkedHashSet<Long> members = new java.util.LinkedHashSet<>();
    for (StudyReview r : reviews) {
      membersByQuestion
          .computeIfAbsent(r.questionId(), q -> new java.util.LinkedHashSet<>())
          .add(r.memberId());
      members.add(r.memberId());
    }
    for (Map.Entry<String, java.util.LinkedHashSet<Long>> entry : membersByQuestion.entrySet()) {
      List<Long> ids = List.copyOf(entry.getValue());
      for (int from = 0; from < ids.size(); from += PREFETCH_CHUNK) {
        List<Long> chunk = ids.subList(from, Math.min(ids.size(), from + PREFETCH_CHUNK));
        for (Long id : chunk) {
          states.put(new MemberQuestion(id, entry.getKey()), Optional.empty());
        }
        String sql =
            "SELECT user_id, "
                + StudyJdbc.MEMORY_COLUMNS
                + " FROM study_memory WHERE question_id = ? AND user_id IN ("
                + placeholders(chunk.size())
                + ")";
        try (PreparedStatement ps = c.prepareStatement(sql)) {
          ps.setString(1, entry.getKey());
          for (int i = 0; i < chunk.size(); i++) {
            ps.setLong(i + 2, chunk.get(i));
          }
          try (ResultSet rs = ps.executeQuery()) {
            while (rs.next()) {
              states.put(
                  new MemberQuestion(rs.getLong("user_id"), entry.getKey()),
                  Optional.of(StudyJdbc.memoryState(rs)));
            }
          }
        }
      }
    }
    List<Long> ids = List.copyOf(members);
    for (int from = 0; from < ids.size(); from += PREFETCH_CHUNK) {
      List<Long> chunk = ids.subList(from, Math.min(ids.size(), from + PREFETCH_CHUNK));
      for (Long id : chunk) {
        retention.put(id, FsrsParameters.DEFAULT_RETENTION);
      }
      String sql =
          "SELECT user_id, desired_retention FROM study_settings WHERE user_id IN ("
              + placeholders(chunk.size())
              + ")";
      try (PreparedStatement ps = c.prepareStatement(sql)) {
        for (int i = 0; i < chunk.size(); i++) {
          ps.setLong(i + 1, chunk.get(i));
        }
        try (ResultSet rs = ps.executeQuery()) {
          while (rs.next()) {
            retention.put(rs.getLong(1), rs.getDouble(2));
          }
        }
      }
      JdbcMemberParametersStore.readWeights(c, chunk, weights);
    }
  }

  private static String placeholders(int n) {
    return String.join(", ", java.util.Collections.nCopies(n, "?"));
  }

  private static AppliedReview duplicate(StudyReview review, MemoryState stored) {
    Duration interval = Duration.between(review.answeredAt(), stored.due());
    return new AppliedReview(
        review,
        Optional.empty(),
        OptionalDouble.empty(),
        stored,
        interval.isNegative() ? Duration.ZERO : interval,
        0,
        true);
  }

  private static Optional<MemoryState> readMemory(PreparedStatement ps, MemberQuestion key)
      throws SQLException {
    ps.setLong(1, key.memberId());
    ps.setString(2, key.questionId());
    try (ResultSet rs = ps.executeQuery()) {
      return rs.next() ? Optional.of(StudyJdbc.memoryState(rs)) : Optional.empty();
    }
  }

  private static double readRetention(PreparedStatement ps, long memberId) {
    try {
      ps.setLong(1, memberId);
      try (ResultSet rs = ps.executeQuery()) {
        return rs.next() ? rs.getDouble(1) : FsrsParameters.DEFAULT_RETENTION;
      }
    } catch (SQLException e) {
      throw StudyJdbc.failure("read the desired retention of member " + memberId, e);
    }
  }

  private static int insertReview(PreparedStatement ps, AppliedReview a) throws SQLException {
    StudyReview r = a.review();
    MemoryState after = a.after();
    ps.setLong(1, r.memberId());
    ps.setString(2, r.source().name());
    ps.setLong(3, r.sourceId());
    ps.setInt(4, r.sourceSeq());
    ps.setString(5, r.questionId());
    ps.setInt(6, r.rating().grade());
    ps.setLong(7, r.answeredAt().toEpochMilli());
    if (r.responseTime().isPresent()) {
      ps.setLong(8, r.responseTime().get().toMillis());
    } else {
      ps.setNull(8, Types.BIGINT);
    }
    ps.setLong(9, a.elapsedDays());
    if (a.before().isPresent()) {
      MemoryState before = a.before().get();
      ps.setString(10, before.state().name());
      ps.setDouble(11, before.stability());
      ps.setDouble(12, before.difficulty());
      ps.setLong(13, before.due().toEpochMilli());
      ps.setDouble(14, a.recallBefore().orElseThrow());
    } else {
      ps.setNull(10, Types.VARCHAR);
      ps.setNull(11, Types.DOUBLE);
      ps.setNull(12, Types.DOUBLE);
      ps.setNull(13, Types.BIGINT);
      ps.setNull(14, Types.DOUBLE);
    }
    ps.setString(15, after.state().name());
    ps.setDouble(16, after.stability());
    ps.setDouble(17, after.difficulty());
    ps.setLong(18, after.due().toEpochMilli());
    return ps.executeUpdate();
  }

  private static void upsertMemory(PreparedStatement ps, StudyReview r, MemoryState s)
      throws SQLException {
    ps.setLong(1, r.memberId());
    ps.setString(2, r.questionId());
    ps.setDouble(3, s.stability());
    ps.setDouble(4, s.difficulty());
    ps.setString(5, s.state().name());
    ps.setInt(6, s.step());
    ps.setLong(7, s.due().toEpochMilli());
    ps.setLong(8, s.lastReview().toEpochMilli());
    ps.setInt(9, s.reps());
    ps.setInt(10, s.lapses());
    ps.setLong(11, r.answeredAt().toEpochMilli());
    ps.executeUpdate();
  }

  @Override
  public int countSince(long memberId, Instant since) {
    return jdbc.query(
            "count the reviews of member " + memberId,
            "SELECT COUNT(*) FROM study_reviews WHERE user_id = ? AND answered_at >= ?",
            ps -> {
              ps.setLong(1, memberId);
              ps.setLong(2, since.toEpochMilli());
            },
            rs -> rs.getInt(1))
        .get(0);
  }

  @Override
  public RetentionCount retentionSince(long memberId, Instant since) {
    return jdbc.query(
            "read the retention of member " + memberId,
            "SELECT COUNT(*), COALESCE(SUM(CASE WHEN rating >= 2 THEN 1 ELSE 0 END), 0)"
                + " FROM study_reviews WHERE user_id = ? AND answered_at >= ?"
                + " AND state_before = 'REVIEW'",
            ps -> {
              ps.setLong(1, memberId);
              ps.setLong(2, since.toEpochMilli());
            },
            rs -> new RetentionCount(rs.getInt(1), rs.getInt(2)))
        .get(0);
  }

  @Override
  public int streak(long memberId, ZoneId zone, LocalDate today) {
    StudyStreak streak = new StudyStreak(zone, today);
    // Newest first, read only until the run breaks: a long history costs only its streak.
    String sql =
        "SELECT answered_at FROM study_reviews WHERE user_id = ? ORDER BY answered_at DESC";
    try (Connection c = jdbc.database().connection();
        PreparedStatement ps = c.prepareStatement(sql)) {
      ps.setLong(1, memberId);
      ps.setFetchSize(
          500); // SQLite steps lazily anyway; PostgreSQL reads the member's rows at once

      try (ResultSet rs = ps.executeQuery()) {
        while (rs.next() && streak.accept(Instant.ofEpochMilli(rs.getLong(1)))) {
          // accept() counts
        }
      }
    } catch (SQLException e) {
      throw StudyJdbc.failure("read the study-day streak of member " + memberId, e);
    }
    return streak.days();
  }
}
