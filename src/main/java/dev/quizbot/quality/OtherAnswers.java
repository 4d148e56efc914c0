package dev.quizbot.quality;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The answers a member gave outside channel and daily rounds, streamed ordered by member beside
 * {@link JdbcFirstAttempts}' answers: /review and terminal practice ({@code study_reviews} rows of
 * source {@code REVIEW}, stored at the answer) and exams ({@code exam_questions} with an {@code
 * answered_at}, joined to {@code exams} for the member; the exam's own reviews are stored at the
 * submission, later than the answers). Only the question and the instant are read: a channel answer
 * after one of these is not the member's first attempt.
 */
final class OtherAnswers implements AutoCloseable {

  private static final String REVIEWS =
      "SELECT user_id, question_id, answered_at FROM study_reviews WHERE source = 'REVIEW'";
  private static final String EXAMS =
      "SELECT e.user_id, q.question_id, q.answered_at FROM exam_questions q"
          + " JOIN exams e ON e.exam_id = q.exam_id WHERE q.answered_at IS NOT NULL";

  private final PreparedStatement statement;
  private final ResultSet rows;
  private final Map<String, Integer> rank;
  private boolean onRow;
  private long user;

  private OtherAnswers(PreparedStatement statement, ResultSet rows, Map<String, Integer> rank)
      throws SQLException {
    this.statement = statement;
    this.rows = rows;
    this.rank = rank;
    advance();
  }

  /**
   * The query over the tables this database has (a bot from before V7 or V9 lacks some); null when
   * it has none. Probed with auto-commit on: on PostgreSQL a failed statement aborts a transaction.
   */
  static String query(Connection c) throws SQLException {
    List<String> parts = new ArrayList<>();
    if (hasTable(c, "study_reviews")) {
      parts.add(REVIEWS);
    }
    if (hasTable(c, "exam_questions")) {
      parts.add(EXAMS);
    }
    return parts.isEmpty() ? null : String.join(" UNION ALL ", parts) + " ORDER BY 1";
  }

  private static boolean hasTable(Connection c, String table) {
    try (Statement st = c.createStatement()) {
      st.executeQuery("SELECT 1 FROM " + table + " WHERE 1 = 0").close();
      return true;
    } catch (SQLException e) {
      return false;
    }
  }

  /**
   * Opens the stream of {@code query} (null: none), questions as their rank in {@code rank}
   * (questions never posted in a channel are skipped: no channel answer can follow them).
   */
  static OtherAnswers open(Connection c, String query, Map<String, Integer> rank)
      throws SQLException {
    if (query == null) {
      return new OtherAnswers(null, null, rank);
    }
    PreparedStatement ps = c.prepareStatement(query);
    try {
      ps.setFetchSize(10_000);
      return new OtherAnswers(ps, ps.executeQuery(), rank);
    } catch (SQLException | RuntimeException e) {
      ps.close();
      throw e;
    }
  }

  private void advance() throws SQLException {
    onRow = rows != null && rows.next();
    if (onRow) {
      user = rows.getLong(1);
    }
  }

  /**
   * Adds {@code memberId}'s answers to {@code member}, skipping the members before it (members with
   * no channel answer). Members must be asked for in ascending order, as the answers come.
   */
  void read(long memberId, JdbcFirstAttempts.MemberAnswers member) throws SQLException {
    while (onRow && user < memberId) {
      advance();
    }
    while (onRow && user == memberId) {
      Integer question = rank.get(rows.getString(2));
      if (question != null) {
        member.addOther(question, rows.getLong(3));
      }
      advance();
    }
  }

  @Override
  public void close() throws SQLException {
    if (statement != null) {
      statement.close();
    }
  }
}
