package dev.quizbot.e2e.leaderboard;

import static dev.quizbot.e2e.leaderboard.BoardView.entry;
import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.e2e.AppBot;
import dev.quizbot.fakediscord.DiscordScenario;
import dev.quizbot.fakediscord.FakeDiscordExtension;
import dev.quizbot.fakediscord.FakeUser;
import java.time.Instant;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A member who leaves a server drops off its boards, and is back where they were on return: the
 * fake Discord sends GUILD_MEMBER_REMOVE and GUILD_MEMBER_ADD to a bot that asked for member events
 * (servers.memberEvents, the privileged Server Members intent).
 */
final class MemberDepartureE2ETest {
  private static final Instant T = Instant.parse("2026-03-02T09:00:00Z");

  private final AppBot bot = AppBot.fresh().with("QUIZBOT_SERVERS_MEMBER_EVENTS", "true");

  @RegisterExtension final FakeDiscordExtension extension = new FakeDiscordExtension();

  private static long id(FakeUser user) {
    return Long.parseLong(user.id());
  }

  private BoardView board(DiscordScenario discord, String period) {
    return BoardView.of(discord.slash(discord.alice(), "leaderboard", Map.of("period", period)));
  }

  @Test
  @DisplayName("a member who left is off the all-time and weekly boards, and back on return")
  void leaverDropsOffAndComesBack(DiscordScenario discord) {
    // GIVEN bob leads alice and carol in the server
    long guild = Long.parseLong(discord.guild().id());
    try (AnswerSeed seed = new AnswerSeed(bot.databaseFile())) {
      seed.answer(guild, id(discord.bob()), "memory", 30, T)
          .answer(guild, id(discord.alice()), "memory", 20, T.plusSeconds(5))
          .answer(guild, id(discord.carol()), "memory", 10, T.plusSeconds(9));
    }
    discord.startBot(bot);

    // WHEN bob leaves the server
    discord.fake().memberLeaves(discord.guild(), discord.bob());
    discord.await(
        () -> bot.countRows("SELECT count(*) FROM member_departures") == 1, "bob's departure");
    BoardView allTime = board(discord, "all-time");
    BoardView week = board(discord, "week");

    // THEN both boards rank the others without him, and count two members
    assertThat(allTime.ranking())
        .containsExactly(entry(1, discord.alice(), 20), entry(2, discord.carol(), 10));
    assertThat(allTime.footer()).contains("2 members");
    assertThat(week.ranking())
        .containsExactly(entry(1, discord.alice(), 20), entry(2, discord.carol(), 10));
    assertThat(
            discord
                .slash(discord.carol(), "stats", Map.of())
                .embeds()
                .get(0)
                .path("fields")
                .findValuesAsText("value"))
        .as("carol's own rank counts no one who left")
        .contains("#2 all-time");
    assertThat(bot.number("SELECT points FROM member_stats WHERE user_id = ?", id(discord.bob())))
        .as("his scores are kept")
        .isEqualTo(30);

    // WHEN he joins again
    discord.fake().memberJoins(discord.guild(), discord.bob());
    discord.await(
        () -> bot.countRows("SELECT count(*) FROM member_departures") == 0, "bob's return");

    // THEN he is back at the top
    assertThat(board(discord, "all-time").ranking())
        .containsExactly(
            entry(1, discord.bob(), 30),
            entry(2, discord.alice(), 20),
            entry(3, discord.carol(), 10));
  }
}
