package dev.quizbot.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.fakediscord.DiscordScenario;
import dev.quizbot.fakediscord.FakeDiscordExtension;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** What the bot asks Discord for when it logs in (spec, "Running it"; README "Settings"). */
final class GatewayLoginE2ETest {
  // Discord's gateway intent bits: servers (JDA always sends it; not privileged) and reaction
  // add/remove events in servers.
  private static final int GUILDS = 1;
  private static final int GUILD_MESSAGE_REACTIONS = 1 << 10;

  @RegisterExtension final FakeDiscordExtension extension = new FakeDiscordExtension();

  @Test
  @DisplayName("the bot identifies with the server reactions intent and JDA's GUILDS only")
  void onlyTheReactionsIntent(DiscordScenario discord) {
    // WHEN the bot logs in
    discord.startBot(AppBot.fresh());

    // THEN its one IDENTIFY asks for reactions in servers and, as JDA always does, for the
    // servers themselves; nothing else (no privileged members, presences or message content
    // intent, which the application would need Discord's approval and admins' trust for)
    assertThat(discord.fake().identifiedIntents())
        .containsExactly(GUILDS | GUILD_MESSAGE_REACTIONS);
  }

  @Test
  @DisplayName("with a development server set, the commands are registered there, not globally")
  void devGuildGetsTheCommands(DiscordScenario discord) {
    // GIVEN discord.devGuildId names the test server
    AppBot bot = AppBot.fresh().with("QUIZBOT_DISCORD_DEV_GUILD_ID", discord.guild().id());

    // WHEN the bot starts
    discord.startBot(bot);

    // THEN every command is a guild command of that server (instant) and none is global
    discord.await(
        () -> discord.fake().guildCommands(discord.guild()).containsKey("quiz"),
        "the guild commands");
    assertThat(discord.fake().guildCommands(discord.guild()))
        .containsKeys("quiz", "quizconfig", "help", "leaderboard", "stats", "topics", "daily");
    assertThat(discord.fake().globalCommands()).isEmpty();
  }
}
