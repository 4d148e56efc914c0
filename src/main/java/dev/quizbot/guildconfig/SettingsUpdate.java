package dev.quizbot.guildconfig;

import java.util.List;

/** The result of a {@code /quizconfig} change: applied and stored, or refused with reasons. */
public sealed interface SettingsUpdate {

  /** Stored; {@code settings} are the server's settings now. */
  record Applied(GuildSettings settings) implements SettingsUpdate {}

  /**
   * Nothing stored. Each problem names the option, what is wrong and the accepted values, ready to
   * show the admin.
   */
  record Invalid(List<String> problems) implements SettingsUpdate {
    public Invalid {
      problems = List.copyOf(problems);
    }

    /** All problems as one message, one per line. */
    public String message() {
      return String.join("\n", problems);
    }
  }
}
