package dev.quizbot.fakediscord;

import com.sun.net.httpserver.HttpExchange;
import java.io.IOException;
import java.io.OutputStream;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Discord's CDN for slash-command attachments, on the fake's HTTP server: {@code
 * /attachments/<channel>/<id>/<filename>?ex=..&is=..&hm=..} (and the media proxy's {@code
 * /media/attachments/...}). GET only; an unknown file is a 404, as on Discord.
 */
final class FakeCdn {
  private final Map<String, FakeAttachment> files = new ConcurrentHashMap<>();
  private final Map<String, AtomicInteger> downloads = new ConcurrentHashMap<>();

  void put(FakeAttachment attachment) {
    files.put(attachment.id(), attachment);
  }

  /** How many times the file was downloaded. */
  int downloads(FakeAttachment attachment) {
    return downloads.getOrDefault(attachment.id(), new AtomicInteger()).get();
  }

  void handle(HttpExchange exchange) throws IOException {
    try (exchange) {
      String path = exchange.getRequestURI().getPath();
      String[] parts = path.replaceFirst("^/media", "").split("/");
      // "", "attachments", channel, id, filename
      FakeAttachment file = parts.length == 5 ? files.get(parts[3]) : null;
      if (!"GET".equals(exchange.getRequestMethod())
          || file == null
          || !file.filename().equals(parts[4])) {
        exchange.sendResponseHeaders(404, -1);
        return;
      }
      downloads.computeIfAbsent(file.id(), k -> new AtomicInteger()).incrementAndGet();
      exchange
          .getResponseHeaders()
          .add(
              "Content-Type",
              file.contentType() == null ? "application/octet-stream" : file.contentType());
      exchange.sendResponseHeaders(200, file.bytes().length == 0 ? -1 : file.bytes().length);
      try (OutputStream out = exchange.getResponseBody()) {
        out.write(file.bytes());
      }
    }
  }
}
