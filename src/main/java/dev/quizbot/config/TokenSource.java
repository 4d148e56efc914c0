package dev.quizbot.config;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;

/**
 * Finds the bot token: {@code DISCORD_TOKEN}, else the file named by {@code DISCORD_TOKEN_FILE},
 * else the file named by {@code discord.tokenFile}. Never a command-line argument: those show up in
 * {@code ps} and shell history.
 */
public final class TokenSource {
  public static final String TOKEN_ENV = "DISCORD_TOKEN";
  public static final String TOKEN_FILE_ENV = "DISCORD_TOKEN_FILE";

  private final Map<String, String> env;

  public TokenSource(Map<String, String> env) {
    this.env = Map.copyOf(env);
  }

  /**
   * @throws ConfigException when no source is set, the file cannot be read, or the token is
   *     malformed; the message names the source, never the token
   */
  public BotToken resolve(DiscordSettings discord) {
    Optional<String> direct = nonBlank(env.get(TOKEN_ENV));
    if (direct.isPresent()) {
      return check(direct.get(), "environment " + TOKEN_ENV);
    }
    Optional<String> fileFromEnv = nonBlank(env.get(TOKEN_FILE_ENV));
    if (fileFromEnv.isPresent()) {
      return fromFile(Path.of(fileFromEnv.get()), TOKEN_FILE_ENV);
    }
    if (discord.tokenFile().isPresent()) {
      return fromFile(discord.tokenFile().get(), "discord.tokenFile");
    }
    throw new ConfigException(
        "no Discord bot token",
        "Set DISCORD_TOKEN or DISCORD_TOKEN_FILE (a file holding the token), or discord.tokenFile"
            + " in config/quizbot.yaml (README.md, \"Discord token\")");
  }

  private static BotToken fromFile(Path file, String namedBy) {
    String content;
    try {
      content = Files.readString(file, StandardCharsets.UTF_8);
    } catch (NoSuchFileException e) {
      throw new ConfigException(
          "the Discord token file " + file + " (from " + namedBy + ") does not exist",
          "Create it with the bot token on one line, or fix " + namedBy,
          e);
    } catch (IOException e) {
      throw new ConfigException(
          "cannot read the Discord token file " + file + " (from " + namedBy + "): " + e,
          "Make it readable by the user running quizbot, or fix " + namedBy,
          e);
    }
    return check(content, "file " + file + " (from " + namedBy + ")");
  }

  private static BotToken check(String raw, String source) {
    String token = raw.strip();
    if (token.isEmpty()) {
      throw new ConfigException(
          "the Discord token in " + source + " is empty",
          "Put the bot token from the Discord developer portal there");
    }
    if (token.chars().anyMatch(Character::isWhitespace)) {
      // Do not echo it: even a malformed token may be a real one with a stray prefix.
      throw new ConfigException(
          "the Discord token in " + source + " contains spaces or line breaks",
          "Put only the token there, without a \"Bot \" prefix or other text");
    }
    return BotToken.of(token);
  }

  private static Optional<String> nonBlank(String value) {
    return value == null || value.isBlank() ? Optional.empty() : Optional.of(value.trim());
  }
}
