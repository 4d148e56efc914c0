package dev.quizbot.memberdata;

import dev.quizbot.storage.Database;
import dev.quizbot.testing.PostgresDatabases;
import org.junit.jupiter.api.condition.EnabledIfEnvironmentVariable;

/**
 * {@link MemberDataContract} on a real PostgreSQL: each test on a fresh database of the server
 * {@code QUIZBOT_TEST_POSTGRES_URL} names ({@code bash .ci/start-postgres.sh} prints one).
 */
@EnabledIfEnvironmentVariable(named = "QUIZBOT_TEST_POSTGRES_URL", matches = "jdbc:postgresql:.*")
final class MemberDataPostgresTest extends MemberDataContract {

  @Override
  Database openDatabase() {
    return Database.open(PostgresDatabases.fresh("memberdata"), null, null);
  }
}
