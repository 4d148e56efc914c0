package dev.quizbot.testing;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.java_websocket.client.WebSocketClient;
import org.java_websocket.handshake.ServerHandshake;

/**
 * A real headless Chromium (Debian's {@code chromium} package) driven over the DevTools protocol:
 * one WebSocket to its first page, JSON commands with ids, events collected. Only what the HTML
 * report's test needs: navigate, evaluate, console errors, screenshot.
 */
public final class HeadlessChromium implements AutoCloseable {

  private static final ObjectMapper JSON = new ObjectMapper();
  private static final Duration TIMEOUT = Duration.ofSeconds(30);

  private final Process process;
  private final Page page;

  private HeadlessChromium(Process process, Page page) {
    this.process = process;
    this.page = page;
  }

  /** The Chromium executable: /usr/bin/chromium, or chromium / chromium-browser on the PATH. */
  public static Optional<Path> find() {
    List<Path> candidates = new ArrayList<>(List.of(Path.of("/usr/bin/chromium")));
    for (String dir : System.getenv().getOrDefault("PATH", "").split(":")) {
      if (!dir.isEmpty()) {
        candidates.add(Path.of(dir, "chromium"));
        candidates.add(Path.of(dir, "chromium-browser"));
      }
    }
    return candidates.stream().filter(Files::isExecutable).findFirst();
  }

  /**
   * Starts Chromium with a fresh profile in {@code profile}, its output in {@code log}, and
   * connects to its page.
   */
  public static HeadlessChromium start(Path executable, Path profile, Path log)
      throws IOException, InterruptedException {
    Files.createDirectories(profile);
    Process process =
        new ProcessBuilder(
                executable.toString(),
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                "--disable-dev-shm-usage",
                "--disable-background-networking",
                "--disable-component-update",
                "--disable-sync",
                "--disable-extensions",
                "--no-first-run",
                "--no-default-browser-check",
                "--window-size=1400,1000",
                "--user-data-dir=" + profile,
                "--remote-debugging-port=0",
                "--remote-allow-origins=*",
                "about:blank")
            .redirectErrorStream(true)
            .redirectOutput(log.toFile())
            .start();
    try {
      int port = debuggingPort(profile, process, log);
      String pageUrl = pageWebSocket(port);
      Page page = new Page(URI.create(pageUrl));
      if (!page.connectBlocking(TIMEOUT.toSeconds(), TimeUnit.SECONDS)) {
        throw new IOException("cannot connect to Chromium's page at " + pageUrl);
      }
      HeadlessChromium chromium = new HeadlessChromium(process, page);
      chromium.send("Runtime.enable", Map.of());
      chromium.send("Log.enable", Map.of());
      chromium.send("Page.enable", Map.of());
      return chromium;
    } catch (IOException | InterruptedException | RuntimeException e) {
      destroy(process);
      throw e;
    }
  }

  /** Chromium writes the port it chose to DevToolsActivePort in the profile. */
  private static int debuggingPort(Path profile, Process process, Path log)
      throws IOException, InterruptedException {
    Path file = profile.resolve("DevToolsActivePort");
    long deadline = System.nanoTime() + TIMEOUT.toNanos();
    while (System.nanoTime() < deadline) {
      if (Files.exists(file)) {
        List<String> lines = Files.readAllLines(file);
        if (!lines.isEmpty() && !lines.get(0).isBlank()) {
          return Integer.parseInt(lines.get(0).strip());
        }
      }
      if (!process.isAlive()) {
        throw new IOException(
            "Chromium exited with status " + process.exitValue() + ": " + Files.readString(log));
      }
      Thread.sleep(50);
    }
    throw new IOException("Chromium did not open its debugging port within " + TIMEOUT);
  }

  private static String pageWebSocket(int port) throws IOException, InterruptedException {
    HttpClient http = HttpClient.newHttpClient();
    long deadline = System.nanoTime() + TIMEOUT.toNanos();
    while (System.nanoTime() < deadline) {
      HttpResponse<String> list =
          http.send(
              HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/json/list")).build(),
              HttpResponse.BodyHandlers.ofString());
      for (JsonNode target : JSON.readTree(list.body())) {
        if ("page".equals(target.path("type").asText())) {
          return target.get("webSocketDebuggerUrl").asText();
        }
      }
      Thread.sleep(50);
    }
    throw new IOException("Chromium has no page target");
  }

  /** Sends a DevTools command and returns its result; a protocol error is thrown. */
  public JsonNode send(String method, Map<String, ?> params) {
    int id = page.ids.incrementAndGet();
    ObjectNode message = JSON.createObjectNode();
    message.put("id", id);
    message.put("method", method);
    message.set("params", JSON.valueToTree(params));
    CompletableFuture<JsonNode> reply = new CompletableFuture<>();
    page.pending.put(id, reply);
    page.send(message.toString());
    JsonNode answer;
    try {
      answer = reply.get(TIMEOUT.toSeconds(), TimeUnit.SECONDS);
    } catch (Exception e) {
      throw new IllegalStateException(method + " got no answer: " + e, e);
    }
    if (answer.has("error")) {
      throw new IllegalStateException(method + " failed: " + answer.get("error"));
    }
    return answer.get("result");
  }

  /** Opens {@code file} and waits for its load event; {@link #errors} starts empty again. */
  public void open(Path file) throws Exception {
    page.errors.clear();
    CompletableFuture<Void> loaded = new CompletableFuture<>();
    page.loaded = loaded;
    send("Page.navigate", Map.of("url", file.toUri().toString()));
    loaded.get(TIMEOUT.toSeconds(), TimeUnit.SECONDS);
  }

  /** Evaluates {@code expression} in the page; its value (JSON), an exception thrown. */
  public JsonNode evaluate(String expression) {
    JsonNode result =
        send("Runtime.evaluate", Map.of("expression", expression, "returnByValue", true));
    if (result.has("exceptionDetails")) {
      throw new IllegalStateException(
          "the page threw on " + expression + ": " + result.get("exceptionDetails"));
    }
    return result.path("result").path("value");
  }

  /** Console errors, uncaught exceptions and error log entries (CSP violations, failed loads). */
  public List<String> errors() {
    return List.copyOf(page.errors);
  }

  public void screenshot(Path png) throws IOException {
    JsonNode shot = send("Page.captureScreenshot", Map.of("format", "png"));
    Files.createDirectories(png.toAbsolutePath().getParent());
    Files.write(png, Base64.getDecoder().decode(shot.get("data").asText()));
  }

  @Override
  public void close() throws InterruptedException {
    page.close();
    destroy(process);
  }

  private static void destroy(Process process) {
    process.descendants().forEach(ProcessHandle::destroy);
    process.destroy();
    try {
      if (!process.waitFor(10, TimeUnit.SECONDS)) {
        process.descendants().forEach(ProcessHandle::destroyForcibly);
        process.destroyForcibly();
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  /** The WebSocket to one page target. */
  private static final class Page extends WebSocketClient {
    final AtomicInteger ids = new AtomicInteger();
    final Map<Integer, CompletableFuture<JsonNode>> pending = new ConcurrentHashMap<>();
    final List<String> errors = new CopyOnWriteArrayList<>();
    volatile CompletableFuture<Void> loaded;

    Page(URI uri) {
      super(uri);
    }

    @Override
    public void onOpen(ServerHandshake handshake) {}

    @Override
    public void onMessage(String text) {
      JsonNode message;
      try {
        message = JSON.readTree(text);
      } catch (IOException e) {
        errors.add("unreadable DevTools message: " + text);
        return;
      }
      if (message.has("id")) {
        CompletableFuture<JsonNode> reply = pending.remove(message.get("id").asInt());
        if (reply != null) {
          reply.complete(message);
        }
        return;
      }
      JsonNode params = message.path("params");
      switch (message.path("method").asText()) {
        case "Runtime.consoleAPICalled" -> {
          String type = params.path("type").asText();
          if (type.equals("error") || type.equals("assert") || type.equals("warning")) {
            errors.add("console." + type + ": " + params.path("args"));
          }
        }
        case "Runtime.exceptionThrown" ->
            errors.add("exception: " + params.path("exceptionDetails"));
        case "Log.entryAdded" -> {
          JsonNode entry = params.path("entry");
          if (entry.path("level").asText().equals("error")) {
            errors.add("log: " + entry.path("text").asText() + " " + entry.path("url").asText());
          }
        }
        case "Page.loadEventFired" -> {
          CompletableFuture<Void> waiting = loaded;
          if (waiting != null) {
            waiting.complete(null);
          }
        }
        default -> {}
      }
    }

    @Override
    public void onClose(int code, String reason, boolean remote) {
      pending.values().forEach(f -> f.completeExceptionally(new IOException("closed: " + reason)));
    }

    @Override
    public void onError(Exception e) {
      errors.add("DevTools WebSocket error: " + e);
    }
  }
}
