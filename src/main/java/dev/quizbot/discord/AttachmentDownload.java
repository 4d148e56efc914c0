package dev.quizbot.discord;

import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import net.dv8tion.jda.api.entities.Message;

/**
 * Fetches a slash command's attachment from Discord's CDN: only from the CDN's hosts (or, when the
 * bot talks to a Discord-compatible server instead, from that server's host), never following a
 * redirect, at most {@code maxBytes}, within {@link #TIMEOUT}. The URL comes from Discord's
 * resolved attachment, but the check keeps a forged one from reaching any other address.
 */
public final class AttachmentDownload {

  /** The whole download, connection to last byte. */
  public static final Duration TIMEOUT = Duration.ofSeconds(20);

  private static final Set<String> CDN_HOSTS = Set.of("cdn.discordapp.com", "media.discordapp.net");

  /** What the download gave: the bytes, or why none (a text key of {@code bank.download.*}). */
  public record Result(byte[] bytes, String refusal, long size) {
    public boolean ok() {
      return bytes != null;
    }
  }

  private final Optional<URI> apiUrl;
  private volatile HttpClient client;

  /**
   * @param apiUrl the Discord-compatible server the bot talks to instead of Discord, if any: its
   *     host serves the attachments then
   */
  public AttachmentDownload(Optional<URI> apiUrl) {
    this.apiUrl = apiUrl;
  }

  /** Downloads the attachment; blocking (a command worker's work). */
  public Result fetch(Message.Attachment attachment, long maxBytes) {
    if (attachment.getSize() > maxBytes) {
      return new Result(null, "bank.download.tooLarge", attachment.getSize());
    }
    Optional<URI> url = allowed(attachment.getUrl());
    if (url.isEmpty()) {
      return new Result(null, "bank.download.notDiscord", 0);
    }
    HttpRequest request = HttpRequest.newBuilder(url.get()).timeout(TIMEOUT).GET().build();
    ScheduledExecutorService timer = DaemonThreads.scheduler("attachment-timeout");
    try {
      HttpResponse<InputStream> response =
          client().send(request, HttpResponse.BodyHandlers.ofInputStream());
      try (InputStream body = response.body()) {
        if (response.statusCode() != 200) {
          return new Result(null, "bank.download.failed", 0);
        }
        // Closing the stream at the deadline ends a read that stalls.
        ScheduledFuture<?> deadline =
            timer.schedule(() -> closeQuietly(body), TIMEOUT.toMillis(), TimeUnit.MILLISECONDS);
        byte[] bytes = body.readNBytes((int) Math.min(Integer.MAX_VALUE - 8, maxBytes + 1));
        deadline.cancel(false);
        return bytes.length > maxBytes
            ? new Result(null, "bank.download.tooLarge", bytes.length)
            : new Result(bytes, null, bytes.length);
      }
    } catch (IOException e) {
      return new Result(null, "bank.download.failed", 0);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return new Result(null, "bank.download.failed", 0);
    } finally {
      timer.shutdownNow();
    }
  }

  /** The URL when it is on Discord's CDN (or the configured server's host); else empty. */
  Optional<URI> allowed(String url) {
    URI uri;
    try {
      uri = new URI(url);
    } catch (URISyntaxException | NullPointerException e) {
      return Optional.empty();
    }
    if (uri.getHost() == null || uri.getUserInfo() != null) {
      return Optional.empty();
    }
    String host = uri.getHost().toLowerCase(Locale.ROOT);
    boolean cdn =
        "https".equals(uri.getScheme()) && uri.getPort() == -1 && CDN_HOSTS.contains(host);
    boolean configured =
        apiUrl
            .filter(api -> api.getScheme().equals(uri.getScheme()))
            .filter(api -> api.getHost().equalsIgnoreCase(host))
            .filter(api -> api.getPort() == uri.getPort())
            .isPresent();
    return cdn || configured ? Optional.of(uri) : Optional.empty();
  }

  /** Built at the first upload: most runs never need it, and start-up stays lean. */
  private HttpClient client() {
    HttpClient c = client;
    if (c == null) {
      synchronized (this) {
        c = client;
        if (c == null) {
          c =
              HttpClient.newBuilder()
                  .connectTimeout(Duration.ofSeconds(10))
                  .followRedirects(HttpClient.Redirect.NEVER)
                  .build();
          client = c;
        }
      }
    }
    return c;
  }

  private static void closeQuietly(InputStream in) {
    try {
      in.close();
    } catch (IOException e) {
      // The read it ends fails anyway: that is the refusal.
    }
  }
}
