package dev.quizbot.study;

import dev.quizbot.storage.Database;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.ZoneId;
import java.util.List;
import java.util.Optional;

/** {@link StudySettingsStore} on plain JDBC (SQLite and PostgreSQL, see V7__study.sql). */
public final class JdbcStudySettingsStore implements StudySettingsStore {

  private static final String COLUMNS =
      "user_id, desired_retention, daily_new_limit, exam_date, reminder_time, zone_id,"
          + " reminder_enabled, exam_time_factor, updated_at";

  private final StudyJdbc jdbc;

  public JdbcStudySettingsStore(Database database) {
    this.jdbc = new StudyJdbc(database);
  }

  @Override
  public Optional<StudySettings> find(long memberId) {
    return jdbc
        .query(
            "read the study settings of member " + memberId,
            "SELECT " + COLUMNS + " FROM study_settings WHERE user_id = ?",
            ps -> ps.setLong(1, memberId),
            JdbcStudySettingsStore::settings)
        .stream()
        .findFirst();
  }

  @Override
  public void save(StudySettings s) {
    jdbc.update(
        "save the study settings of member " + s.memberId(),
        "INSERT INTO study_settings ("
            + COLUMNS
            + ") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"
            + " ON CONFLICT (user_id) DO UPDATE SET desired_retention = excluded.desired_retention,"
            + " daily_new_limit = excluded.daily_new_limit, exam_date = excluded.exam_date,"
            + " reminder_time = excluded.reminder_time, zone_id = excluded.zone_id,"
            + " reminder_enabled = excluded.reminder_enabled,"
            + " exam_time_factor = excluded.exam_time_factor, updated_at = excluded.updated_at",
        ps -> {
          ps.setLong(1, s.memberId());
          ps.setDouble(2, s.desiredRetention());
          ps.setInt(3, s.dailyNewLimit());
          ps.setString(4, s.examDate().map(LocalDate::toString).orElse(null));
          ps.setString(5, s.reminderTime().map(JdbcStudySettingsStore::hhmm).orElse(null));
          ps.setString(6, s.zone().getId());
          ps.setBoolean(7, s.remindersOn());
          ps.setDouble(8, s.examTimeFactor());
          ps.setLong(9, s.updatedAt().toEpochMilli());
        });
  }

  @Override
  public List<StudySettings> withRemindersOn() {
    return jdbc.query(
        "read the members with study reminders",
        "SELECT " + COLUMNS + " FROM study_settings WHERE reminder_enabled = TRUE ORDER BY user_id",
        ps -> {},
        JdbcStudySettingsStore::settings);
  }

  /** 'HH:mm': a reminder is at a minute; seconds would never match a tick. */
  private static String hhmm(LocalTime t) {
    return String.format("%02d:%02d", t.getHour(), t.getMinute());
  }

  private static StudySettings settings(ResultSet rs) throws SQLException {
    return new StudySettings(
        rs.getLong("user_id"),
        rs.getDouble("desired_retention"),
        rs.getInt("daily_new_limit"),
        Optional.ofNullable(rs.getString("exam_date")).map(LocalDate::parse),
        Optional.ofNullable(rs.getString("reminder_time")).map(LocalTime::parse),
        ZoneId.of(rs.getString("zone_id")),
        rs.getBoolean("reminder_enabled"),
        rs.getDouble("exam_time_factor"),
        Instant.ofEpochMilli(rs.getLong("updated_at")));
  }

  @Override
  public void rememberReminderLanguage(long memberId, String languageTag) {
    jdbc.update(
        "store the reminder language of member " + memberId,
        "UPDATE study_settings SET reminder_locale = ? WHERE user_id = ?",
        ps -> {
          ps.setString(1, languageTag);
          ps.setLong(2, memberId);
        });
  }

  @Override
  public Optional<String> reminderLanguage(long memberId) {
    return jdbc
        .query(
            "read the reminder language of member " + memberId,
            "SELECT reminder_locale FROM study_settings WHERE user_id = ?",
            ps -> ps.setLong(1, memberId),
            rs -> Optional.ofNullable(rs.getString(1)))
        .stream()
        .flatMap(Optional::stream)
        .findFirst();
  }
}
