package dev.quizbot.storage;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.quizbot.testing.CuttableProxy;
import dev.quizbot.testing.RealFaults;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The health check's own database probe: fast, and failing while the database fails. */
final class DatabaseHealthTest {

  @TempDir Path dir;

  @Test
  @DisplayName("SQLite made immutable (chattr +i): the probe fails within 1 s naming read-only")
  void sqliteImmutableFails() throws Exception {
    assumeTrue(RealFaults.canChattr(), RealFaults.CHATTR_NEEDS);
    Path file = dir.resolve("quizbot.db");
    try (Database db = Database.openSqlite(file)) {
      assertThat(db.isAnswering()).isTrue();

      // WHEN the database file is made immutable
      RealFaults.immutable(file, true);
      try {
        long t0 = System.nanoTime();
        Optional<String> problem = db.probeProblem();
        long ms = (System.nanoTime() - t0) / 1_000_000;

        // THEN the probe says so in plain words, in time
        assertThat(problem).hasValueSatisfying(p -> assertThat(p).contains("read-only"));
        assertThat(ms).isLessThan(1_000);
      } finally {
        RealFaults.immutable(file, false);
      }
      // AND it answers again once the file is writable
      assertThat(db.isAnswering()).isTrue();
    }
  }

  @Test
  @DisplayName("SQLite file deleted: the probe fails instead of creating an empty database")
  void sqliteDeletedFails() throws Exception {
    Path file = dir.resolve("quizbot.db");
    try (Database db = Database.openSqlite(file)) {
      java.nio.file.Files.move(file, dir.resolve("moved.db"));

      assertThat(db.probeProblem()).isPresent();
      assertThat(file).doesNotExist();
    }
  }

  @Test
  @DisplayName("PostgreSQL cut (connection refused): the probe fails within 1 s, then recovers")
  void postgresCutFailsFast() throws Exception {
    String url = System.getenv("QUIZBOT_TEST_POSTGRES_URL");
    assumeTrue(
        url != null && url.startsWith("jdbc:postgresql:"),
        "QUIZBOT_TEST_POSTGRES_URL names no PostgreSQL database (bash .ci/start-postgres.sh)");
    try (CuttableProxy proxy = CuttableProxy.forJdbcUrl(url);
        Database db = Database.open(proxy.route(url), null, null)) {
      assertThat(db.isAnswering()).isTrue();

      proxy.cut();
      long t0 = System.nanoTime();
      Optional<String> problem = db.probeProblem();
      long ms = (System.nanoTime() - t0) / 1_000_000;

      assertThat(problem).hasValueSatisfying(p -> assertThat(p).contains("refused"));
      assertThat(ms).isLessThan(1_000);

      proxy.restore();
      assertThat(db.isAnswering()).isTrue();
    }
  }

  @Test
  @DisplayName(
      "GET /health during a PostgreSQL outage answers 503 within 1 s, 200 again once it is back")
  void healthEndpointDuringPostgresOutage() throws Exception {
    String url = System.getenv("QUIZBOT_TEST_POSTGRES_URL");
    assumeTrue(
        url != null && url.startsWith("jdbc:postgresql:"),
        "QUIZBOT_TEST_POSTGRES_URL names no PostgreSQL database (bash .ci/start-postgres.sh)");
    java.net.http.HttpClient client = java.net.http.HttpClient.newHttpClient();
    try (CuttableProxy proxy = CuttableProxy.forJdbcUrl(url);
        Database db = Database.open(proxy.route(url), null, null);
        dev.quizbot.health.HealthServer health =
            dev.quizbot.health.HealthServer.start(
                0, java.util.Map.of("database", db::isAnswering))) {
      java.net.http.HttpRequest get =
          java.net.http.HttpRequest.newBuilder(
                  java.net.URI.create("http://127.0.0.1:" + health.port() + "/health"))
              .build();
      assertThat(client.send(get, java.net.http.HttpResponse.BodyHandlers.ofString()).statusCode())
          .isEqualTo(200);

      proxy.cut();
      for (int i = 0; i < 3; i++) {
        long t0 = System.nanoTime();
        var response = client.send(get, java.net.http.HttpResponse.BodyHandlers.ofString());
        long ms = (System.nanoTime() - t0) / 1_000_000;
        assertThat(response.statusCode()).isEqualTo(503);
        assertThat(response.body()).contains("database");
        assertThat(ms).isLessThan(1_000);
      }

      proxy.restore();
      assertThat(client.send(get, java.net.http.HttpResponse.BodyHandlers.ofString()).statusCode())
          .isEqualTo(200);
    }
  }
}
