package dev.quizbot.lifecycle;

import dev.quizbot.storage.Database;
import dev.quizbot.testing.PostgresDatabases;
import org.junit.jupiter.api.condition.EnabledIfEnvironmentVariable;

/**
 * {@link ServerLifecycleContract} on a real PostgreSQL: a fresh database per test. Runs only when
 * {@code QUIZBOT_TEST_POSTGRES_URL} names the test server ({@code bash .ci/start-postgres.sh}).
 */
@EnabledIfEnvironmentVariable(named = "QUIZBOT_TEST_POSTGRES_URL", matches = "jdbc:postgresql:.*")
final class ServerLifecyclePostgresTest extends ServerLifecycleContract {
  private String url;

  @Override
  Database openDatabase() {
    url = PostgresDatabases.fresh("lifecycle");
    return Database.open(url, null, null);
  }

  @Override
  Database reopenDatabase() {
    return Database.open(url, null, null);
  }
}
