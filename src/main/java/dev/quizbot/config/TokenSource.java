package dev.quizbot.config;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.EnumSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Finds the bot token: {@code DISCORD_TOKEN}, else the file named by {@code DISCORD_TOKEN_FILE},
 * else the file named by {@code discord.tokenFile}. Never a command-line argument: those show up in
 * {@code ps} and shell history.
 */
public final class TokenSource {
  private static final Logger log = LoggerFactory.getLogger(TokenSource.class);
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
    warnIfOthersMayRead(file);
    return check(content, "file " + file + " (from " + namedBy + ")");
  }

  /**
   * Anyone who can read the token can run the bot: a file its group or other users may read or
   * write gets one WARN at start (said, not refused: a secret mounted by an orchestrator is often
   * world-readable inside its own container).
   */
  private static void warnIfOthersMayRead(Path file) {
    try {
      Set<PosixFilePermission> permissions = Files.getPosixFilePermissions(file);
      Set<PosixFilePermission> wider = EnumSet.noneOf(PosixFilePermission.class);
      wider.addAll(permissions);
      wider.removeAll(
          EnumSet.of(
              PosixFilePermission.OWNER_READ,
              PosixFilePermission.OWNER_WRITE,
              PosixFilePermission.OWNER_EXECUTE));
      if (!wider.isEmpty()) {
        log.warn(
            "the Discord token file {} may be read or changed by other users ({}): make it"
                + " owner-only, e.g. chmod 600 {}",
            file,
            PosixFilePermissions.toString(permissions),
            file);
      }
    } catch (IOException | UnsupportedOperationException e) {
      // No POSIX permissions here (Windows): nothing to say.
    }
  }

  /** What Discord tokens are made of: base64url segments joined by dots. */
  private static final Pattern TOKEN_CHARACTERS = Pattern.compile("[A-Za-z0-9._-]+");

  private static BotToken check(String raw, String source) {
    // A byte order mark (Windows editors start UTF-8 files with one) is no part of the token.
    String token = raw.strip();
    if (token.startsWith("\uFEFF")) {
      token = token.substring(1).strip();
    }
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
    if (token.length() >= 2
        && (token.startsWith("\"") || token.startsWith("'"))
        && token.endsWith(token.substring(0, 1))) {
      throw new ConfigException(
          "the Discord token in " + source + " is wrapped in quotes",
          "Remove the quotes: docker --env-file and systemd EnvironmentFile= keep them as part of"
              + " the value");
    }
    if (!TOKEN_CHARACTERS.matcher(token).matches()) {
      // Sent as it is, JDA's HTTP client throws on the header and the login never ends.
      throw new ConfigException(
          "the Discord token in "
              + source
              + " contains a character no Discord token has (only letters, digits, '.', '_' and"
              + " '-'; often an invisible one pasted from a web page or chat)",
          "Copy the token again from the Discord developer portal (Bot → Reset Token) and paste"
              + " it as plain text");
    }
    return BotToken.of(token);
  }

  private static Optional<String> nonBlank(String value) {
    return value == null || value.isBlank() ? Optional.empty() : Optional.of(value.trim());
  }
}
