package dev.quizbot.health;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import dev.quizbot.config.ConfigException;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.BooleanSupplier;
import java.util.stream.Collectors;

/**
 * Liveness endpoint on 127.0.0.1 for Docker's HEALTHCHECK: {@code GET /health} answers 200 {@code
 * {"status":"up"}} when every check passes, else 503 naming the failing checks. Loopback only: the
 * endpoint is for the container itself, not the network.
 */
public final class HealthServer implements AutoCloseable {
  public static final String PATH = "/health";

  private final HttpServer server;
  private final ExecutorService executor;
  private final Map<String, BooleanSupplier> checks;

  private HealthServer(
      HttpServer server, ExecutorService executor, Map<String, BooleanSupplier> checks) {
    this.server = server;
    this.executor = executor;
    this.checks = checks;
  }

  /**
   * Starts serving on {@code 127.0.0.1:port} ({@code 0} picks a free port, for tests; callers skip
   * starting when {@code health.port} is 0).
   *
   * @param checks named checks such as {@code "gateway"} and {@code "database"}, evaluated on every
   *     request in order; a check that throws counts as failing
   * @throws ConfigException when the port cannot be bound (in use, or not allowed): the admin fixes
   *     it with health.port, and start-up reports it like any other bad setting
   */
  public static HealthServer start(int port, Map<String, BooleanSupplier> checks) {
    HttpServer server;
    try {
      server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), 0);
    } catch (IOException e) {
      throw new ConfigException(
          "health.port: cannot listen on 127.0.0.1:" + port + " (" + e.getMessage() + ")",
          "Choose a free port in health.port (QUIZBOT_HEALTH_PORT), or 0 to turn the health"
              + " server off",
          e);
    }
    ExecutorService executor =
        Executors.newSingleThreadExecutor(
            r -> {
              Thread t = new Thread(r, "health-http");
              t.setDaemon(true);
              return t;
            });
    HealthServer health = new HealthServer(server, executor, new LinkedHashMap<>(checks));
    server.createContext("/", health::handle);
    server.setExecutor(executor);
    server.start();
    return health;
  }

  /** The bound port (useful when started with port 0). */
  public int port() {
    return server.getAddress().getPort();
  }

  /** Where it listens: always a loopback address. */
  public InetSocketAddress address() {
    return server.getAddress();
  }

  /** Names of the checks failing right now, in the order given. */
  public List<String> failingChecks() {
    List<String> failing = new ArrayList<>();
    checks.forEach(
        (name, check) -> {
          boolean ok;
          try {
            ok = check.getAsBoolean();
          } catch (RuntimeException e) {
            ok = false;
          }
          if (!ok) {
            failing.add(name);
          }
        });
    return failing;
  }

  @Override
  public void close() {
    server.stop(0);
    executor.shutdownNow();
  }

  private void handle(HttpExchange exchange) throws IOException {
    try (exchange) {
      if (!exchange.getRequestURI().getPath().equals(PATH)) {
        send(exchange, 404, "{\"error\":\"not found; try GET /health\"}");
      } else if (!exchange.getRequestMethod().equals("GET")
          && !exchange.getRequestMethod().equals("HEAD")) {
        exchange.getResponseHeaders().set("Allow", "GET, HEAD");
        send(exchange, 405, "{\"error\":\"method not allowed; use GET\"}");
      } else {
        List<String> failing = failingChecks();
        if (failing.isEmpty()) {
          send(exchange, 200, "{\"status\":\"up\"}");
        } else {
          String names =
              failing.stream()
                  .map(n -> "\"" + jsonEscape(n) + "\"")
                  .collect(Collectors.joining(","));
          send(exchange, 503, "{\"status\":\"down\",\"failing\":[" + names + "]}");
        }
      }
    }
  }

  private static void send(HttpExchange exchange, int status, String json) throws IOException {
    byte[] body = json.getBytes(StandardCharsets.UTF_8);
    exchange.getResponseHeaders().set("Content-Type", "application/json");
    boolean head = exchange.getRequestMethod().equals("HEAD");
    exchange.sendResponseHeaders(status, head ? -1 : body.length);
    if (!head) {
      try (OutputStream out = exchange.getResponseBody()) {
        out.write(body);
      }
    }
  }

  private static String jsonEscape(String s) {
    return s.replace("\\", "\\\\").replace("\"", "\\\"");
  }
}
