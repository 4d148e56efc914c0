package dev.quizbot.exam;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/**
 * Keeps a member's stored abandoned exams to the latest {@link #KEEP}: a start + abandon loop would
 * otherwise store a deck's worth of question rows each time, kept for ever and read again by every
 * later start ({@code timesSeen}). Run in the transaction that starts the member's next exam, so
 * only a member who starts exams pays for it. Submitted exams, their questions and reviews, and the
 * running exam are never touched.
 */
final class AbandonedExams {
  /** How many abandoned exams a member keeps (their history still lists them). */
  static final int KEEP = 10;

  private AbandonedExams() {}

  /** Deletes the member's abandoned exams older than the latest {@link #KEEP}, with their rows. */
  static int prune(Connection c, long memberId) throws SQLException {
    List<Long> older = new ArrayList<>();
    try (PreparedStatement ps =
        c.prepareStatement(
            "SELECT exam_id FROM exams WHERE user_id = ? AND status = 'ABANDONED'"
                + " ORDER BY started_at DESC, exam_id DESC")) {
      ps.setLong(1, memberId);
      try (ResultSet rs = ps.executeQuery()) {
        for (int seen = 0; rs.next(); seen++) {
          if (seen >= KEEP) {
            older.add(rs.getLong(1));
          }
        }
      }
    }
    if (older.isEmpty()) {
      return 0;
    }
    // Children first; exam_report_dms holds submitted exams only.
    for (String table : List.of("exam_questions", "exam_forecasts", "exams")) {
      try (PreparedStatement ps =
          c.prepareStatement(
              "DELETE FROM " + table + " WHERE exam_id = ? AND " + abandonedOnly(table))) {
        for (long exam : older) {
          ps.setLong(1, exam);
          ps.setLong(2, memberId);
          ps.addBatch();
        }
        ps.executeBatch();
      }
    }
    return older.size();
  }

  /** The condition that keeps a delete to the member's abandoned exams, whatever ran meanwhile. */
  private static String abandonedOnly(String table) {
    return table.equals("exams")
        ? "user_id = ? AND status = 'ABANDONED'"
        : "EXISTS (SELECT 1 FROM exams e WHERE e.exam_id = "
            + table
            + ".exam_id AND e.user_id = ? AND e.status = 'ABANDONED')";
  }
}
