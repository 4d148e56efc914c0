package dev.quizbot.config;

/** Maps a config key such as {@code discord.apiUrl} to its environment variable name. */
public final class SettingNames {
  /** Prefix of every environment override. */
  public static final String ENV_PREFIX = "QUIZBOT_";

  private SettingNames() {}

  /**
   * {@code discord.apiUrl} → {@code QUIZBOT_DISCORD_API_URL}: camelCase becomes SNAKE_CASE and dots
   * become underscores.
   */
  public static String envVar(String key) {
    StringBuilder out = new StringBuilder(ENV_PREFIX);
    for (int i = 0; i < key.length(); i++) {
      char c = key.charAt(i);
      if (c == '.') {
        out.append('_');
      } else if (Character.isUpperCase(c)) {
        out.append('_').append(c);
      } else {
        out.append(Character.toUpperCase(c));
      }
    }
    return out.toString();
  }
}
