package dev.quizbot.serverdeck;

import dev.quizbot.storage.Database;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import org.junit.jupiter.api.condition.EnabledIfEnvironmentVariable;

/**
 * {@link ServerDeckBanksContract} on a real PostgreSQL. Runs only when {@code
 * QUIZBOT_TEST_POSTGRES_URL} names a scratch database ({@code bash .ci/start-postgres.sh} prints
 * one); the server-deck tables are emptied before each test.
 */
@EnabledIfEnvironmentVariable(named = "QUIZBOT_TEST_POSTGRES_URL", matches = "jdbc:postgresql:.*")
final class ServerDeckBanksPostgresTest extends ServerDeckBanksContract {

  @Override
  Database openDatabase() {
    Database db = reopenDatabase();
    try (Connection c = db.connection();
        Statement st = c.createStatement()) {
      st.execute("DELETE FROM server_deck_questions");
      st.execute("DELETE FROM server_decks");
    } catch (SQLException e) {
      db.close();
      throw new IllegalStateException(e);
    }
    return db;
  }

  @Override
  Database reopenDatabase() {
    return Database.open(System.getenv("QUIZBOT_TEST_POSTGRES_URL"), null, null);
  }
}
