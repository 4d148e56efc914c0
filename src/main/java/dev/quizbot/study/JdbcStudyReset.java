package dev.quizbot.study;

import dev.quizbot.storage.Database;
import java.sql.PreparedStatement;
import java.util.List;

/**
 * {@link StudyReset} on plain JDBC: one DELETE per study table by the member's id, and the member's
 * mock exams with their questions, in one transaction. Rounds, answers and leaderboards are the
 * servers' records and are not touched.
 */
public final class JdbcStudyReset implements StudyReset {

  /** Every table of V7__study.sql, and V11's stored DM channel; all keyed by user_id. */
  static final List<String> TABLES =
      List.of(
          "study_reviews",
          "study_memory",
          "study_sessions",
          "study_settings",
          "study_reminder_claims",
          "study_dm_channels",
          "study_member_parameters");

  private final StudyJdbc jdbc;

  public JdbcStudyReset(Database database) {
    this.jdbc = new StudyJdbc(database);
  }

  @Override
  public int reset(long memberId) {
    return jdbc.inTransaction(
        "delete the study data of member " + memberId,
        c -> {
          int deleted = 0;
          for (String table : TABLES) {
            try (PreparedStatement ps =
                c.prepareStatement("DELETE FROM " + table + " WHERE user_id = ?")) {
              ps.setLong(1, memberId);
              deleted += ps.executeUpdate();
            }
          }
          // The member's mock exams (V9__exams.sql) are study data too; their questions first.
          try (PreparedStatement ps =
              c.prepareStatement(
                  "DELETE FROM exam_questions WHERE exam_id IN"
                      + " (SELECT exam_id FROM exams WHERE user_id = ?)")) {
            ps.setLong(1, memberId);
            deleted += ps.executeUpdate();
          }
          try (PreparedStatement ps = c.prepareStatement("DELETE FROM exams WHERE user_id = ?")) {
            ps.setLong(1, memberId);
            deleted += ps.executeUpdate();
          }
          // Their owed or sent report DMs (V13__exam_report_dms.sql) name the member too.
          try (PreparedStatement ps =
              c.prepareStatement("DELETE FROM exam_report_dms WHERE user_id = ?")) {
            ps.setLong(1, memberId);
            deleted += ps.executeUpdate();
          }
          // The forecasts stored at their start (V21__exam_forecasts.sql).
          try (PreparedStatement ps =
              c.prepareStatement("DELETE FROM exam_forecasts WHERE user_id = ?")) {
            ps.setLong(1, memberId);
            deleted += ps.executeUpdate();
          }
          return deleted;
        });
  }
}
