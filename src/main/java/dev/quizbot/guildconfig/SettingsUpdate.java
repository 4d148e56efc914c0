package dev.quizbot.guildconfig;

import java.util.List;
import java.util.Set;

/** The result of a {@code /quizconfig} change: applied and stored, or refused with reasons. */
public sealed interface SettingsUpdate {

  /** Stored; {@code settings} are the server's settings now. */
  record Applied(GuildSettings settings) implements SettingsUpdate {}

  /**
   * Nothing stored. Each of {@code problems} names the option, what is wrong and the accepted
   * values, as a bundle key the adapter words in the admin's language. {@code
   * everyListedDisallowed}, when not empty, is one more problem, last: {@code disallow_channel}
   * named every channel of the allow-list (these), and an empty list would let {@code /quiz} run
   * everywhere; the adapter words it with the channels' mentions.
   */
  record Invalid(List<SettingsProblem> problems, Set<Long> everyListedDisallowed)
      implements SettingsUpdate {
    public Invalid {
      problems = List.copyOf(problems);
      everyListedDisallowed = Set.copyOf(everyListedDisallowed);
    }

    public Invalid(List<SettingsProblem> problems) {
      this(problems, Set.of());
    }
  }
}
