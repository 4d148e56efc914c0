package dev.quizbot.discord.settings;

import dev.quizbot.discord.ChannelMentions;
import dev.quizbot.discord.ZoneProblemText;
import dev.quizbot.guildconfig.SettingsProblem;
import dev.quizbot.guildconfig.SettingsUpdate;
import dev.quizbot.i18n.Texts;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/** A refused {@code /quizconfig} change in the admin's language: one problem per line. */
public final class SettingsRefusalText {
  private SettingsRefusalText() {}

  public static String of(SettingsUpdate.Invalid invalid, Texts texts) {
    List<String> lines = new ArrayList<>();
    for (SettingsProblem problem : invalid.problems()) {
      lines.add(line(problem, texts));
    }
    if (!invalid.everyListedDisallowed().isEmpty()) {
      lines.add(everyListedDisallowed(invalid.everyListedDisallowed(), texts));
    }
    return String.join("\n", lines);
  }

  /** One problem; a refused zone is prefixed with the option's (localized) name. */
  public static String line(SettingsProblem problem, Texts texts) {
    if (problem.zone().isPresent()) {
      return texts.get(
          problem.key(),
          texts.get("cmd.quizconfig.options.timezone.name"),
          ZoneProblemText.of(problem.zone().get(), texts));
    }
    return texts.get(problem.key(), problem.args().toArray());
  }

  private static String everyListedDisallowed(Set<Long> listed, Texts texts) {
    return texts.plural(
        "quizconfig.problem.everyListedDisallowed",
        listed.size(),
        ChannelMentions.of(listed, texts));
  }
}
