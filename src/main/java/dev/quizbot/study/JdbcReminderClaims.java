package dev.quizbot.study;

import dev.quizbot.storage.Database;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.LocalDate;
import java.util.Optional;

/**
 * {@link ReminderClaims} on plain JDBC, the same conditional writes as the daily question's claims
 * ({@code daily.JdbcDailyStore}): the primary key (member, local date) lets one insert win, and a
 * re-claim or a finish only succeeds for the exact state and attempt the caller holds.
 */
public final class JdbcReminderClaims implements ReminderClaims {

  private static final int MAX_ERROR_LENGTH = 500;
  private static final String COLUMNS =
      "user_id, local_date, status, claimed_by, claimed_at, attempts, last_error";

  private final StudyJdbc jdbc;

  public JdbcReminderClaims(Database database) {
    this.jdbc = new StudyJdbc(database);
  }

  @Override
  public boolean insert(
      long memberId, LocalDate localDate, ReminderStatus status, String claimedBy, Instant at) {
    return jdbc.update(
            "claim the reminder of member " + memberId + " for " + localDate,
            "INSERT INTO study_reminder_claims (user_id, local_date, status, claimed_by,"
                + " claimed_at, attempts) VALUES (?, ?, ?, ?, ?, ?)"
                + " ON CONFLICT (user_id, local_date) DO NOTHING",
            ps -> {
              ps.setLong(1, memberId);
              ps.setString(2, localDate.toString());
              ps.setString(3, status.name());
              ps.setString(4, claimedBy);
              ps.setLong(5, at.toEpochMilli());
              ps.setInt(6, status == ReminderStatus.CLAIMED ? 1 : 0);
            })
        == 1;
  }

  @Override
  public Optional<ReminderClaim> find(long memberId, LocalDate localDate) {
    return jdbc
        .query(
            "read the reminder claim of member " + memberId + " for " + localDate,
            "SELECT "
                + COLUMNS
                + " FROM study_reminder_claims WHERE user_id = ? AND local_date = ?",
            ps -> {
              ps.setLong(1, memberId);
              ps.setString(2, localDate.toString());
            },
            JdbcReminderClaims::claim)
        .stream()
        .findFirst();
  }

  @Override
  public boolean reclaim(
      long memberId,
      LocalDate localDate,
      ReminderStatus expectedStatus,
      int expectedAttempts,
      String claimedBy,
      Instant at) {
    return jdbc.update(
            "re-claim the reminder of member " + memberId + " for " + localDate,
            "UPDATE study_reminder_claims SET status = 'CLAIMED', claimed_by = ?,"
                + " claimed_at = ?, attempts = attempts + 1, last_error = NULL"
                + " WHERE user_id = ? AND local_date = ? AND status = ? AND attempts = ?",
            ps -> {
              ps.setString(1, claimedBy);
              ps.setLong(2, at.toEpochMilli());
              ps.setLong(3, memberId);
              ps.setString(4, localDate.toString());
              ps.setString(5, expectedStatus.name());
              ps.setInt(6, expectedAttempts);
            })
        == 1;
  }

  @Override
  public boolean markSent(long memberId, LocalDate localDate, String claimedBy, int attempt) {
    return finish(memberId, localDate, claimedBy, attempt, ReminderStatus.SENT, null);
  }

  @Override
  public boolean markFailed(
      long memberId, LocalDate localDate, String claimedBy, int attempt, String error) {
    String shortError =
        error.length() > MAX_ERROR_LENGTH ? error.substring(0, MAX_ERROR_LENGTH) : error;
    return finish(memberId, localDate, claimedBy, attempt, ReminderStatus.FAILED, shortError);
  }

  private boolean finish(
      long memberId,
      LocalDate localDate,
      String claimedBy,
      int attempt,
      ReminderStatus status,
      String error) {
    return jdbc.update(
            "mark the reminder of member " + memberId + " for " + localDate + " " + status,
            "UPDATE study_reminder_claims SET status = ?, last_error = ?"
                + " WHERE user_id = ? AND local_date = ? AND status = 'CLAIMED'"
                + " AND claimed_by = ? AND attempts = ?",
            ps -> {
              ps.setString(1, status.name());
              ps.setString(2, error);
              ps.setLong(3, memberId);
              ps.setString(4, localDate.toString());
              ps.setString(5, claimedBy);
              ps.setInt(6, attempt);
            })
        == 1;
  }

  @Override
  public java.util.List<ReminderClaim> claimsFrom(LocalDate from) {
    return jdbc.query(
        "read the reminder claims since " + from,
        "SELECT " + COLUMNS + " FROM study_reminder_claims WHERE local_date >= ?",
        ps -> ps.setString(1, from.toString()),
        JdbcReminderClaims::claim);
  }

  @Override
  public boolean snooze(long memberId, LocalDate localDate, int attempt, Instant until) {
    return jdbc.update(
            "snooze the reminder of member " + memberId + " for " + localDate,
            "UPDATE study_reminder_claims SET status = 'SNOOZED', claimed_at = ?"
                + " WHERE user_id = ? AND local_date = ? AND status = 'SENT' AND attempts = ?",
            ps -> {
              ps.setLong(1, until.toEpochMilli());
              ps.setLong(2, memberId);
              ps.setString(3, localDate.toString());
              ps.setInt(4, attempt);
            })
        == 1;
  }

  private static ReminderClaim claim(ResultSet rs) throws SQLException {
    return new ReminderClaim(
        rs.getLong("user_id"),
        LocalDate.parse(rs.getString("local_date")),
        ReminderStatus.valueOf(rs.getString("status")),
        rs.getString("claimed_by"),
        Instant.ofEpochMilli(rs.getLong("claimed_at")),
        rs.getInt("attempts"),
        Optional.ofNullable(rs.getString("last_error")));
  }
}
