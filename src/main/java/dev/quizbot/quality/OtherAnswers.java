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
 *
 * <p>Each source is its own cursor ordered by member, so neither is sorted as a whole: the reviews
 * come in the order of the partial index {@code study_reviews_review_answers} (V18: only REVIEW
 * rows, so storing a channel answer's review never touches it), which holds the three columns read
 * (a covering scan of the /review answers instead of a scan of every review, 18 columns wide); the
 * exam answers, far fewer, are sorted by the database.
 */
final class OtherAnswers implements AutoCloseable {

  private static final String REVIEWS =
      "SELECT user_id, question_id, answered_at FROM study_reviews WHERE source = 'REVIEW'"
          + " ORDER BY user_id";
  // an exam question's first answer (V17), else its only stored one (older rows and databases)
  private static final String EXAMS =
      "SELECT e.user_id, q.question_id, %s FROM exam_questions q"
          + " JOIN exams e ON e.exam_id = q.exam_id WHERE q.answered_at IS NOT NULL"
          + " ORDER BY e.user_id";

  private final List<Cursor> cursors;
  private final Map<String, Integer> rank;

  private OtherAnswers(List<Cursor> cursors, Map<String, Integer> rank) {
    this.cursors = cursors;
    this.rank = rank;
  }

  /**
   * The queries over the tables this database has (a bot from before V7 or V9 lacks some); empty
   * when it has none. Probed with auto-commit on: on PostgreSQL a failed statement aborts a
   * transaction.
   */
  static List<String> query(Connection c) throws SQLException {
    List<String> queries = new ArrayList<>();
    if (hasTable(c, "study_reviews")) {
      queries.add(REVIEWS);
    }
    if (hasTable(c, "exam_questions")) {
      boolean firstAnswers = hasTable(c, "exam_questions", "first_answered_at");
      queries.add(
          String.format(
              EXAMS,
              firstAnswers ? "COALESCE(q.first_answered_at, q.answered_at)" : "q.answered_at"));
    }
    return queries;
  }

  private static boolean hasTable(Connection c, String table) {
    return hasTable(c, table, "1");
  }

  private static boolean hasTable(Connection c, String table, String column) {
    try (Statement st = c.createStatement()) {
      st.executeQuery("SELECT " + column + " FROM " + table + " WHERE 1 = 0").close();
      return true;
    } catch (SQLException e) {
      return false;
    }
  }

  /**
   * Opens a stream of each of {@code queries}, questions as their rank in {@code rank} (questions
   * never posted in a channel are skipped: no channel answer can follow them).
   */
  static OtherAnswers open(Connection c, List<String> queries, Map<String, Integer> rank)
      throws SQLException {
    List<Cursor> cursors = new ArrayList<>();
    OtherAnswers answers = new OtherAnswers(cursors, rank);
    try {
      for (String query : queries) {
        PreparedStatement ps = c.prepareStatement(query);
        cursors.add(new Cursor(ps));
        ps.setFetchSize(10_000);
        cursors.get(cursors.size() - 1).start(ps.executeQuery());
      }
      return answers;
    } catch (SQLException | RuntimeException e) {
      answers.close();
      throw e;
    }
  }

  /**
   * Adds {@code memberId}'s answers to {@code member}, skipping the members before it (members with
   * no channel answer). Members must be asked for in ascending order, as the answers come.
   */
  void read(long memberId, JdbcFirstAttempts.MemberAnswers member) throws SQLException {
    for (Cursor cursor : cursors) {
      cursor.read(memberId, member, rank);
    }
  }

  @Override
  public void close() throws SQLException {
    SQLException first = null;
    for (Cursor cursor : cursors) {
      try {
        cursor.statement.close();
      } catch (SQLException e) {
        first = first == null ? e : first;
      }
    }
    if (first != null) {
      throw first;
    }
  }

  /** One source's rows, ordered by member. */
  private static final class Cursor {
    private final PreparedStatement statement;
    private ResultSet rows;
    private boolean onRow;
    private long user;

    Cursor(PreparedStatement statement) {
      this.statement = statement;
    }

    void start(ResultSet rows) throws SQLException {
      this.rows = rows;
      advance();
    }

    private void advance() throws SQLException {
      onRow = rows.next();
      if (onRow) {
        user = rows.getLong(1);
      }
    }

    void read(long memberId, JdbcFirstAttempts.MemberAnswers member, Map<String, Integer> rank)
        throws SQLException {
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
  }
}
