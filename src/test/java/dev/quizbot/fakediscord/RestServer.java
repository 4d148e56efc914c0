package dev.quizbot.fakediscord;

import com.fasterxml.jackson.databind.JsonNode;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The REST half of the fake: HTTP on 127.0.0.1, checks the bot token, applies injected faults and
 * optional rate limits, records every request, then hands it to {@link RestRoutes}.
 */
final class RestServer implements AutoCloseable {

  private static final Logger log = LoggerFactory.getLogger(RestServer.class);
  private static final String PREFIX = "/api/v10/";

  private final HttpServer server;
  private final ExecutorService executor;
  private final String token;
  private final RestRoutes routes;
  private final RestFaults faults;
  private final RateLimitEnforcer rateLimits;
  private final RestLog restLog;
  private final Object inFlightLock = new Object();
  private int inFlight;

  RestServer(
      String token,
      RestRoutes routes,
      RestFaults faults,
      RateLimitEnforcer rateLimits,
      RestLog restLog)
      throws IOException {
    this.token = token;
    this.routes = routes;
    this.faults = faults;
    this.rateLimits = rateLimits;
    this.restLog = restLog;
    this.server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 128);
    this.executor = Executors.newFixedThreadPool(8, daemon("fake-discord-rest"));
    server.setExecutor(executor);
    server.createContext("/", this::handle);
    server.start();
  }

  /** Serves {@code path} and below with {@code handler} too (the fake CDN). */
  void serve(String path, com.sun.net.httpserver.HttpHandler handler) {
    server.createContext(path, handler);
  }

  /** {@code http://127.0.0.1:<port>}: scheme, host and port of every URL it serves. */
  String origin() {
    return "http://127.0.0.1:" + server.getAddress().getPort();
  }

  /** Base URL for JDA's {@code RestConfig#setBaseUrl}, ending in {@code /api/v10/}. */
  String baseUrl() {
    return "http://127.0.0.1:" + server.getAddress().getPort() + PREFIX;
  }

  private void handle(HttpExchange exchange) throws IOException {
    synchronized (inFlightLock) {
      inFlight++;
    }
    try {
      serve(exchange);
    } finally {
      synchronized (inFlightLock) {
        inFlight--;
        inFlightLock.notifyAll();
      }
    }
  }

  private void serve(HttpExchange exchange) throws IOException {
    try (exchange) {
      String rawPath = exchange.getRequestURI().getRawPath();
      String rawQuery = exchange.getRequestURI().getRawQuery();
      String method = exchange.getRequestMethod();
      byte[] bytes = exchange.getRequestBody().readAllBytes();
      if (!rawPath.startsWith(PREFIX)) {
        send(exchange, 404, DiscordError.notFound().toJson(), Map.of());
        return;
      }
      String relative = rawPath.substring(PREFIX.length());
      String logPath = rawQuery == null ? relative : relative + "?" + rawQuery;
      RestRequest request;
      String logBody;
      try {
        String contentType = exchange.getRequestHeaders().getFirst("Content-Type");
        List<Multipart.Part> files = new ArrayList<>();
        JsonNode body;
        if (contentType != null && contentType.startsWith("multipart/form-data")) {
          body = Json.object();
          for (Multipart.Part part : Multipart.parse(bytes, Multipart.boundary(contentType))) {
            if ("payload_json".equals(part.name())) {
              body = Json.parse(part.text());
            } else if (part.filename() != null) {
              files.add(part);
            }
          }
          logBody = Json.write(body);
        } else {
          logBody = new String(bytes, StandardCharsets.UTF_8);
          body = Json.parse(bytes);
        }
        request = new RestRequest(method, segments(relative), query(rawQuery), body, files);
      } catch (RuntimeException e) {
        DiscordError bad =
            new DiscordError(400, 50109, "The request body contains invalid JSON.", null);
        restLog.record(new RecordedRequest(method, logPath, "<unparseable>", 400));
        send(exchange, 400, bad.toJson(), Map.of());
        return;
      }
      String auth = exchange.getRequestHeaders().getFirst("Authorization");
      boolean webhookRoute =
          relative.startsWith("webhooks/") || relative.startsWith("interactions/");
      if (!webhookRoute && !("Bot " + token).equals(auth)) {
        restLog.record(new RecordedRequest(method, logPath, logBody, 401));
        send(exchange, 401, new DiscordError(401, 0, "401: Unauthorized", null).toJson(), Map.of());
        return;
      }
      String bare = String.join("/", request.segments());
      try {
        faults.delayIfAsked(method, relative);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return; // the fake is closing
      }
      Optional<RestFaults.Fault> fault = faults.take(method, relative);
      if (fault.isEmpty()) {
        fault = rateLimits.check(method, request.segments().toArray(String[]::new));
      }
      if (fault.isPresent()) {
        RestFaults.Fault f = fault.get();
        restLog.record(new RecordedRequest(method, logPath, logBody, f.status()));
        sendRaw(exchange, f.status(), f.body().getBytes(StandardCharsets.UTF_8), f.headers());
        return;
      }
      int status;
      try {
        Optional<DiscordError> refused = faults.refusedBody(method, relative, request.body());
        if (refused.isPresent()) {
          throw refused.get();
        }
        RestResponse response = routes.handle(request);
        status = response.status();
        Optional<RestFaults.Fault> lostAnswer = faults.afterServing(method, relative);
        if (lostAnswer.isPresent()) {
          RestFaults.Fault f = lostAnswer.get();
          restLog.record(new RecordedRequest(method, logPath, logBody, f.status()));
          sendRaw(exchange, f.status(), f.body().getBytes(StandardCharsets.UTF_8), f.headers());
          return;
        }
        restLog.record(new RecordedRequest(method, logPath, logBody, status));
        Optional<Duration> stall = faults.bodyStall(method, relative);
        if (stall.isPresent()) {
          sendStalled(exchange, status, response.body(), stall.get());
          return;
        }
        send(exchange, status, response.body(), Map.of());
      } catch (DiscordError error) {
        restLog.record(new RecordedRequest(method, logPath, logBody, error.status()));
        send(exchange, error.status(), error.toJson(), Map.of());
      } catch (RuntimeException e) {
        log.error("fake Discord failed on {} {}", method, bare, e);
        restLog.record(new RecordedRequest(method, logPath, logBody, 500));
        send(
            exchange,
            500,
            new DiscordError(500, 0, "500: Internal Server Error", null).toJson(),
            Map.of());
      }
    }
  }

  private static List<String> segments(String relative) {
    List<String> segments = new ArrayList<>();
    for (String raw : relative.split("/")) {
      if (!raw.isEmpty()) {
        // Emoji arrive UTF-8 percent-encoded; '+' is not a space in a path.
        segments.add(URLDecoder.decode(raw.replace("+", "%2B"), StandardCharsets.UTF_8));
      }
    }
    return List.copyOf(segments);
  }

  private static Map<String, String> query(String rawQuery) {
    Map<String, String> query = new LinkedHashMap<>();
    if (rawQuery != null) {
      for (String pair : rawQuery.split("&")) {
        int eq = pair.indexOf('=');
        String key = eq < 0 ? pair : pair.substring(0, eq);
        String value = eq < 0 ? "" : pair.substring(eq + 1);
        query.put(
            URLDecoder.decode(key, StandardCharsets.UTF_8),
            URLDecoder.decode(value, StandardCharsets.UTF_8));
      }
    }
    return query;
  }

  private static void send(
      HttpExchange exchange, int status, JsonNode body, Map<String, String> headers)
      throws IOException {
    byte[] bytes = body == null ? new byte[0] : Json.write(body).getBytes(StandardCharsets.UTF_8);
    sendRaw(exchange, status, bytes, headers);
  }

  private static void sendRaw(
      HttpExchange exchange, int status, byte[] bytes, Map<String, String> headers)
      throws IOException {
    headers.forEach((k, v) -> exchange.getResponseHeaders().add(k, v));
    if (bytes.length == 0) {
      exchange.sendResponseHeaders(status, -1);
      return;
    }
    exchange.getResponseHeaders().add("Content-Type", "application/json");
    exchange.sendResponseHeaders(status, bytes.length);
    try (OutputStream out = exchange.getResponseBody()) {
      out.write(bytes);
    }
  }

  /** {@link RestFaults#stallBodyNext}: headers and one byte now, the rest after {@code stall}. */
  private void sendStalled(HttpExchange exchange, int status, JsonNode body, Duration stall)
      throws IOException {
    byte[] bytes = Json.write(body).getBytes(StandardCharsets.UTF_8);
    exchange.getResponseHeaders().add("Content-Type", "application/json");
    exchange.sendResponseHeaders(status, bytes.length);
    try (OutputStream out = exchange.getResponseBody()) {
      out.write(bytes, 0, 1);
      out.flush();
      try {
        Thread.sleep(stall.toMillis());
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return; // the fake is closing
      }
      faults.stallEnded();
      out.write(bytes, 1, bytes.length - 1);
    }
  }

  static java.util.concurrent.ThreadFactory daemon(String name) {
    return runnable -> {
      Thread thread = new Thread(runnable, name);
      thread.setDaemon(true);
      return thread;
    };
  }

  @Override
  public void close() {
    // Let a response that is being written finish (at most 1 s), or JDA reads a cut body and
    // logs an ERROR that fails an unrelated test. The wait is ours: JDK 17's HttpServer.stop(1)
    // waits the whole second even with nothing in flight (JDK-8304065, fixed in 22), which cost
    // every end-to-end test a second.
    awaitNothingInFlight(Duration.ofSeconds(1));
    server.stop(0);
    executor.shutdownNow();
  }

  private void awaitNothingInFlight(Duration atMost) {
    long deadline = System.nanoTime() + atMost.toNanos();
    synchronized (inFlightLock) {
      long left;
      while (inFlight > 0 && (left = deadline - System.nanoTime()) > 0) {
        try {
          inFlightLock.wait(Math.max(1, left / 1_000_000));
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          return;
        }
      }
    }
  }
}
