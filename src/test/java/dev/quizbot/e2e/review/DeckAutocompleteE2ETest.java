package dev.quizbot.e2e.review;

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

/** The deck option's autocomplete of the study commands, which share {@code DeckChoices}. */
final class DeckAutocompleteE2ETest {
  private final AppBot bot = AppBot.fresh();

  @RegisterExtension final FakeDiscordExtension extension = FakeDiscordExtension.withBot(() -> bot);

  @Test
  @DisplayName("/review start, /readiness and /exam start offer the decks matching what was typed")
  void decksMatchingTheTypedText(DiscordScenario discord) {
    // GIVEN the shipped bank (decks nca-multi-gpu and nca-seed)
    // WHEN a member types "SEED" (another case than the id) into each command's deck option
    List<AutocompleteChoice> review =
        discord.autocomplete(
            discord.alice(),
            discord.channel(),
            "review",
            Map.of("start", Map.of("deck", "SEED")),
            "deck");
    List<AutocompleteChoice> readiness =
        discord.autocomplete(
            discord.alice(), discord.channel(), "readiness", Map.of("deck", "SEED"), "deck");
    List<AutocompleteChoice> exam =
        discord.autocomplete(
            discord.alice(),
            discord.channel(),
            "exam",
            Map.of("start", Map.of("deck", "SEED")),
            "deck");

    // THEN each offers exactly the seed deck, valued by its id
    assertThat(review).extracting(AutocompleteChoice::value).containsExactly("nca-seed");
    assertThat(readiness).isEqualTo(review);
    assertThat(exam).isEqualTo(review);
  }
}
