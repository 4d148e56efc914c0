package dev.quizbot.e2e.leaderboard;

import static dev.quizbot.e2e.leaderboard.BoardView.entry;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.quizbot.bank.BankLoader;
import dev.quizbot.bank.QuestionBank;
import dev.quizbot.e2e.AppBot;
import dev.quizbot.fakediscord.AutocompleteChoice;
import dev.quizbot.fakediscord.DiscordScenario;
import dev.quizbot.fakediscord.FakeDiscordExtension;
import dev.quizbot.fakediscord.InteractionReply;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Map;
import java.util.SortedMap;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

final class TopicsE2ETest {
  private final AppBot bot = AppBot.fresh();

  @RegisterExtension final FakeDiscordExtension extension = new FakeDiscordExtension();

  @Test
  @DisplayName("/topics lists the shipped bank's topics and decks with question counts")
  void topicsListed(DiscordScenario discord) {
    // GIVEN the shipped bank, counted by the loader the bot uses
    QuestionBank shipped = new BankLoader().load(Path.of("questions")).bank();
    SortedMap<String, Integer> counts = shipped.topicCounts();
    discord.startBot(bot);

    InteractionReply reply = discord.slash(discord.alice(), "topics", Map.of());

    assertThat(reply.ephemeral()).isTrue();
    JsonNode embed = reply.embeds().get(0);
    assertThat(embed.path("description").asText())
        .contains(
            "`memory` — " + counts.get("memory") + " questions",
            "`virtualization` — " + counts.get("virtualization") + " questions");
    assertThat(embed.path("fields")).isNotEmpty();
    assertThat(embed.path("fields").get(0).path("name").asText()).endsWith("questions");
    assertThat(embed.path("footer").path("text").asText())
        .isEqualTo(
            shipped.questions().stream().filter(q -> !q.retired()).count()
                + " questions in "
                + shipped.decks().size()
                + " decks");
  }

  @Test
  @DisplayName("the leaderboard's topic autocompletes from the bank and narrows the board")
  void topicBoard(DiscordScenario discord) {
    Instant t = Instant.parse("2026-03-02T09:00:00Z");
    long guild = Long.parseLong(discord.guild().id());
    try (AnswerSeed seed = new AnswerSeed(bot.databaseFile())) {
      seed.answer(guild, Long.parseLong(discord.bob().id()), "memory", 15, t)
          .answer(guild, Long.parseLong(discord.carol().id()), "precision", 12, t)
          .answer(guild, Long.parseLong(discord.carol().id()), "memory", 10, t.plusSeconds(1));
    }
    discord.startBot(bot);

    var offered =
        discord.autocomplete(
            discord.alice(), discord.channel(), "leaderboard", Map.of("topic", "mem"), "topic");
    BoardView board =
        BoardView.of(discord.slash(discord.alice(), "leaderboard", Map.of("topic", "Memory")));

    assertThat(offered).extracting(AutocompleteChoice::value).containsExactly("memory");
    assertThat(board.title()).isEqualTo("Leaderboard — all time · memory");
    assertThat(board.ranking())
        .containsExactly(entry(1, discord.bob(), 15), entry(2, discord.carol(), 10));
  }
}
