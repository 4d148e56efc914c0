package dev.quizbot.study;

import dev.quizbot.storage.Database;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * {@link ReviewSessionStore} on plain JDBC (SQLite and PostgreSQL, see V7__study.sql). The queue
 * and the missed ids are stored one id per line (question ids never hold white space).
 */
public final class JdbcReviewSessionStore implements ReviewSessionStore {

  private static final String COLUMNS =
      "session_id, user_id, started_at, queue, position, missed, answered, right_answers, topic,"
          + " deck_id, max_count, version, updated_at, done_at";

  private static final String UPDATE =
      "UPDATE study_sessions SET queue = ?, position = ?, missed = ?, answered = ?,"
          + " right_answers = ?, version = ?, updated_at = ?, done_at = ?"
          + " WHERE session_id = ? AND version = ?";

  private final StudyJdbc jdbc;
  private final ReviewLog reviews;

  /**
   * @param reviews records a session's answers in the transaction that moves the session on
   */
  public JdbcReviewSessionStore(Database database, ReviewLog reviews) {
    this.jdbc = new StudyJdbc(database);
    this.reviews = reviews;
  }

  @Override
  public boolean create(ReviewSession s) {
    // DO NOTHING without a target: the partial unique index on open sessions (one per member)
    // decides, on SQLite and PostgreSQL alike, without an exception.
    return jdbc.update(
            "start a review session of member " + s.memberId(),
            "INSERT INTO study_sessions ("
                + COLUMNS
                + ") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING",
            ps -> {
              ReviewQueue q = s.queue();
              ps.setLong(1, s.sessionId());
              ps.setLong(2, s.memberId());
              ps.setLong(3, s.startedAt().toEpochMilli());
              ps.setString(4, lines(q.questions()));
              ps.setInt(5, q.position());
              ps.setString(6, lines(q.missed()));
              ps.setInt(7, q.answered());
              ps.setInt(8, q.right());
              ps.setString(9, s.filter().topic().orElse(null));
              ps.setString(10, s.filter().deckId().orElse(null));
              if (s.filter().count().isPresent()) {
                ps.setInt(11, s.filter().count().getAsInt());
              } else {
                ps.setNull(11, Types.INTEGER);
              }
              ps.setInt(12, s.version());
              ps.setLong(13, s.updatedAt().toEpochMilli());
              if (s.doneAt().isPresent()) {
                ps.setLong(14, s.doneAt().get().toEpochMilli());
              } else {
                ps.setNull(14, Types.BIGINT);
              }
            })
        == 1;
  }

  @Override
  public Optional<ReviewSession> open(long memberId) {
    return jdbc
        .query(
            "read the open review session of member " + memberId,
            "SELECT " + COLUMNS + " FROM study_sessions WHERE user_id = ? AND done_at IS NULL",
            ps -> ps.setLong(1, memberId),
            JdbcReviewSessionStore::session)
        .stream()
        .findFirst();
  }

  @Override
  public Optional<ReviewSession> find(long sessionId) {
    return jdbc
        .query(
            "read review session " + sessionId,
            "SELECT " + COLUMNS + " FROM study_sessions WHERE session_id = ?",
            ps -> ps.setLong(1, sessionId),
            JdbcReviewSessionStore::session)
        .stream()
        .findFirst();
  }

  @Override
  public Optional<AppliedReview> advance(
      ReviewSession expected, ReviewSession next, StudyReview review) {
    return jdbc.inTransaction(
        "store an answer of review session " + expected.sessionId(),
        c -> {
          // The session first: a stale answer writes nothing, not even its review.
          if (update(c, expected, next) == 0) {
            return Optional.empty();
          }
          return Optional.of(reviews.apply(c, review));
        });
  }

  @Override
  public boolean update(ReviewSession expected, ReviewSession next) {
    return jdbc.inTransaction(
        "move review session " + expected.sessionId() + " on", c -> update(c, expected, next) == 1);
  }

  private static int update(Connection c, ReviewSession expected, ReviewSession next)
      throws SQLException {
    if (expected.sessionId() != next.sessionId() || next.version() != expected.version() + 1) {
      throw new IllegalArgumentException("next must be the session one version on");
    }
    try (PreparedStatement ps = c.prepareStatement(UPDATE)) {
      ReviewQueue q = next.queue();
      ps.setString(1, lines(q.questions()));
      ps.setInt(2, q.position());
      ps.setString(3, lines(q.missed()));
      ps.setInt(4, q.answered());
      ps.setInt(5, q.right());
      ps.setInt(6, next.version());
      ps.setLong(7, next.updatedAt().toEpochMilli());
      if (next.doneAt().isPresent()) {
        ps.setLong(8, next.doneAt().get().toEpochMilli());
      } else {
        ps.setNull(8, Types.BIGINT);
      }
      ps.setLong(9, expected.sessionId());
      ps.setInt(10, expected.version());
      return ps.executeUpdate();
    }
  }

  private static String lines(List<String> ids) {
    for (String id : ids) {
      if (id.isEmpty() || id.chars().anyMatch(Character::isWhitespace)) {
        throw new IllegalArgumentException("a question id cannot be stored in a queue: " + id);
      }
    }
    return String.join("\n", ids);
  }

  private static List<String> ids(String lines) {
    return lines.isEmpty() ? List.of() : Arrays.asList(lines.split("\n"));
  }

  private static ReviewSession session(ResultSet rs) throws SQLException {
    int count = rs.getInt("max_count");
    OptionalInt maxCount = rs.wasNull() ? OptionalInt.empty() : OptionalInt.of(count);
    long done = rs.getLong("done_at");
    Optional<Instant> doneAt =
        rs.wasNull() ? Optional.empty() : Optional.of(Instant.ofEpochMilli(done));
    ReviewQueue queue =
        new ReviewQueue(
            ids(rs.getString("queue")),
            rs.getInt("position"),
            ids(rs.getString("missed")),
            rs.getInt("answered"),
            rs.getInt("right_answers"));
    return new ReviewSession(
        rs.getLong("session_id"),
        rs.getLong("user_id"),
        Instant.ofEpochMilli(rs.getLong("started_at")),
        new ReviewFilter(
            Optional.ofNullable(rs.getString("topic")),
            Optional.ofNullable(rs.getString("deck_id")),
            maxCount),
        queue,
        rs.getInt("version"),
        Instant.ofEpochMilli(rs.getLong("updated_at")),
        doneAt);
  }
}
