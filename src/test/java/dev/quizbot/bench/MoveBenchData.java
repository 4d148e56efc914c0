package dev.quizbot.bench;

import dev.quizbot.storage.Database;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;

/**
 * The SQLite database {@code quizbot move} is measured on: the leaderboard bench's big server
 * (100,000 members, 1,000,000 answers), the study bench's memory states (100,000 members with ten
 * each, a review logged per state, open sessions), and exams and question reports written with
 * plain SQL as the stores would have left them.
 */
public final class MoveBenchData {
  private MoveBenchData() {}

  /**
   * @param tenth a tenth of every count (the suite's short mode)
   */
  public static void seed(Path file, boolean tenth) throws Exception {
    int div = tenth ? 10 : 1;
    try (Database db = Database.openSqlite(file)) {
      LeaderboardBench.seedGuild(
          db, LeaderboardBench.BIG_GUILD, 100_000 / div, 1_000_000 / div, 365, 1);
      StudyBenchData.seed(db, tenth ? StudyBenchData.Scale.SHORT : StudyBenchData.Scale.FULL);
      seedExams(db, 10_000 / div, 60);
      seedReports(db, 20_000 / div);
    }
  }

  private static void seedExams(Database db, int exams, int size) throws Exception {
    long at = StudyBenchData.NOW.toEpochMilli() - 86_400_000L;
    try (Connection c = db.connection()) {
      c.setAutoCommit(false);
      try (PreparedStatement exam =
              c.prepareStatement(
                  "INSERT INTO exams (exam_id, user_id, deck_id, question_count, minutes,"
                      + " time_factor, pass_percent, started_at, ends_at, position, status,"
                      + " finished_at, submitted_by, score, language) VALUES (?, ?, ?, ?, 90, 1.25,"
                      + " 70, ?, ?, 0, 'SUBMITTED', ?, 'MEMBER', ?, 'en')");
          PreparedStatement question =
              c.prepareStatement(
                  "INSERT INTO exam_questions (exam_id, idx, question_id, topic, choice,"
                      + " answered_at, flagged, skipped, is_right, first_choice,"
                      + " first_answered_at, shown_at) VALUES (?, ?, ?, 'memory', ?, ?, FALSE,"
                      + " FALSE, ?, ?, ?, ?)")) {
        for (int e = 0; e < exams; e++) {
          long id = 1 + e;
          long start = at + e * 1_000L;
          exam.setLong(1, id);
          exam.setLong(2, StudyBenchData.memberId(e % 100_000));
          exam.setString(3, StudyBenchData.DECK);
          exam.setInt(4, size);
          exam.setLong(5, start);
          exam.setLong(6, start + 90 * 60_000L);
          exam.setLong(7, start + 3_600_000L);
          exam.setInt(8, size * 3 / 4);
          exam.addBatch();
          for (int i = 0; i < size; i++) {
            question.setLong(1, id);
            question.setInt(2, i);
            question.setString(3, StudyBenchData.questionId((e * 7 + i) % 1_000));
            question.setInt(4, i % 4);
            question.setLong(5, start + i * 30_000L);
            question.setBoolean(6, i % 4 == 0);
            question.setInt(7, i % 4);
            question.setLong(8, start + i * 30_000L);
            question.setLong(9, start + i * 30_000L - 20_000L);
            question.addBatch();
          }
          if (e % 100 == 99) {
            exam.executeBatch();
            question.executeBatch();
          }
        }
        exam.executeBatch();
        question.executeBatch();
      }
      c.commit();
    }
  }

  private static void seedReports(Database db, int reports) throws Exception {
    try (Connection c = db.connection()) {
      c.setAutoCommit(false);
      try (PreparedStatement ps =
          c.prepareStatement(
              "INSERT INTO question_reports (user_id, question_id, text_hash, guild_id, picked,"
                  + " reason, note, created_at) VALUES (?, ?, ?, ?, 'wrong 1', 'wrong_key', ?,"
                  + " ?)")) {
        for (int r = 0; r < reports; r++) {
          ps.setLong(1, StudyBenchData.memberId(r % 100_000));
          ps.setString(2, StudyBenchData.questionId(r % 1_000));
          ps.setString(3, String.format("%064x", r));
          ps.setLong(4, LeaderboardBench.BIG_GUILD);
          ps.setString(5, "The key looks wrong to me, see page " + r + " of the manual.");
          ps.setLong(6, StudyBenchData.NOW.toEpochMilli() - r * 1_000L);
          ps.addBatch();
          if (r % 1_000 == 999) {
            ps.executeBatch();
          }
        }
        ps.executeBatch();
      }
      c.commit();
    }
  }
}
