package dev.quizbot.guildconfig;

/**
 * What a server gets before its admin changes anything with {@code /quizconfig}; read from the
 * bot's config file by the wiring code.
 *
 * @param answerWindowSeconds default {@code /quiz} answer window, within {@link
 *     GuildSettings#MIN_WINDOW_SECONDS}..{@link GuildSettings#MAX_WINDOW_SECONDS}
 * @param speedBonus whether fast correct answers earn up to 5 extra points
 * @param hideAnswers whether recorded reactions are removed so nobody can copy
 */
public record GuildSettingsDefaults(
    int answerWindowSeconds, boolean speedBonus, boolean hideAnswers) {

  public static final GuildSettingsDefaults STANDARD = new GuildSettingsDefaults(60, true, false);

  public GuildSettingsDefaults {
    if (answerWindowSeconds < GuildSettings.MIN_WINDOW_SECONDS
        || answerWindowSeconds > GuildSettings.MAX_WINDOW_SECONDS) {
      throw new IllegalArgumentException(
          "default answer window must be "
              + GuildSettings.MIN_WINDOW_SECONDS
              + ".."
              + GuildSettings.MAX_WINDOW_SECONDS
              + " seconds, got "
              + answerWindowSeconds);
    }
  }
}
