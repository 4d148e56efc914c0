package dev.quizbot.exam;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/** Reading the rows of {@code exams} and {@code exam_questions} into records. */
final class ExamRows {

  static final String EXAM_COLUMNS =
      "exam_id, user_id, deck_id, question_count, minutes, time_factor, pass_percent, started_at,"
          + " ends_at, position, status, finished_at, submitted_by, score";
  static final String ITEM_COLUMNS =
      "idx, question_id, topic, choice, answered_at, flagged, skipped, is_right, first_choice,"
          + " first_answered_at, shown_at";

  private ExamRows() {}

  static Optional<ExamState> state(Connection c, long examId) throws SQLException {
    try (PreparedStatement ps =
        c.prepareStatement("SELECT " + EXAM_COLUMNS + " FROM exams WHERE exam_id = ?")) {
      ps.setLong(1, examId);
      try (ResultSet rs = ps.executeQuery()) {
        if (!rs.next()) {
          return Optional.empty();
        }
        Exam exam = exam(rs);
        return Optional.of(new ExamState(exam, items(c, examId)));
      }
    }
  }

  static List<ExamItem> items(Connection c, long examId) throws SQLException {
    List<ExamItem> items = new ArrayList<>();
    try (PreparedStatement ps =
        c.prepareStatement(
            "SELECT " + ITEM_COLUMNS + " FROM exam_questions WHERE exam_id = ? ORDER BY idx")) {
      ps.setLong(1, examId);
      try (ResultSet rs = ps.executeQuery()) {
        while (rs.next()) {
          boolean right = rs.getBoolean("is_right");
          Optional<Boolean> graded = rs.wasNull() ? Optional.empty() : Optional.of(right);
          items.add(
              new ExamItem(
                  rs.getInt("idx"),
                  rs.getString("question_id"),
                  rs.getString("topic"),
                  choice(rs, "choice"),
                  instant(rs, "answered_at"),
                  rs.getBoolean("flagged"),
                  rs.getBoolean("skipped"),
                  graded,
                  choice(rs, "first_choice"),
                  instant(rs, "first_answered_at"),
                  instant(rs, "shown_at")));
        }
      }
    }
    return items;
  }

  private static OptionalInt choice(ResultSet rs, String column) throws SQLException {
    int choice = rs.getInt(column);
    return rs.wasNull() ? OptionalInt.empty() : OptionalInt.of(choice);
  }

  private static Optional<Instant> instant(ResultSet rs, String column) throws SQLException {
    long at = rs.getLong(column);
    return rs.wasNull() ? Optional.empty() : Optional.of(Instant.ofEpochMilli(at));
  }

  static Exam exam(ResultSet rs) throws SQLException {
    long finished = rs.getLong("finished_at");
    Optional<Instant> finishedAt =
        rs.wasNull() ? Optional.empty() : Optional.of(Instant.ofEpochMilli(finished));
    String by = rs.getString("submitted_by");
    int score = rs.getInt("score");
    OptionalInt scored = rs.wasNull() ? OptionalInt.empty() : OptionalInt.of(score);
    return new Exam(
        rs.getLong("exam_id"),
        rs.getLong("user_id"),
        rs.getString("deck_id"),
        rs.getInt("question_count"),
        rs.getInt("minutes"),
        rs.getDouble("time_factor"),
        rs.getInt("pass_percent"),
        Instant.ofEpochMilli(rs.getLong("started_at")),
        Instant.ofEpochMilli(rs.getLong("ends_at")),
        rs.getInt("position"),
        ExamStatus.valueOf(rs.getString("status")),
        finishedAt,
        Optional.ofNullable(by).map(SubmittedBy::valueOf),
        scored);
  }
}
