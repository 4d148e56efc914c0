package dev.quizbot.practice;

import dev.quizbot.storage.Database;
import dev.quizbot.testing.PostgresDatabases;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.condition.EnabledIfEnvironmentVariable;

/**
 * {@link JdbcLearnersContract} on a real PostgreSQL: a fresh database per test. Runs only when
 * {@code QUIZBOT_TEST_POSTGRES_URL} names the test server ({@code bash .ci/start-postgres.sh}).
 */
@EnabledIfEnvironmentVariable(named = "QUIZBOT_TEST_POSTGRES_URL", matches = "jdbc:postgresql:.*")
final class JdbcLearnersPostgresTest extends JdbcLearnersContract {
  private String url;

  @BeforeEach
  void freshDatabase() {
    url = PostgresDatabases.fresh("learners");
  }

  @Override
  Database openDatabase() {
    return Database.open(url, null, null);
  }
}
