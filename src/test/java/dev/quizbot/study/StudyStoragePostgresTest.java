package dev.quizbot.study;

import dev.quizbot.storage.Database;
import java.sql.SQLException;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.condition.EnabledIfEnvironmentVariable;

/**
 * {@link StudyStorageContract} on a real PostgreSQL. Runs only when {@code
 * QUIZBOT_TEST_POSTGRES_URL} names a scratch database ({@code bash .ci/start-postgres.sh} prints
 * one); its study tables are emptied before each test.
 */
@EnabledIfEnvironmentVariable(named = "QUIZBOT_TEST_POSTGRES_URL", matches = "jdbc:postgresql:.*")
final class StudyStoragePostgresTest extends StudyStorageContract {

  @BeforeEach
  void empty() throws SQLException {
    try (Database db = openDatabase()) {
      emptyStudyTables(db);
    }
  }

  @Override
  Database openDatabase() {
    return Database.open(System.getenv("QUIZBOT_TEST_POSTGRES_URL"), null, null);
  }
}
