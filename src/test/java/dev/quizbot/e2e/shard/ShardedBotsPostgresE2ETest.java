package dev.quizbot.e2e.shard;

import dev.quizbot.fakediscord.DiscordScenario;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.UUID;
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
    return new TwoShards(discord, dir.resolve("unused.db"), freshDatabase());
  }

  /** A new empty database on the test server; its URL. */
  static String freshDatabase() {
    String url = System.getenv("QUIZBOT_TEST_POSTGRES_URL");
    String name = "quizbot_shards_" + UUID.randomUUID().toString().replace("-", "");
    try (Connection c = DriverManager.getConnection(url);
        Statement st = c.createStatement()) {
      st.execute("CREATE DATABASE " + name);
    } catch (Exception e) {
      throw new IllegalStateException("cannot create a database on " + url, e);
    }
    // jdbc:postgresql://host:port/db?params -> same server, the new database
    return url.replaceFirst("(jdbc:postgresql://[^/]+/)[^?]*", "$1" + name);
  }
}
