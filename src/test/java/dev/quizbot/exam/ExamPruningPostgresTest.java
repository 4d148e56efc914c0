package dev.quizbot.exam;

import dev.quizbot.storage.Database;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.condition.EnabledIfEnvironmentVariable;

/**
 * {@link ExamPruningContract} on a real PostgreSQL ({@code QUIZBOT_TEST_POSTGRES_URL}, e.g. from
 * {@code bash .ci/start-postgres.sh}); the exam and study tables are emptied before each test.
 */
@EnabledIfEnvironmentVariable(named = "QUIZBOT_TEST_POSTGRES_URL", matches = "jdbc:postgresql:.*")
final class ExamPruningPostgresTest extends ExamPruningContract {

  @BeforeEach
  void empty() throws SQLException {
    try (Database db = openDatabase();
        Connection c = db.connection();
        Statement s = c.createStatement()) {
      s.execute(
          "TRUNCATE exams, exam_questions, exam_report_dms, exam_forecasts, study_reviews,"
              + " study_memory, study_settings");
    }
  }

  @Override
  Database openDatabase() {
    return Database.open(System.getenv("QUIZBOT_TEST_POSTGRES_URL"), null, null);
  }
}
