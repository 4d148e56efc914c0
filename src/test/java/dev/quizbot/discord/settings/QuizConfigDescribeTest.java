package dev.quizbot.discord.settings;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.guildconfig.GuildSettings;
import dev.quizbot.i18n.Texts;
import dev.quizbot.leaderboard.GuildZones;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.HashSet;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** What /quizconfig shows as a server's current settings. */
final class QuizConfigDescribeTest {
  private static final long GUILD = 1L;
  private static final long FIRST_CHANNEL = 1_576_713_447_222_018_048L;
  private static final GuildZones UTC_ONLY = guildId -> ZoneOffset.UTC;
  private static final Texts EN = Texts.english();

  @Test
  @DisplayName("/quizconfig shows a server without a time zone as UTC")
  void noZoneShownAsUtc() {
    // GIVEN a server that never set a time zone
    GuildSettings defaults = new GuildSettings(GUILD, 60, true, false, Set.of(), Optional.empty());

    // WHEN its settings are described
    String shown = QuizConfigText.describe(defaults, UTC_ONLY, EN);

    // THEN the zone reads UTC (the spec's word), not ZoneOffset.UTC's id "Z"
    assertThat(shown).contains("Time zone: UTC");
  }

  @Test
  @DisplayName("/quizconfig shows a server's own time zone by its IANA name")
  void zoneShownByName() {
    // GIVEN a server in Europe/Berlin
    GuildSettings berlin =
        new GuildSettings(
            GUILD, 60, true, false, Set.of(), Optional.of(ZoneId.of("Europe/Berlin")));

    // WHEN its settings are described
    String shown = QuizConfigText.describe(berlin, UTC_ONLY, EN);

    // THEN the zone is named
    assertThat(shown).contains("Time zone: Europe/Berlin");
  }

  @Test
  @DisplayName("/quizconfig shows the daily question's zone, and says so, when none is set here")
  void dailyZoneShownWithItsSource() {
    // GIVEN a server that set no zone here but scheduled its daily question in Asia/Tokyo
    GuildSettings unset = new GuildSettings(GUILD, 60, true, false, Set.of(), Optional.empty());
    GuildZones fromDaily = guildId -> ZoneId.of("Asia/Tokyo");

    // WHEN its settings are described
    String shown = QuizConfigText.describe(unset, fromDaily, EN);

    // THEN the boards' zone is named with where it comes from
    assertThat(shown).contains("Time zone: Asia/Tokyo (from /daily set)");
  }

  @Test
  @DisplayName("/quizconfig with 100 allowed channels fits one message and says how many more")
  void hundredChannelsFitOneMessage() {
    // GIVEN a server that allowed 100 channels (the most /quizconfig accepts)
    Set<Long> channels = new HashSet<>();
    for (int i = 0; i < 100; i++) {
      channels.add(FIRST_CHANNEL + i);
    }
    GuildSettings many = new GuildSettings(GUILD, 60, true, false, channels, Optional.empty());

    // WHEN its settings are described after "Saved." (the longest reply)
    String reply = "Saved.\n" + QuizConfigText.describe(many, UTC_ONLY, EN);

    // THEN it fits Discord's 2000-character message limit and counts the channels not named
    assertThat(reply.length()).isLessThanOrEqualTo(2000);
    assertThat(reply).contains("<#" + FIRST_CHANNEL + ">").contains("and 90 more");
  }
}
