package dev.quizbot.e2e.quiz;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.e2e.AppBot;
import dev.quizbot.fakediscord.AutocompleteChoice;
import dev.quizbot.fakediscord.DiscordScenario;
import dev.quizbot.fakediscord.FakeDiscordExtension;
import dev.quizbot.fakediscord.InteractionReply;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * The {@code deck} option of /quiz against Discord's limits (autocomplete choice value ≤ 100,
 * content ≤ 2000) with banks that `quizbot validate` passes.
 */
final class QuizDeckOptionE2ETest {
  private final AppBot bot = AppBot.fresh();

  @RegisterExtension final FakeDiscordExtension extension = new FakeDiscordExtension();

  @TempDir Path bank;

  private static String deck(String deckId, String questionId) {
    return """
        id: %s
        title: Deck %s
        description: test
        questions:
          - id: %s
            topic: memory
            prompt: Which technique recomputes activations?
            choices: ["Activation checkpointing", "Loss scaling"]
            answer: Activation checkpointing
            explanation: It trades compute for memory.
        """
        .formatted(deckId, questionId, questionId);
  }

  private void writeDeck(String deckId, String questionId) {
    try {
      Files.writeString(bank.resolve(questionId + ".yaml"), deck(deckId, questionId));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @Test
  @DisplayName("a deck with the longest id a valid bank may hold (100 characters) is offered")
  void longestDeckIdAutocompletes(DiscordScenario discord) {
    // GIVEN a bank whose only deck has a 100-character id; validation refuses longer ones
    // (BankValidatorTest#deckIdTooLong), so no bank the bot starts on breaks the suggestions
    String longId = "long-" + "x".repeat(95);
    writeDeck(longId, "long-1");
    discord.startBot(bot.with("QUIZBOT_BANK_PATHS", bank.toString()));

    // WHEN a member types into /quiz's deck option
    List<AutocompleteChoice> offered =
        discord.autocomplete(
            discord.alice(), discord.channel(), "quiz", Map.of("deck", "long"), "deck");

    // THEN the deck is offered (Discord and JDA refuse a choice value over 100 characters)
    assertThat(offered).extracting(AutocompleteChoice::value).containsExactly(longId);
  }

  @Test
  @DisplayName("/quiz with a mistyped deck in a bank of 100 practice-test decks still answers")
  void unknownDeckInLargeBankIsAnswered(DiscordScenario discord) {
    // GIVEN 100 decks named like the seed's practice-test files (000-1f1c560eb3b82a3f, ...)
    for (int i = 0; i < 100; i++) {
      writeDeck("%03d-1f1c560eb3b82a3f".formatted(i), "pt-%03d".formatted(i));
    }
    discord.startBot(bot.with("QUIZBOT_BANK_PATHS", bank.toString()));

    // WHEN a member types a deck that does not exist
    InteractionReply reply = discord.slash(discord.alice(), "quiz", Map.of("deck", "nope"));

    // THEN the bot still answers with its ephemeral "Unknown deck" explanation (≤ 2000 chars)
    assertThat(reply.acknowledged()).isTrue();
    assertThat(reply.ephemeral()).isTrue();
    assertThat(reply.content())
        .contains("There's no deck `nope`", "… and 90 more; see /topics")
        .hasSizeLessThanOrEqualTo(2000);
    assertThat(bot.countRows("SELECT count(*) FROM rounds")).isZero();
  }
}
