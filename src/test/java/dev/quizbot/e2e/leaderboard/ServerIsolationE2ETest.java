package dev.quizbot.e2e.leaderboard;

import static dev.quizbot.e2e.leaderboard.BoardView.entry;
import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.e2e.AppBot;
import dev.quizbot.fakediscord.DiscordScenario;
import dev.quizbot.fakediscord.FakeChannel;
import dev.quizbot.fakediscord.FakeDiscordExtension;
import dev.quizbot.fakediscord.FakeGuild;
import dev.quizbot.fakediscord.FakeUser;
import dev.quizbot.fakediscord.InteractionReply;
import java.time.Instant;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Two servers with the bot; alice is a member of both. */
final class ServerIsolationE2ETest {
  private static final Instant T = Instant.parse("2026-03-02T09:00:00Z");

  private final AppBot bot = AppBot.fresh();

  @RegisterExtension final FakeDiscordExtension extension = new FakeDiscordExtension();

  @Test
  @DisplayName("each server's boards and stats show only that server's members and scores")
  void boardsNeverMix(DiscordScenario discord) {
    // GIVEN a second server where alice and dave play, with different results than the first
    FakeGuild second = discord.fake().createGuild("Other Guild");
    FakeChannel otherChannel = discord.fake().createTextChannel(second, "trivia");
    FakeUser dave = discord.fake().createMember(second, "dave");
    discord.fake().addMember(second, discord.alice());
    long first = Long.parseLong(discord.guild().id());
    long other = Long.parseLong(second.id());
    try (AnswerSeed seed = new AnswerSeed(bot.databaseFile())) {
      seed.answer(first, id(discord.alice()), "memory", 10, T)
          .answer(first, id(discord.bob()), "memory", 15, T.plusSeconds(5))
          .answer(other, id(dave), "memory", 40, T)
          .answer(other, id(discord.alice()), "precision", 0, T.plusSeconds(5));
    }
    discord.startBot(bot);

    // WHEN alice looks at the weekly board and her stats in each server
    BoardView firstBoard =
        BoardView.of(discord.slash(discord.alice(), "leaderboard", Map.of("period", "week")));
    BoardView otherBoard =
        BoardView.of(
            discord.slash(discord.alice(), otherChannel, "leaderboard", Map.of("period", "week")));
    InteractionReply otherStats = discord.slash(discord.alice(), otherChannel, "stats", Map.of());

    // THEN each shows only its own server
    assertThat(firstBoard.ranking())
        .containsExactly(entry(1, discord.bob(), 15), entry(2, discord.alice(), 10));
    assertThat(otherBoard.ranking())
        .containsExactly(entry(1, dave, 40), entry(2, discord.alice(), 0));
    assertThat(otherStats.embeds().get(0).path("fields").findValuesAsText("value"))
        .contains("0", "1", "#2 all-time");
    assertThat(otherStats.embeds().get(0).toString())
        .contains("precision")
        .doesNotContain("memory");
  }

  private static long id(FakeUser user) {
    return Long.parseLong(user.id());
  }
}
