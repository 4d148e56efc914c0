package dev.quizbot.discord.settings;

import dev.quizbot.discord.ChannelMentions;
import dev.quizbot.guildconfig.SettingsUpdate;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/** A refused {@code /quizconfig} change in the admin's words: one problem per line. */
public final class SettingsRefusalText {
  private SettingsRefusalText() {}

  public static String of(SettingsUpdate.Invalid invalid) {
    List<String> lines = new ArrayList<>(invalid.problems());
    if (!invalid.everyListedDisallowed().isEmpty()) {
      lines.add(everyListedDisallowed(invalid.everyListedDisallowed()));
    }
    return String.join("\n", lines);
  }

  private static String everyListedDisallowed(Set<Long> listed) {
    return "disallow_channel: "
        + ChannelMentions.of(listed)
        + (listed.size() == 1 ? " is the only allowed channel" : " are all the allowed channels")
        + ", and an empty list lets /quiz run in every channel; allow another channel"
        + " first with allow_channel, or use all_channels:True to allow every channel.";
  }
}
