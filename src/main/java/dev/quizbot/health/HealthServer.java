package dev.quizbot.health;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import dev.quizbot.config.ConfigException;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;
import java.util.stream.Collectors;

/**
 * Liveness endpoint on 127.0.0.1 for Docker's HEALTHCHECK: {@code GET /health} answers 200 {@code
 * {"status":"up"}} when every check passes, else 503 naming the failing checks. Loopback only: the
 * endpoint is for the container itself, not the network.
 *
 * <p>Every request is answered within {@link #CHECK_BUDGET} and some milliseconds: checks run on
 * their own threads, and one that has not answered by then counts as failing (a database that hangs
 * is down for Docker, not a health probe that hangs). A check still running from an earlier request
 * is waited for again instead of being started twice, so a hanging check holds one thread, not one
 * per request.
 */
public final class HealthServer implements AutoCloseable {
  public static final String PATH = "/health";

  /** How long a request waits for its checks; Docker's probe and the issue ask for 1 s. */
  static final Duration CHECK_BUDGET = Duration.ofMillis(800);

  private final HttpServer server;
  private final ExecutorService executor;
  private final ExecutorService checkThreads;
  private final Map<String, BooleanSupplier> checks;
  private final Duration budget;
  // The evaluation of each check still running, reused by the next request (guarded by this).
  private final Map<String, CompletableFuture<Boolean>> running = new LinkedHashMap<>();

  private HealthServer(
      HttpServer server,
      ExecutorService executor,
      Map<String, BooleanSupplier> checks,
      Duration budget) {
    this.server = server;
    this.executor = executor;
    this.checks = checks;
    this.budget = budget;
    this.checkThreads =
        Executors.newCachedThreadPool(
            r -> {
              Thread t = new Thread(r, "health-check");
              t.setDaemon(true);
              return t;
            });
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
    return start(port, checks, CHECK_BUDGET);
  }

  /** As {@link #start(int, Map)}, with the time a request waits for its checks. */
  static HealthServer start(int port, Map<String, BooleanSupplier> checks, Duration budget) {
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
    HealthServer health = new HealthServer(server, executor, new LinkedHashMap<>(checks), budget);
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

  /**
   * Names of the checks failing right now, in the order given: those that answer false, throw, or
   * have not answered within the budget.
   */
  public List<String> failingChecks() {
    Map<String, CompletableFuture<Boolean>> asked = new LinkedHashMap<>();
    checks.forEach((name, check) -> asked.put(name, evaluation(name, check)));
    long deadline = System.nanoTime() + budget.toNanos();
    List<String> failing = new ArrayList<>();
    asked.forEach(
        (name, answer) -> {
          boolean ok;
          try {
            ok = answer.get(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
          } catch (TimeoutException | ExecutionException e) {
            ok = false;
          } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            ok = false;
          }
          if (!ok) {
            failing.add(name);
          }
        });
    return failing;
  }

  /** The running evaluation of {@code check}, or a new one when none runs. */
  private synchronized CompletableFuture<Boolean> evaluation(String name, BooleanSupplier check) {
    CompletableFuture<Boolean> current = running.get(name);
    if (current != null && !current.isDone()) {
      return current;
    }
    CompletableFuture<Boolean> started =
        CompletableFuture.supplyAsync(check::getAsBoolean, checkThreads);
    running.put(name, started);
    return started;
  }

  @Override
  public void close() {
    server.stop(0);
    executor.shutdownNow();
    checkThreads.shutdownNow();
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
