package dev.quizbot.e2e.settings;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.e2e.AppBot;
import dev.quizbot.fakediscord.AutocompleteChoice;
import dev.quizbot.fakediscord.DiscordScenario;
import dev.quizbot.fakediscord.FakeDiscordExtension;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Every {@code timezone} option offers Region/City names as it is typed. */
final class ZoneAutocompleteE2ETest {
  private final AppBot bot = AppBot.fresh();

  @RegisterExtension final FakeDiscordExtension extension = FakeDiscordExtension.withBot(() -> bot);

  @Test
  @DisplayName("/daily set, /quizconfig and /review remind offer the zones matching what is typed")
  void zonesMatchingTheTypedText(DiscordScenario discord) {
    // WHEN an admin or member types part of a city into each command's timezone option
    List<AutocompleteChoice> daily =
        discord.autocomplete(
            discord.alice(),
            discord.channel(),
            "daily",
            Map.of("set", Map.of("timezone", "berl")),
            "timezone");
    List<AutocompleteChoice> quizconfig =
        discord.autocomplete(
            discord.alice(),
            discord.channel(),
            "quizconfig",
            Map.of("timezone", "new york"),
            "timezone");
    List<AutocompleteChoice> remind =
        discord.autocomplete(
            discord.alice(),
            discord.channel(),
            "review",
            Map.of("remind", Map.of("timezone", "TOKYO")),
            "timezone");
    List<AutocompleteChoice> many =
        discord.autocomplete(
            discord.alice(), discord.channel(), "quizconfig", Map.of("timezone", "a"), "timezone");

    // THEN each offers the Region/City names, whatever the case, spaces standing for underscores
    assertThat(daily).extracting(AutocompleteChoice::value).containsExactly("Europe/Berlin");
    assertThat(quizconfig)
        .extracting(AutocompleteChoice::value)
        .containsExactly("America/New_York");
    assertThat(remind).extracting(AutocompleteChoice::value).containsExactly("Asia/Tokyo");
    // AND never more than Discord's 25 choices, names starting with what was typed first
    assertThat(many).hasSize(25);
    assertThat(many.get(0).value()).startsWith("A");
    assertThat(many).extracting(AutocompleteChoice::value).noneMatch(v -> v.startsWith("US/"));
  }
}
