package dev.quizbot.e2e.shard;

import dev.quizbot.fakediscord.DiscordScenario;
import dev.quizbot.testing.PostgresDatabases;
import java.nio.file.Path;
import org.junit.jupiter.api.condition.EnabledIfEnvironmentVariable;

/**
 * {@link ShardedBotsE2ETest} with both bots (shard 0 and 1 of 2) on one real PostgreSQL server,
 * each test in a database of its own created on the server of {@code QUIZBOT_TEST_POSTGRES_URL}:
 * rounds, reveals and daily questions each handled once, by their owner.
 */
@EnabledIfEnvironmentVariable(named = "QUIZBOT_TEST_POSTGRES_URL", matches = "jdbc:postgresql:.*")
final class ShardedBotsPostgresE2ETest extends ShardedBotsE2ETest {

  @Override
  TwoShards newWorld(DiscordScenario discord, Path dir) {
    return new TwoShards(
        discord, dir.resolve("unused.db"), PostgresDatabases.fresh("quizbot_shards"));
  }
}
