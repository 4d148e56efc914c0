package dev.quizbot.quality;

import dev.quizbot.storage.Database;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;

/**
 * Writes made-up rounds and answers straight into the tables of V1 (what the bot stores for a
 * channel or daily round), and answers of the other sources (a /review answer's row of {@code
 * study_reviews}, V7; an exam's answered question, V9), for the tests of {@code quizbot items}.
 */
public final class AnswerSeed {
  public static final long GUILD = 910_000_000_000_000_001L;
  public static final long CHANNEL = 920_000_000_000_000_001L;

  private final Database db;

  /** Round ids from here: apart from other tests' rounds on a shared PostgreSQL database. */
  public static final long FIRST_ROUND = 918_000_000_000L;

  private long nextRound;

  public AnswerSeed(Database db) {
    this(db, FIRST_ROUND);
  }

  /** A seed whose rounds are numbered from {@code firstRound} (a second seed of one database). */
  public AnswerSeed(Database db, long firstRound) {
    this.db = db;
    this.nextRound = firstRound;
  }

  /**
   * A closed round of {@code questionId} shown in {@code order} (deck-order indexes, comma
   * separated, e.g. "2,0,1"); returns its id.
   */
  public long round(String questionId, String order, int correctIndex, long openedAt)
      throws SQLException {
    long id = nextRound++;
    int correctPosition = java.util.Arrays.asList(order.split(",")).indexOf("" + correctIndex);
    try (Connection c = db.connection();
        PreparedStatement ps =
            c.prepareStatement(
                "INSERT INTO rounds (round_id, guild_id, channel_id, message_id, kind, question_id,"
                    + " deck_id, topic, choice_order, correct_position, window_seconds,"
                    + " speed_bonus, hide_answers, opened_at, closes_at, closed_at, revealed_at)"
                    + " VALUES (?, ?, ?, ?, 'QUIZ', ?, 'deck', 'memory', ?, ?, 60, FALSE, FALSE,"
                    + " ?, ?, ?, ?)")) {
      ps.setLong(1, id);
      ps.setLong(2, GUILD);
      ps.setLong(3, CHANNEL);
      ps.setLong(4, 930_000_000_000_000_000L + id); // message ids are unique too
      ps.setString(5, questionId);
      ps.setString(6, order);
      ps.setInt(7, correctPosition);
      ps.setLong(8, openedAt);
      ps.setLong(9, openedAt + 60_000);
      ps.setLong(10, openedAt + 60_000);
      ps.setLong(11, openedAt + 60_000);
      ps.executeUpdate();
    }
    return id;
  }

  /**
   * Deletes this seed's guild's answers and rounds, and the reviews and exams numbered from {@link
   * #FIRST_ROUND} (a shared PostgreSQL database).
   */
  public void clear() throws SQLException {
    try (Connection c = db.connection();
        java.sql.Statement st = c.createStatement()) {
      long last = FIRST_ROUND + 1_000_000;
      st.executeUpdate(
          "DELETE FROM study_reviews WHERE source_id BETWEEN " + FIRST_ROUND + " AND " + last);
      st.executeUpdate(
          "DELETE FROM exam_questions WHERE exam_id BETWEEN " + FIRST_ROUND + " AND " + last);
      st.executeUpdate("DELETE FROM exams WHERE exam_id BETWEEN " + FIRST_ROUND + " AND " + last);
      st.executeUpdate("DELETE FROM answers WHERE guild_id = " + GUILD);
      st.executeUpdate("DELETE FROM rounds WHERE guild_id = " + GUILD);
    }
  }

  /** Member {@code user} picked display {@code position} in round {@code roundId}. */
  public void answer(long roundId, long user, int position, boolean correct, long at)
      throws SQLException {
    try (Connection c = db.connection();
        PreparedStatement ps =
            c.prepareStatement(
                "INSERT INTO answers (round_id, guild_id, user_id, choice_position, correct,"
                    + " points, answered_at, recovered, topic) VALUES (?, ?, ?, ?, ?, ?, ?, FALSE,"
                    + " 'memory')")) {
      ps.setLong(1, roundId);
      ps.setLong(2, GUILD);
      ps.setLong(3, user);
      ps.setInt(4, position);
      ps.setBoolean(5, correct);
      ps.setInt(6, correct ? 10 : 0);
      ps.setLong(7, at);
      ps.executeUpdate();
    }
  }

  /**
   * Member {@code user} answered {@code questionId} at {@code at} in a /review session of its own
   * (what ReviewService stores: a review of source REVIEW at the answer's instant).
   */
  public void reviewAnswer(long user, String questionId, boolean right, long at)
      throws SQLException {
    long session = nextRound++;
    try (Connection c = db.connection();
        PreparedStatement ps =
            c.prepareStatement(
                "INSERT INTO study_reviews (user_id, source, source_id, source_seq, question_id,"
                    + " rating, answered_at, response_ms, elapsed_days, state_after,"
                    + " stability_after, difficulty_after, due_after)"
                    + " VALUES (?, 'REVIEW', ?, 0, ?, ?, ?, 4000, 0, 'LEARNING', 1.0, 5.0, ?)")) {
      ps.setLong(1, user);
      ps.setLong(2, session);
      ps.setString(3, questionId);
      ps.setInt(4, right ? 3 : 1);
      ps.setLong(5, at);
      ps.setLong(6, at + 600_000);
      ps.executeUpdate();
    }
  }

  /**
   * As {@link #examAnswer(long, String, int, long, long)}, the member having first picked a choice
   * at {@code firstAt} and changed it at {@code at} (V17 keeps the first answer's instant).
   */
  public void changedExamAnswer(
      long user, String questionId, int choice, long firstAt, long at, long submittedAt)
      throws SQLException {
    examAnswer(user, questionId, choice, at, submittedAt);
    try (Connection c = db.connection();
        PreparedStatement ps =
            c.prepareStatement(
                "UPDATE exam_questions SET first_choice = ?, first_answered_at = ?"
                    + " WHERE exam_id = ? AND idx = 0")) {
      ps.setInt(1, choice);
      ps.setLong(2, firstAt);
      ps.setLong(3, nextRound - 1);
      ps.executeUpdate();
    }
  }

  /**
   * Member {@code user} answered {@code questionId} at {@code at} in an exam of its own, submitted
   * at {@code submittedAt} (its EXAM review carries that later instant, as ExamGrading stores it).
   */
  public void examAnswer(long user, String questionId, int choice, long at, long submittedAt)
      throws SQLException {
    long exam = nextRound++;
    try (Connection c = db.connection()) {
      try (PreparedStatement ps =
          c.prepareStatement(
              "INSERT INTO exams (exam_id, user_id, deck_id, question_count, minutes, time_factor,"
                  + " pass_percent, started_at, ends_at, position, status, finished_at,"
                  + " submitted_by, score) VALUES (?, ?, 'deck', 1, 10, 1.0, 70, ?, ?, 0,"
                  + " 'SUBMITTED', ?, 'MEMBER', 0)")) {
        ps.setLong(1, exam);
        ps.setLong(2, user);
        ps.setLong(3, at - 1_000);
        ps.setLong(4, at + 600_000);
        ps.setLong(5, submittedAt);
        ps.executeUpdate();
      }
      try (PreparedStatement ps =
          c.prepareStatement(
              "INSERT INTO exam_questions (exam_id, idx, question_id, topic, choice, answered_at,"
                  + " flagged, skipped, is_right) VALUES (?, 0, ?, 'memory', ?, ?, FALSE, FALSE,"
                  + " FALSE)")) {
        ps.setLong(1, exam);
        ps.setString(2, questionId);
        ps.setInt(3, choice);
        ps.setLong(4, at);
        ps.executeUpdate();
      }
      try (PreparedStatement ps =
          c.prepareStatement(
              "INSERT INTO study_reviews (user_id, source, source_id, source_seq, question_id,"
                  + " rating, answered_at, elapsed_days, state_after, stability_after,"
                  + " difficulty_after, due_after)"
                  + " VALUES (?, 'EXAM', ?, 0, ?, 1, ?, 0, 'LEARNING', 1.0, 5.0, ?)")) {
        ps.setLong(1, user);
        ps.setLong(2, exam);
        ps.setString(3, questionId);
        ps.setLong(4, submittedAt);
        ps.setLong(5, submittedAt + 600_000);
        ps.executeUpdate();
      }
    }
  }
}
