package dev.quizbot.round;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.quizbot.e2e.LogCapture;
import dev.quizbot.shard.Shard;
import dev.quizbot.storage.Database;
import dev.quizbot.testing.AnswerStores;
import dev.quizbot.testing.PostgresServer;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The answer writer on a real PostgreSQL that is stopped with {@code pg_ctl stop -m fast} and
 * started again: answers graded meanwhile are all stored once after, and the log names the cause.
 * Needs {@code QUIZBOT_TEST_POSTGRES_URL} and {@code QUIZBOT_TEST_POSTGRES_DATA}.
 */
final class AnswerWriterPostgresStopTest {
  private static final long GUILD = 222_000_000_000_000_022L;
  private static final long ROUND = 222_000_000_000_000_023L;
  private static final Instant T = Instant.parse("2026-06-10T06:00:00Z");

  @Test
  @DisplayName(
      "PostgreSQL stopped with pg_ctl and started: answers held, all stored once; cause named")
  void stoppedAndStarted() throws Exception {
    String url = System.getenv("QUIZBOT_TEST_POSTGRES_URL");
    assumeTrue(url != null && url.startsWith("jdbc:postgresql:"), "no QUIZBOT_TEST_POSTGRES_URL");
    PostgresServer server = PostgresServer.fromEnvironment();
    assumeTrue(server != null, PostgresServer.NEEDS);
    LogCapture logs = new LogCapture();
    try (Database db = Database.open(url, null, null)) {
      try (Connection c = db.connection();
          Statement st = c.createStatement()) {
        st.executeUpdate("DELETE FROM answers WHERE guild_id = " + GUILD);
        st.executeUpdate("DELETE FROM member_stats WHERE guild_id = " + GUILD);
        st.executeUpdate("DELETE FROM rounds WHERE guild_id = " + GUILD);
      }
      new JdbcRoundStore(db, Shard.ALL).insert(PostedRounds.quiz(ROUND, GUILD, T));
      AnswerWriter writer =
          new AnswerWriter(
              AnswerStores.withLeaderboard(db),
              100,
              Clock.systemUTC(),
              Duration.ofMillis(50),
              Duration.ofMillis(500),
              10_000);
      writer.start();
      logs.attach();
      try {
        writer.enqueue(answer(1));
        writer.flush();

        // WHEN the server is stopped and ten members answer
        server.stop();
        try {
          for (long user = 2; user <= 11; user++) {
            writer.enqueue(answer(user));
          }
          long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
          while (logs.lines().stream().noneMatch(l -> l.contains("storing answers fails"))
              && System.nanoTime() < deadline) {
            Thread.sleep(100);
          }
        } finally {
          server.start();
        }

        // THEN once it runs again all eleven are stored exactly once
        assertThat(writer.flush(Duration.ofSeconds(30))).isTrue();
      } finally {
        writer.close();
        logs.detach();
      }
      try (Connection c = db.connection();
          Statement st = c.createStatement();
          ResultSet rs =
              st.executeQuery(
                  "SELECT count(*), count(DISTINCT user_id) FROM answers WHERE round_id = "
                      + ROUND)) {
        rs.next();
        assertThat(rs.getInt(1)).isEqualTo(11);
        assertThat(rs.getInt(2)).isEqualTo(11);
      }
    }
    assertThat(logs.lines())
        .filteredOn(l -> l.startsWith("WARN") && l.contains("storing answers fails"))
        .singleElement()
        .satisfies(
            l ->
                assertThat(l.lines().findFirst().orElseThrow())
                    .containsAnyOf("refused", "shutting down"));
    assertThat(logs.lines())
        .anySatisfy(l -> assertThat(l).contains("10 answer(s) written late, none lost"));
  }

  private static StoredAnswer answer(long user) {
    return new StoredAnswer(ROUND, GUILD, user, 0, true, 10, T.plusSeconds(1), false, "t");
  }
}
