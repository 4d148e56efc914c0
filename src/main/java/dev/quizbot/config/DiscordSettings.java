package dev.quizbot.config;

import dev.quizbot.shard.Shard;
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
 * @param shardId this process's shard (JDA shard id), 0 to {@code shardTotal - 1}
 * @param shardTotal how many bot processes (shards) share the work; 1 = this one does it all
 */
public record DiscordSettings(
    Optional<URI> apiUrl,
    Optional<URI> gatewayUrl,
    Optional<Long> devGuildId,
    Optional<Path> tokenFile,
    int shardId,
    int shardTotal) {

  /** A shard holds up to 2,500 servers: more shards than this is no self-hosted study bot. */
  static final int MAX_SHARDS = 10_000;

  private static final String SHARD_ID = "discord.shardId";
  private static final String SHARD_TOTAL = "discord.shardTotal";

  // Two ints rather than a Shard: the components are the settings' keys, which
  // SettingsDocumentationTest checks against the README and the example file.
  public DiscordSettings {
    // Settings read from a file are checked in read(); this guards records built in code.
    new Shard(shardId, shardTotal);
  }

  public static DiscordSettings defaults() {
    return new DiscordSettings(
        Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty(), 0, 1);
  }

  /** The servers this process serves. */
  public Shard shard() {
    return new Shard(shardId, shardTotal);
  }

  static DiscordSettings read(SettingsReader r) {
    Optional<URI> apiUrl = r.url("discord.apiUrl", "http", "https");
    Optional<URI> gatewayUrl = r.url("discord.gatewayUrl", "ws", "wss");
    Optional<Long> devGuildId = r.positiveId("discord.devGuildId");
    Optional<Path> tokenFile = r.optionalString("discord.tokenFile").map(Path::of);
    Shard shard = readShard(r);
    return new DiscordSettings(
        apiUrl, gatewayUrl, devGuildId, tokenFile, shard.id(), shard.total());
  }

  /**
   * Both shard settings or neither: a process given only one would silently serve the wrong servers
   * (or all of them twice). Each bad value is one problem; the default is answered then.
   */
  private static Shard readShard(SettingsReader r) {
    boolean idSet = r.optionalString(SHARD_ID).isPresent();
    boolean totalSet = r.optionalString(SHARD_TOTAL).isPresent();
    int problemsBefore = r.problems().size();
    int total = r.intBetween(SHARD_TOTAL, 1, 1, MAX_SHARDS);
    int id = r.intBetween(SHARD_ID, 0, 0, MAX_SHARDS - 1);
    if (r.problems().size() > problemsBefore) {
      return Shard.ALL;
    }
    if (idSet != totalSet) {
      String set = idSet ? SHARD_ID : SHARD_TOTAL;
      String missing = idSet ? SHARD_TOTAL : SHARD_ID;
      r.problem(
          set,
          "is set but "
              + missing
              + " is not: set both ("
              + SHARD_TOTAL
              + " the same in every process, "
              + SHARD_ID
              + " 0, 1, ... in each one) or neither");
      return Shard.ALL;
    }
    if (id >= total) {
      r.problem(
          SHARD_ID,
          "must be between 0 and "
              + (total - 1)
              + " ("
              + SHARD_TOTAL
              + " is "
              + total
              + "), got "
              + id);
      return Shard.ALL;
    }
    return new Shard(id, total);
  }
}
