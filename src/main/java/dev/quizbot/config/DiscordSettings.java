package dev.quizbot.config;

import java.net.URI;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Where and how to reach Discord. Unset URLs mean the real Discord; end-to-end tests point them at
 * the fake Discord.
 *
 * @param apiUrl REST base URL of a Discord-compatible server (http/https)
 * @param gatewayUrl gateway WebSocket URL of a Discord-compatible server (ws/wss)
 * @param devGuildId a server where slash commands are registered instantly (guild commands) instead
 *     of globally, for development
 * @param tokenFile a file holding the bot token; the token itself never goes in this file
 */
public record DiscordSettings(
    Optional<URI> apiUrl,
    Optional<URI> gatewayUrl,
    Optional<Long> devGuildId,
    Optional<Path> tokenFile) {

  public static DiscordSettings defaults() {
    return new DiscordSettings(
        Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty());
  }

  static DiscordSettings read(SettingsReader r) {
    return new DiscordSettings(
        r.url("discord.apiUrl", "http", "https"),
        r.url("discord.gatewayUrl", "ws", "wss"),
        r.positiveId("discord.devGuildId"),
        r.optionalString("discord.tokenFile").map(Path::of));
  }
}
