package dev.quizbot.discord.settings;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.guildconfig.GuildSettings;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Review finding (cosmetic): a server without a time zone is shown "Time zone: Z" by /quizconfig,
 * the ISO id of ZoneOffset.UTC, where the spec says such a server uses "UTC when none is set".
 */
final class QuizConfigDescribeReviewTest {

  @Test
  @DisplayName("/quizconfig shows a server without a time zone as UTC")
  void noZoneShownAsUtc() {
    GuildSettings defaults = new GuildSettings(1L, 60, true, false, Set.of(), Optional.empty());

    String shown = QuizConfigCommand.describe(defaults);

    assertThat(shown).contains("Time zone: UTC");
  }
}
