package dev.quizbot.health;

import dev.quizbot.config.ConfigException;
import dev.quizbot.config.ConfigLoader;
import java.io.IOException;
import java.io.PrintStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

/**
 * Docker HEALTHCHECK client: asks the running bot's {@link HealthServer} and exits 0 when healthy,
 * 1 otherwise (Docker's convention). Runs as {@code java -cp /app/quizbot.jar
 * dev.quizbot.health.HealthProbe [PORT]}; without PORT it reads {@code health.port} from the same
 * config file and environment as the bot.
 */
public final class HealthProbe {
  public static final int HEALTHY = 0;
  public static final int UNHEALTHY = 1;

  private HealthProbe() {}

  public static void main(String[] args) {
    System.exit(run(args, System.out));
  }

  /** Port from the first argument, else from the configuration. */
  static int run(String[] args, PrintStream out) {
    int port;
    if (args.length > 0) {
      try {
        port = Integer.parseInt(args[0].trim());
      } catch (NumberFormatException e) {
        out.println("unhealthy: the port argument must be a number, got " + args[0]);
        return UNHEALTHY;
      }
    } else {
      try {
        port = new ConfigLoader(System.getenv()).load().health().port();
      } catch (ConfigException e) {
        out.println("unhealthy: " + e.getMessage());
        return UNHEALTHY;
      }
    }
    return check(port, out);
  }

  /** {@link #HEALTHY} when {@code GET http://127.0.0.1:port/health} answers 200. */
  public static int check(int port) {
    return check(port, System.out);
  }

  static int check(int port, PrintStream out) {
    if (port <= 0 || port > 65535) {
      out.println("unhealthy: the health server is off (health.port = " + port + ")");
      return UNHEALTHY;
    }
    HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(3)).build();
    HttpRequest request =
        HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + HealthServer.PATH))
            .timeout(Duration.ofSeconds(5))
            .GET()
            .build();
    try {
      HttpResponse<String> response = client.send(request, HttpResponse.BodyHandlers.ofString());
      out.println(response.body());
      return response.statusCode() == 200 ? HEALTHY : UNHEALTHY;
    } catch (IOException e) {
      out.println("unhealthy: no answer on 127.0.0.1:" + port + " (" + e + ")");
      return UNHEALTHY;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return UNHEALTHY;
    }
  }
}
