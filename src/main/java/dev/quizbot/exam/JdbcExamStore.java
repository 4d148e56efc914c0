package dev.quizbot.exam;

import dev.quizbot.storage.Database;
import dev.quizbot.storage.StorageException;
import dev.quizbot.study.ReviewLog;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** {@link ExamStore} on plain JDBC (SQLite and PostgreSQL, see {@code V9__exams.sql}). */
public final class JdbcExamStore implements ExamStore {

  private static final String EXAM_COLUMNS = ExamRows.EXAM_COLUMNS;
  private static final String ITEM_COLUMNS = ExamRows.ITEM_COLUMNS;
  static final String RUNNING_EXAM =
      " EXISTS (SELECT 1 FROM exams WHERE exams.exam_id = ? AND status = 'RUNNING')";

  private final Database database;
  private final ReviewLog reviews;

  /**
   * @param reviews records a submission's memory updates in the submission's transaction
   */
  public JdbcExamStore(Database database, ReviewLog reviews) {
    this.database = database;
    this.reviews = reviews;
  }

  @Override
  public boolean create(ExamState state) {
    Exam e = state.exam();
    return transaction(
        "start an exam of member " + e.memberId(),
        c -> {
          // DO NOTHING without a target: the partial unique index (one running exam per member)
          // decides, on SQLite and PostgreSQL alike.
          try (PreparedStatement ps =
              c.prepareStatement(
                  "INSERT INTO exams ("
                      + EXAM_COLUMNS
                      + ") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, NULL, NULL)"
                      + " ON CONFLICT DO NOTHING")) {
            ps.setLong(1, e.examId());
            ps.setLong(2, e.memberId());
            ps.setString(3, e.deckId());
            ps.setInt(4, e.questionCount());
            ps.setInt(5, e.minutes());
            ps.setDouble(6, e.timeFactor());
            ps.setInt(7, e.passPercent());
            ps.setLong(8, e.startedAt().toEpochMilli());
            ps.setLong(9, e.endsAt().toEpochMilli());
            ps.setInt(10, e.position());
            ps.setString(11, e.status().name());
            if (ps.executeUpdate() == 0) {
              return false;
            }
          }
          try (PreparedStatement ps =
              c.prepareStatement(
                  "INSERT INTO exam_questions (exam_id, "
                      + ITEM_COLUMNS
                      + ") VALUES (?, ?, ?, ?, NULL, NULL, FALSE, FALSE, NULL, NULL, NULL, ?)")) {
            for (ExamItem item : state.items()) {
              ps.setLong(1, e.examId());
              ps.setInt(2, item.index());
              ps.setString(3, item.questionId());
              ps.setString(4, item.topic());
              // The question shown at the start (ExamState.showing): its response time starts now.
              if (item.shownAt().isPresent()) {
                ps.setLong(5, item.shownAt().get().toEpochMilli());
              } else {
                ps.setNull(5, Types.BIGINT);
              }
              ps.addBatch();
            }
            ps.executeBatch();
          }
          AbandonedExams.prune(c, e.memberId());
          return true;
        });
  }

  @Override
  public Optional<ExamState> running(long memberId) {
    return read(
        "read the running exam of member " + memberId,
        "SELECT " + EXAM_COLUMNS + " FROM exams WHERE user_id = ? AND status = 'RUNNING'",
        memberId);
  }

  @Override
  public Optional<ExamState> find(long examId) {
    return read(
        "read exam " + examId, "SELECT " + EXAM_COLUMNS + " FROM exams WHERE exam_id = ?", examId);
  }

  @Override
  public boolean answer(long examId, int index, int choice, Instant at, int nextPosition) {
    return transaction(
        "store an answer of exam " + examId,
        c -> {
          if (!ExamQuestionWrites.answer(c, examId, index, choice, at, nextPosition)) {
            return false;
          }
          return setPosition(c, examId, nextPosition);
        });
  }

  @Override
  public boolean skip(long examId, int index, int nextPosition, Instant at) {
    return transaction(
        "skip a question of exam " + examId,
        c -> {
          if (!ExamQuestionWrites.skip(c, examId, index, at, nextPosition)) {
            return false;
          }
          return setPosition(c, examId, nextPosition);
        });
  }

  @Override
  public boolean flag(long examId, int index, boolean flagged, Instant at) {
    return transaction(
        "flag a question of exam " + examId,
        c -> updateItem(c, "flagged = " + (flagged ? "TRUE" : "FALSE"), examId, index));
  }

  @Override
  public boolean move(long examId, int position, Instant at) {
    return transaction(
        "move exam " + examId,
        c -> {
          if (!setPosition(c, examId, position)) {
            return false;
          }
          ExamQuestionWrites.shown(c, examId, position, at);
          return true;
        });
  }

  @Override
  public Optional<ExamState> submit(
      long examId, Instant at, SubmittedBy by, Grading grading, boolean owesDm) {
    return transaction(
        "submit exam " + examId,
        c -> {
          // The compare-and-set first: it takes the write lock (SQLite) or the row lock
          // (PostgreSQL), so a second submitter waits here and then finds the status changed.
          try (PreparedStatement ps =
              c.prepareStatement(
                  "UPDATE exams SET status = 'SUBMITTED', finished_at = ?, submitted_by = ?"
                      + " WHERE exam_id = ? AND status = 'RUNNING'")) {
            ps.setLong(1, at.toEpochMilli());
            ps.setString(2, by.name());
            ps.setLong(3, examId);
            if (ps.executeUpdate() == 0) {
              return Optional.<ExamState>empty();
            }
          }
          ExamState stored = ExamRows.state(c, examId).orElseThrow();
          Graded graded = grading.grade(stored);
          int score = 0;
          try (PreparedStatement ps =
              c.prepareStatement(
                  "UPDATE exam_questions SET is_right = ? WHERE exam_id = ? AND idx = ?")) {
            for (ExamItem item : stored.items()) {
              boolean right = graded.right().getOrDefault(item.index(), false);
              score += right ? 1 : 0;
              ps.setBoolean(1, right);
              ps.setLong(2, examId);
              ps.setInt(3, item.index());
              ps.addBatch();
            }
            ps.executeBatch();
          }
          try (PreparedStatement ps =
              c.prepareStatement("UPDATE exams SET score = ? WHERE exam_id = ?")) {
            ps.setInt(1, score);
            ps.setLong(2, examId);
            ps.executeUpdate();
          }
          reviews.apply(c, graded.reviews());
          if (owesDm) {
            JdbcReportDms.owe(c, examId, stored.exam().memberId(), at);
          }
          return ExamRows.state(c, examId);
        });
  }

  @Override
  public boolean abandon(long examId, Instant at) {
    return transaction(
        "abandon exam " + examId,
        c -> {
          try (PreparedStatement ps =
              c.prepareStatement(
                  "UPDATE exams SET status = 'ABANDONED', finished_at = ?"
                      + " WHERE exam_id = ? AND status = 'RUNNING'")) {
            ps.setLong(1, at.toEpochMilli());
            ps.setLong(2, examId);
            if (ps.executeUpdate() != 1) {
              return false;
            }
          }
          try (PreparedStatement ps =
              c.prepareStatement("SELECT user_id FROM exams WHERE exam_id = ?")) {
            ps.setLong(1, examId);
            try (ResultSet rs = ps.executeQuery()) {
              rs.next();
              AbandonedExams.prune(c, rs.getLong(1));
            }
          }
          return true;
        });
  }

  @Override
  public List<Long> dueBy(Instant now) {
    return transaction(
        "read the exams past their deadline",
        c -> {
          List<Long> ids = new ArrayList<>();
          try (PreparedStatement ps =
              c.prepareStatement(
                  "SELECT exam_id FROM exams WHERE status = 'RUNNING' AND ends_at <= ?"
                      + " ORDER BY ends_at")) {
            ps.setLong(1, now.toEpochMilli());
            try (ResultSet rs = ps.executeQuery()) {
              while (rs.next()) {
                ids.add(rs.getLong(1));
              }
            }
          }
          return ids;
        });
  }

  @Override
  public Map<String, Integer> timesSeen(long memberId) {
    return transaction(
        "read the exam questions of member " + memberId,
        c -> {
          Map<String, Integer> seen = new HashMap<>();
          try (PreparedStatement ps =
              c.prepareStatement(
                  "SELECT q.question_id, COUNT(*) FROM exam_questions q"
                      + " JOIN exams e ON e.exam_id = q.exam_id WHERE e.user_id = ?"
                      + " GROUP BY q.question_id")) {
            ps.setLong(1, memberId);
            try (ResultSet rs = ps.executeQuery()) {
              while (rs.next()) {
                seen.put(rs.getString(1), rs.getInt(2));
              }
            }
          }
          return seen;
        });
  }

  @Override
  public List<Exam> history(long memberId, int limit) {
    return transaction(
        "read the exam history of member " + memberId,
        c -> {
          List<Exam> exams = new ArrayList<>();
          try (PreparedStatement ps =
              c.prepareStatement(
                  "SELECT "
                      + EXAM_COLUMNS
                      + " FROM exams WHERE user_id = ? ORDER BY started_at DESC, exam_id DESC"
                      + " LIMIT ?")) {
            ps.setLong(1, memberId);
            ps.setInt(2, limit);
            try (ResultSet rs = ps.executeQuery()) {
              while (rs.next()) {
                exams.add(ExamRows.exam(rs));
              }
            }
          }
          return exams;
        });
  }

  @Override
  public Optional<ExamState> previousSubmitted(long memberId, String deckId, Instant before) {
    return transaction(
        "read the previous exam of member " + memberId,
        c -> {
          long id;
          try (PreparedStatement ps =
              c.prepareStatement(
                  "SELECT exam_id FROM exams WHERE user_id = ? AND deck_id = ?"
                      + " AND status = 'SUBMITTED' AND started_at < ?"
                      + " ORDER BY started_at DESC, exam_id DESC LIMIT 1")) {
            ps.setLong(1, memberId);
            ps.setString(2, deckId);
            ps.setLong(3, before.toEpochMilli());
            try (ResultSet rs = ps.executeQuery()) {
              if (!rs.next()) {
                return Optional.<ExamState>empty();
              }
              id = rs.getLong(1);
            }
          }
          return ExamRows.state(c, id);
        });
  }

  private Optional<ExamState> read(String what, String sql, long key) {
    return transaction(
        what,
        c -> {
          Exam exam;
          try (PreparedStatement ps = c.prepareStatement(sql)) {
            ps.setLong(1, key);
            try (ResultSet rs = ps.executeQuery()) {
              if (!rs.next()) {
                return Optional.<ExamState>empty();
              }
              exam = ExamRows.exam(rs);
            }
          }
          return Optional.of(new ExamState(exam, ExamRows.items(c, exam.examId())));
        });
  }

  private static boolean updateItem(Connection c, String set, long examId, int index)
      throws SQLException {
    try (PreparedStatement ps =
        c.prepareStatement(
            "UPDATE exam_questions SET "
                + set
                + " WHERE exam_id = ? AND idx = ? AND"
                + RUNNING_EXAM)) {
      ps.setLong(1, examId);
      ps.setInt(2, index);
      ps.setLong(3, examId);
      return ps.executeUpdate() == 1;
    }
  }

  private static boolean setPosition(Connection c, long examId, int position) throws SQLException {
    try (PreparedStatement ps =
        c.prepareStatement(
            "UPDATE exams SET position = ? WHERE exam_id = ? AND status = 'RUNNING'")) {
      ps.setInt(1, position);
      ps.setLong(2, examId);
      return ps.executeUpdate() == 1;
    }
  }

  private <T> T transaction(String what, Database.TransactionWork<T> work) {
    try {
      return database.inTransaction(work);
    } catch (SQLException e) {
      throw new StorageException("cannot " + what + ": " + e.getMessage(), e);
    }
  }
}
