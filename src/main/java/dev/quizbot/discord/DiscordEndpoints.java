package dev.quizbot.discord;

import java.util.Optional;

/**
 * Where the bot talks to Discord. Both empty means the real Discord; a test or a staging set-up
 * points them at a Discord-compatible server (for example the fake Discord of the test sources).
 *
 * @param apiBaseUrl REST base URL ending in a slash, e.g. {@code http://127.0.0.1:8080/api/v10/}
 * @param gatewayUrl gateway WebSocket URL, e.g. {@code ws://127.0.0.1:8081/}
 */
public record DiscordEndpoints(Optional<String> apiBaseUrl, Optional<String> gatewayUrl) {

  public DiscordEndpoints {
    apiBaseUrl = apiBaseUrl.map(String::strip).filter(s -> !s.isEmpty()).map(s -> withSlash(s));
    gatewayUrl = gatewayUrl.map(String::strip).filter(s -> !s.isEmpty());
  }

  /** The real Discord. */
  public static DiscordEndpoints realDiscord() {
    return new DiscordEndpoints(Optional.empty(), Optional.empty());
  }

  /** Custom endpoints; {@code null} or blank values fall back to the real Discord. */
  public static DiscordEndpoints of(String apiBaseUrl, String gatewayUrl) {
    return new DiscordEndpoints(Optional.ofNullable(apiBaseUrl), Optional.ofNullable(gatewayUrl));
  }

  private static String withSlash(String url) {
    // JDA appends route paths directly to the base URL.
    return url.endsWith("/") ? url : url + "/";
  }
}
