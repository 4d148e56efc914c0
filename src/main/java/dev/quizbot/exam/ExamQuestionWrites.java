package dev.quizbot.exam;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.Instant;

/**
 * The writes of {@link JdbcExamStore} to {@code exam_questions} that also record when a question
 * was first shown ({@code V17__exam_first_answers.sql}), inside the caller's transaction. Each
 * returns false when it stored nothing because the exam was no longer running (or, for an answer,
 * its deadline had come).
 */
final class ExamQuestionWrites {

  /** Marks question {@code idx = ?} first shown at {@code ?}, unless it was shown before. */
  private static final String SHOWN =
      "shown_at = CASE WHEN idx = ? THEN COALESCE(shown_at, ?) ELSE shown_at END";

  private ExamQuestionWrites() {}

  /** Stores the answer to {@code index} and marks {@code next}, the question shown after it. */
  static boolean answer(Connection c, long examId, int index, int choice, Instant at, int next)
      throws SQLException {
    // One statement for two rows: the answered question and the one shown next (first shown now,
    // unless shown before). The first answer is set once, by the answer that finds the question
    // never answered (rows answered before V17 keep NULL). The right-hand sides read the row as it
    // was before this UPDATE, on SQLite and PostgreSQL alike.
    try (PreparedStatement ps =
        c.prepareStatement(
            "UPDATE exam_questions SET first_choice = CASE WHEN idx = ? AND choice IS NULL"
                + " AND first_choice IS NULL THEN ? ELSE first_choice END,"
                + " first_answered_at = CASE WHEN idx = ? AND choice IS NULL"
                + " AND first_answered_at IS NULL THEN ? ELSE first_answered_at END,"
                + " choice = CASE WHEN idx = ? THEN ? ELSE choice END,"
                + " answered_at = CASE WHEN idx = ? THEN ? ELSE answered_at END,"
                + " skipped = CASE WHEN idx = ? THEN FALSE ELSE skipped END, "
                + SHOWN
                + " WHERE exam_id = ? AND idx IN (?, ?) AND EXISTS (SELECT 1 FROM exams"
                + " WHERE exams.exam_id = ? AND status = 'RUNNING' AND ends_at > ?)")) {
      long millis = at.toEpochMilli();
      ps.setInt(1, index);
      ps.setInt(2, choice);
      ps.setInt(3, index);
      ps.setLong(4, millis);
      ps.setInt(5, index);
      ps.setInt(6, choice);
      ps.setInt(7, index);
      ps.setLong(8, millis);
      ps.setInt(9, index);
      ps.setInt(10, next);
      ps.setLong(11, millis);
      ps.setLong(12, examId);
      ps.setInt(13, index);
      ps.setInt(14, next);
      ps.setLong(15, examId);
      ps.setLong(16, millis);
      return ps.executeUpdate() == (index == next ? 1 : 2);
    }
  }

  /** Marks {@code index} skipped and {@code next}, the question shown after it. */
  static boolean skip(Connection c, long examId, int index, Instant at, int next)
      throws SQLException {
    // One statement for two rows, as an answer: the skipped question and the one shown next.
    try (PreparedStatement ps =
        c.prepareStatement(
            "UPDATE exam_questions SET skipped = CASE WHEN idx = ? THEN TRUE ELSE skipped END, "
                + SHOWN
                + " WHERE exam_id = ? AND idx IN (?, ?) AND"
                + JdbcExamStore.RUNNING_EXAM)) {
      ps.setInt(1, index);
      ps.setInt(2, next);
      ps.setLong(3, at.toEpochMilli());
      ps.setLong(4, examId);
      ps.setInt(5, index);
      ps.setInt(6, next);
      ps.setLong(7, examId);
      return ps.executeUpdate() == (index == next ? 1 : 2);
    }
  }

  /** Marks {@code position}, the question shown now, unless it was shown before. */
  static void shown(Connection c, long examId, int position, Instant at) throws SQLException {
    try (PreparedStatement ps =
        c.prepareStatement(
            "UPDATE exam_questions SET shown_at = ?"
                + " WHERE exam_id = ? AND idx = ? AND shown_at IS NULL")) {
      ps.setLong(1, at.toEpochMilli());
      ps.setLong(2, examId);
      ps.setInt(3, position);
      ps.executeUpdate();
    }
  }
}
