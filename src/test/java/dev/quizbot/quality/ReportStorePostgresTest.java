package dev.quizbot.quality;

import dev.quizbot.storage.Database;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import org.junit.jupiter.api.condition.EnabledIfEnvironmentVariable;

/**
 * {@link ReportStoreContract} on a real PostgreSQL. Runs only when {@code
 * QUIZBOT_TEST_POSTGRES_URL} names a scratch database ({@code bash .ci/start-postgres.sh} prints
 * one); its reports table is emptied before each test.
 */
@EnabledIfEnvironmentVariable(named = "QUIZBOT_TEST_POSTGRES_URL", matches = "jdbc:postgresql:.*")
final class ReportStorePostgresTest extends ReportStoreContract {

  @Override
  Database openDatabase() {
    Database db = Database.open(System.getenv("QUIZBOT_TEST_POSTGRES_URL"), null, null);
    try (Connection c = db.connection();
        Statement st = c.createStatement()) {
      st.execute("DELETE FROM question_reports");
    } catch (SQLException e) {
      db.close();
      throw new IllegalStateException(e);
    }
    return db;
  }
}
