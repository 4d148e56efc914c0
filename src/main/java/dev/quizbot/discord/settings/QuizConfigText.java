package dev.quizbot.discord.settings;

import dev.quizbot.discord.ChannelMentions;
import dev.quizbot.discord.ZoneNames;
import dev.quizbot.guildconfig.GuildSettings;
import dev.quizbot.i18n.Texts;
import dev.quizbot.leaderboard.GuildZones;
import java.time.ZoneId;
import java.time.ZoneOffset;

/** A server's {@code /quizconfig} settings as shown to the admin, in their language. */
final class QuizConfigText {
  private QuizConfigText() {}

  static String describe(GuildSettings s, GuildZones zones, Texts texts) {
    String channels =
        s.allowedChannels().isEmpty()
            ? texts.get("quizconfig.everyChannel")
            : ChannelMentions.of(s.allowedChannels(), texts);
    return texts.get(
        "quizconfig.show",
        s.answerWindowSeconds(),
        onOff(s.speedBonus(), texts),
        onOff(s.hideAnswers(), texts),
        zoneShown(s, zones, texts),
        channels);
  }

  private static String onOff(boolean on, Texts texts) {
    return texts.get(on ? "quizconfig.on" : "quizconfig.off");
  }

  /**
   * The zone the boards count in: the one set here, else the daily question's (said so, so that an
   * admin knows where it comes from and how to change it), else UTC.
   */
  private static String zoneShown(GuildSettings s, GuildZones zones, Texts texts) {
    if (s.timezone().isPresent()) {
      return ZoneNames.shown(s.timezone().get());
    }
    // With no zone set here, any zone but UTC can only be the daily question's.
    ZoneId counted = zones.zoneOf(s.guildId());
    // Not ZoneOffset.UTC's id, which would show as "Z".
    return counted.equals(ZoneOffset.UTC)
        ? "UTC"
        : texts.get("quizconfig.zoneFromDaily", ZoneNames.shown(counted));
  }
}
