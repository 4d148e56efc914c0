package dev.quizbot.health;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

final class HealthServerTest {
  private final HttpClient client = HttpClient.newHttpClient();
  private final PrintStream quiet =
      new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);

  private HttpResponse<String> get(HealthServer server, String path) throws Exception {
    return client.send(
        HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + path)).build(),
        HttpResponse.BodyHandlers.ofString());
  }

  private static Map<String, BooleanSupplier> checks(boolean gateway, boolean database) {
    Map<String, BooleanSupplier> checks = new LinkedHashMap<>();
    checks.put("gateway", () -> gateway);
    checks.put("database", () -> database);
    return checks;
  }

  @Test
  @DisplayName("GET /health answers 200 up when every check passes")
  void upWhenAllPass() throws Exception {
    try (HealthServer server = HealthServer.start(0, checks(true, true))) {
      HttpResponse<String> response = get(server, "/health");

      assertThat(response.statusCode()).isEqualTo(200);
      assertThat(response.body()).isEqualTo("{\"status\":\"up\"}");
    }
  }

  @Test
  @DisplayName("GET /health answers 503 naming the failing check")
  void downNamesFailingCheck() throws Exception {
    try (HealthServer server = HealthServer.start(0, checks(true, false))) {
      HttpResponse<String> response = get(server, "/health");

      assertThat(response.statusCode()).isEqualTo(503);
      assertThat(response.body()).isEqualTo("{\"status\":\"down\",\"failing\":[\"database\"]}");
    }
  }

  @Test
  @DisplayName("a check that throws counts as failing")
  void throwingCheckFails() throws Exception {
    Map<String, BooleanSupplier> checks = new LinkedHashMap<>();
    checks.put(
        "gateway",
        () -> {
          throw new IllegalStateException("not connected");
        });
    try (HealthServer server = HealthServer.start(0, checks)) {
      assertThat(get(server, "/health").statusCode()).isEqualTo(503);
      assertThat(server.failingChecks()).containsExactly("gateway");
    }
  }

  @Test
  @DisplayName("checks are asked on every request, so health follows the bot's state")
  void followsState() throws Exception {
    AtomicBoolean connected = new AtomicBoolean(false);
    try (HealthServer server = HealthServer.start(0, Map.of("gateway", connected::get))) {
      int before = get(server, "/health").statusCode();
      connected.set(true);
      int after = get(server, "/health").statusCode();

      assertThat(before).isEqualTo(503);
      assertThat(after).isEqualTo(200);
    }
  }

  @Test
  @DisplayName("any other path answers 404")
  void otherPathIsNotFound() throws Exception {
    try (HealthServer server = HealthServer.start(0, checks(true, true))) {
      assertThat(get(server, "/").statusCode()).isEqualTo(404);
    }
  }

  @Test
  @DisplayName("the probe exits 0 against a healthy bot")
  void probeHealthy() {
    try (HealthServer server = HealthServer.start(0, checks(true, true))) {
      assertThat(HealthProbe.check(server.port(), quiet)).isEqualTo(HealthProbe.HEALTHY);
    }
  }

  @Test
  @DisplayName("the probe exits 1 against an unhealthy bot")
  void probeUnhealthy() {
    try (HealthServer server = HealthServer.start(0, checks(false, true))) {
      assertThat(HealthProbe.check(server.port(), quiet)).isEqualTo(HealthProbe.UNHEALTHY);
    }
  }

  @Test
  @DisplayName("the probe exits 1 when nothing listens on the port")
  void probeNothingListening() throws Exception {
    int freePort;
    try (ServerSocket socket = new ServerSocket(0)) {
      freePort = socket.getLocalPort();
    }

    assertThat(HealthProbe.check(freePort, quiet)).isEqualTo(HealthProbe.UNHEALTHY);
  }

  @Test
  @DisplayName("the probe exits 1 when the health server is off (port 0)")
  void probeOff() {
    ByteArrayOutputStream out = new ByteArrayOutputStream();

    int status = HealthProbe.check(0, new PrintStream(out, true, StandardCharsets.UTF_8));

    assertThat(status).isEqualTo(HealthProbe.UNHEALTHY);
    assertThat(out.toString(StandardCharsets.UTF_8)).contains("health.port = 0");
  }

  @Test
  @DisplayName("the probe's port argument must be a number")
  void probeBadArgument() {
    assertThat(HealthProbe.run(new String[] {"eighty"}, quiet)).isEqualTo(HealthProbe.UNHEALTHY);
  }

  @Test
  @DisplayName("a port already in use is a configuration problem naming health.port")
  void portInUse() throws Exception {
    try (ServerSocket taken = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
      int port = taken.getLocalPort();

      assertThatThrownBy(() -> HealthServer.start(port, checks(true, true)))
          .isInstanceOf(dev.quizbot.config.ConfigException.class)
          .hasMessageContaining("health.port: cannot listen on 127.0.0.1:" + port);
    }
  }

  @Test
  @DisplayName("the server listens on loopback only")
  void loopbackOnly() {
    try (HealthServer server = HealthServer.start(0, checks(true, true))) {
      assertThat(server.address().getAddress().isLoopbackAddress()).isTrue();
    }
  }

  @Test
  @DisplayName(
      "a check that hangs counts as failing: /health answers 503 after its budget, every time,"
          + " not after the check")
  void hangingCheckAnswersInTime() throws Exception {
    // GIVEN a database check that hangs (a pool waiting 30 s for a connection)
    java.util.concurrent.CountDownLatch release = new java.util.concurrent.CountDownLatch(1);
    java.util.concurrent.atomic.AtomicInteger started =
        new java.util.concurrent.atomic.AtomicInteger();
    Map<String, BooleanSupplier> checks = new LinkedHashMap<>();
    checks.put("gateway", () -> true);
    checks.put(
        "database",
        () -> {
          started.incrementAndGet();
          try {
            release.await();
          } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
          }
          return true;
        });
    // (a budget of 100 ms here; the bot's leaves room inside a 1 s health probe)
    assertThat(HealthServer.CHECK_BUDGET).isLessThanOrEqualTo(Duration.ofMillis(800));
    try (HealthServer server = HealthServer.start(0, checks, Duration.ofMillis(100))) {
      for (int i = 0; i < 3; i++) {
        // WHEN /health is asked
        long t0 = System.nanoTime();
        HttpResponse<String> response = get(server, "/health");
        long ms = (System.nanoTime() - t0) / 1_000_000;

        // THEN it answers 503 naming the database, at the budget's end: the check still hangs
        // (the bound only tells a cut budget from a request waiting on the check, which never ends)
        assertThat(response.statusCode()).isEqualTo(503);
        assertThat(response.body()).contains("\"database\"");
        assertThat(ms).isGreaterThanOrEqualTo(100).isLessThan(10_000);
      }
      // AND the hanging check was started once, not once per request
      assertThat(started.get()).isEqualTo(1);
      // AND once it answers, /health follows it again
      release.countDown();
      assertThat(get(server, "/health").statusCode()).isEqualTo(200);
    }
  }
}
