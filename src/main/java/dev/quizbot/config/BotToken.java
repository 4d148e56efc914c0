package dev.quizbot.config;

/**
 * The Discord bot token. Its {@link #toString()} is redacted so that logging or printing a holder
 * cannot leak it; only {@link #reveal()} gives the secret, for the one call that logs in.
 */
public final class BotToken {
  private final String secret;

  private BotToken(String secret) {
    this.secret = secret;
  }

  /** Wraps a token; surrounding whitespace (a trailing newline from a file) is removed. */
  public static BotToken of(String token) {
    String trimmed = token == null ? "" : token.strip();
    if (trimmed.isEmpty()) {
      throw new IllegalArgumentException("a bot token cannot be empty");
    }
    return new BotToken(trimmed);
  }

  /** The secret itself: pass it to JDA and nowhere else. */
  public String reveal() {
    return secret;
  }

  @Override
  public String toString() {
    return "BotToken[redacted]";
  }
}
