package dev.quizbot.exam;

import dev.quizbot.storage.Database;
import dev.quizbot.storage.StorageException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * {@link ReportDms} on plain JDBC (SQLite and PostgreSQL, {@code V13__exam_report_dms.sql}, {@code
 * V16__exam_report_dm_retries.sql}).
 */
public final class JdbcReportDms implements ReportDms {

  /** {@code first_claimed_at} read as NULL: never claimed (epoch millis are never negative). */
  private static final long NEVER = -1;

  private final Database database;

  public JdbcReportDms(Database database) {
    this.database = database;
  }

  /** Records the owed DM; called inside the submission's transaction. */
  static void owe(Connection c, long examId, long memberId, Instant at) throws SQLException {
    try (PreparedStatement ps =
        c.prepareStatement(
            "INSERT INTO exam_report_dms (exam_id, user_id, state, owed_at)"
                + " VALUES (?, ?, 'OWED', ?)")) {
      ps.setLong(1, examId);
      ps.setLong(2, memberId);
      ps.setLong(3, at.toEpochMilli());
      ps.executeUpdate();
    }
  }

  @Override
  public List<Long> claimable(Instant now, Instant staleBefore, int limit) {
    return work(
        "read owed exam report DMs",
        c -> {
          try (PreparedStatement ps =
              c.prepareStatement(
                  "SELECT exam_id FROM exam_report_dms WHERE state = 'OWED'"
                      + " AND (claimed_at IS NULL OR claimed_at <= ?)"
                      + " AND (next_attempt_at IS NULL OR next_attempt_at <= ?)"
                      + " ORDER BY owed_at LIMIT ?")) {
            ps.setLong(1, staleBefore.toEpochMilli());
            ps.setLong(2, now.toEpochMilli());
            ps.setInt(3, limit);
            List<Long> ids = new ArrayList<>();
            try (ResultSet rs = ps.executeQuery()) {
              while (rs.next()) {
                ids.add(rs.getLong(1));
              }
            }
            return ids;
          }
        });
  }

  @Override
  public Optional<Claim> claim(long examId, String process, Instant now, Instant staleBefore) {
    return work(
        "claim the report DM of exam " + examId,
        c -> {
          long firstClaimedAt;
          int attempts;
          try (PreparedStatement ps =
              c.prepareStatement(
                  "SELECT first_claimed_at, attempts FROM exam_report_dms WHERE exam_id = ?")) {
            ps.setLong(1, examId);
            try (ResultSet rs = ps.executeQuery()) {
              if (!rs.next()) {
                return Optional.<Claim>empty();
              }
              firstClaimedAt = rs.getLong(1);
              if (rs.wasNull()) {
                firstClaimedAt = NEVER;
              }
              attempts = rs.getInt(2);
            }
          }
          // The compare-and-set also covers what was just read: a claim or a failure recorded by
          // another process in between makes this one lose, so the retake flag is never stale.
          try (PreparedStatement ps =
              c.prepareStatement(
                  "UPDATE exam_report_dms SET claimed_by = ?, claimed_at = ?,"
                      + " first_claimed_at = COALESCE(first_claimed_at, ?)"
                      + " WHERE exam_id = ? AND state = 'OWED'"
                      + " AND (claimed_at IS NULL OR claimed_at <= ?)"
                      + " AND (next_attempt_at IS NULL OR next_attempt_at <= ?)"
                      + " AND COALESCE(first_claimed_at, "
                      + NEVER
                      + ") = ? AND attempts = ?")) {
            ps.setString(1, process);
            ps.setLong(2, now.toEpochMilli());
            ps.setLong(3, now.toEpochMilli());
            ps.setLong(4, examId);
            ps.setLong(5, staleBefore.toEpochMilli());
            ps.setLong(6, now.toEpochMilli());
            ps.setLong(7, firstClaimedAt);
            ps.setInt(8, attempts);
            if (ps.executeUpdate() != 1) {
              return Optional.<Claim>empty();
            }
          }
          Optional<Instant> earlier =
              firstClaimedAt == NEVER
                  ? Optional.empty()
                  : Optional.of(Instant.ofEpochMilli(firstClaimedAt));
          return Optional.of(new Claim(earlier, attempts));
        });
  }

  @Override
  public void sent(long examId, String process, Instant at) {
    finish(examId, "SENT", at);
  }

  @Override
  public void gaveUp(long examId, String process, Instant at) {
    finish(examId, "GAVE_UP", at);
  }

  private void finish(long examId, String state, Instant at) {
    // Whoever's send Discord took: even a claim taken over meanwhile ends here, never resent.
    work(
        "mark the report DM of exam " + examId + " " + state,
        c -> {
          try (PreparedStatement ps =
              c.prepareStatement(
                  "UPDATE exam_report_dms SET state = ?, done_at = ?"
                      + " WHERE exam_id = ? AND state = 'OWED'")) {
            ps.setString(1, state);
            ps.setLong(2, at.toEpochMilli());
            ps.setLong(3, examId);
            return ps.executeUpdate();
          }
        });
  }

  @Override
  public void release(long examId, String process) {
    work(
        "release the report DM of exam " + examId,
        c -> {
          try (PreparedStatement ps =
              c.prepareStatement(
                  "UPDATE exam_report_dms SET claimed_by = NULL, claimed_at = NULL"
                      + " WHERE exam_id = ? AND state = 'OWED' AND claimed_by = ?")) {
            ps.setLong(1, examId);
            ps.setString(2, process);
            return ps.executeUpdate();
          }
        });
  }

  @Override
  public boolean retryLater(long examId, String process, int attempts, Instant nextAt) {
    return work(
        "put off the report DM of exam " + examId,
        c -> {
          try (PreparedStatement ps =
              c.prepareStatement(
                  "UPDATE exam_report_dms SET claimed_by = NULL, claimed_at = NULL,"
                      + " attempts = ?, next_attempt_at = ?"
                      + " WHERE exam_id = ? AND state = 'OWED' AND claimed_by = ?")) {
            ps.setInt(1, attempts);
            ps.setLong(2, nextAt.toEpochMilli());
            ps.setLong(3, examId);
            ps.setString(4, process);
            return ps.executeUpdate() == 1;
          }
        });
  }

  @Override
  public boolean abandon(long examId, String process, int attempts, Instant at) {
    return work(
        "give up the report DM of exam " + examId,
        c -> {
          try (PreparedStatement ps =
              c.prepareStatement(
                  "UPDATE exam_report_dms SET state = 'GAVE_UP', done_at = ?, attempts = ?,"
                      + " claimed_by = NULL, claimed_at = NULL"
                      + " WHERE exam_id = ? AND state = 'OWED' AND claimed_by = ?")) {
            ps.setLong(1, at.toEpochMilli());
            ps.setInt(2, attempts);
            ps.setLong(3, examId);
            ps.setString(4, process);
            return ps.executeUpdate() == 1;
          }
        });
  }

  private <T> T work(String what, Database.TransactionWork<T> work) {
    try {
      return database.inTransaction(work);
    } catch (SQLException e) {
      throw new StorageException("cannot " + what + ": " + e.getMessage(), e);
    }
  }
}
