package dev.quizbot.e2e.settings;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.e2e.AppBot;
import dev.quizbot.fakediscord.AutocompleteChoice;
import dev.quizbot.fakediscord.DiscordScenario;
import dev.quizbot.fakediscord.FakeDiscordExtension;
import dev.quizbot.fakediscord.InteractionReply;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** {@code /review settings timezone:} sets the member's days without turning reminders on. */
final class StudyZoneE2ETest {
  private final AppBot bot = AppBot.fresh();

  @RegisterExtension final FakeDiscordExtension extension = FakeDiscordExtension.withBot(() -> bot);

  @Test
  @DisplayName("/review settings timezone: saved with autocomplete, reminders stay off")
  void zoneWithoutReminders(DiscordScenario discord) {
    // WHEN alice types part of a city, then saves the zone it offers
    List<AutocompleteChoice> offered =
        discord.autocomplete(
            discord.alice(),
            discord.channel(),
            "review",
            Map.of("settings", Map.of("timezone", "tokyo")),
            "timezone");
    InteractionReply saved =
        discord.slash(
            discord.alice(), "review", Map.of("settings", Map.of("timezone", "Asia/Tokyo")));

    // THEN the zone was offered and is her days' zone, and reminders are still off
    assertThat(offered).extracting(AutocompleteChoice::value).containsExactly("Asia/Tokyo");
    assertThat(saved.ephemeral()).isTrue();
    assertThat(saved.content())
        .startsWith("Saved.")
        .contains("reminders: off")
        .contains("your days (today, streaks, reminders): Asia/Tokyo");
  }

  @Test
  @DisplayName("/review settings with an unknown zone: one line, nothing changed")
  void unknownZoneOneLine(DiscordScenario discord) {
    InteractionReply refused =
        discord.slash(
            discord.alice(), "review", Map.of("settings", Map.of("timezone", "Mars/Base")));
    InteractionReply shown = discord.slash(discord.alice(), "review", Map.of("settings", Map.of()));

    assertThat(refused.content())
        .contains("`Mars/Base`")
        .endsWith("Nothing was changed.")
        .doesNotContain("IANA", "wikipedia", "\n");
    assertThat(shown.content()).contains("your days (today, streaks, reminders): UTC");
  }
}
