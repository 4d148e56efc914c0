package dev.quizbot.quality;

import dev.quizbot.storage.StorageException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import javax.sql.DataSource;

/**
 * {@link ReportStore} on plain JDBC (SQLite and PostgreSQL, see V8__question_reports.sql). Takes a
 * {@link DataSource}: the bot's pool, or the read-only connection of {@code quizbot items}.
 */
public final class JdbcReportStore implements ReportStore {

  private final DataSource dataSource;

  public JdbcReportStore(DataSource dataSource) {
    this.dataSource = dataSource;
  }

  @Override
  public ReportOutcome add(QuestionReport r) {
    // The primary key (user_id, question_id, text_hash) keeps the first report of a version; a
    // second one, even from two clicks at once, inserts nothing.
    String sql =
        "INSERT INTO question_reports (user_id, question_id, text_hash, guild_id, picked, reason,"
            + " note, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"
            + " ON CONFLICT (user_id, question_id, text_hash) DO NOTHING";
    try (Connection c = dataSource.getConnection();
        PreparedStatement ps = c.prepareStatement(sql)) {
      ps.setLong(1, r.memberId());
      ps.setString(2, r.questionId());
      ps.setString(3, r.textHash());
      if (r.guildId() == null) {
        ps.setNull(4, Types.BIGINT);
      } else {
        ps.setLong(4, r.guildId());
      }
      ps.setString(5, r.picked());
      ps.setString(6, r.reason().code());
      ps.setString(7, QuestionReport.cleanNote(r.note())); // never a U+0000 to PostgreSQL
      ps.setLong(8, r.createdAt().toEpochMilli());
      return ps.executeUpdate() == 1 ? ReportOutcome.STORED : ReportOutcome.ALREADY_NOTED;
    } catch (SQLException e) {
      throw new StorageException(
          "cannot store the report of question " + r.questionId() + ": " + e.getMessage(), e);
    }
  }

  @Override
  public List<QuestionReport> all() {
    String sql =
        "SELECT user_id, question_id, text_hash, guild_id, picked, reason, note, created_at"
            + " FROM question_reports ORDER BY question_id, created_at, user_id";
    try (Connection c = dataSource.getConnection();
        PreparedStatement ps = c.prepareStatement(sql);
        ResultSet rs = ps.executeQuery()) {
      List<QuestionReport> reports = new ArrayList<>();
      while (rs.next()) {
        long guild = rs.getLong("guild_id");
        Long guildId = rs.wasNull() ? null : guild;
        String reason = rs.getString("reason");
        reports.add(
            new QuestionReport(
                rs.getLong("user_id"),
                rs.getString("question_id"),
                rs.getString("text_hash"),
                guildId,
                rs.getString("picked"),
                ReportReason.ofCode(reason).orElse(ReportReason.OTHER),
                rs.getString("note"),
                Instant.ofEpochMilli(rs.getLong("created_at"))));
      }
      return reports;
    } catch (SQLException e) {
      throw new StorageException("cannot read the question reports: " + e.getMessage(), e);
    }
  }
}
