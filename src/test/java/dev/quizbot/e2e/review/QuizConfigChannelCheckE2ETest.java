package dev.quizbot.e2e.review;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.e2e.AppBot;
import dev.quizbot.fakediscord.DiscordScenario;
import dev.quizbot.fakediscord.FakeChannel;
import dev.quizbot.fakediscord.FakeDiscordExtension;
import dev.quizbot.fakediscord.FakeUser;
import dev.quizbot.fakediscord.InteractionReply;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Review finding: spec, "Discord surface": "Bad options (…, a channel the bot cannot post in) get
 * an ephemeral error that says what is wrong and how to fix it, and change nothing." /daily set
 * checks this; /quizconfig allow_channel does not.
 */
final class QuizConfigChannelCheckE2ETest {
  private static final long SEND_MESSAGES = 1L << 11;

  @RegisterExtension final FakeDiscordExtension extension = new FakeDiscordExtension();

  @Test
  @DisplayName("/quizconfig allow_channel with a channel the bot cannot post in is refused")
  void allowChannelWithoutSendPermissionRefused(DiscordScenario discord) {
    // GIVEN a channel where the bot is denied Send Messages (known to the bot at login)
    FakeChannel noSend = discord.fake().createTextChannel(discord.guild(), "no-send");
    discord.fake().setChannelOverwrite(noSend, discord.botUser().id(), true, 0, SEND_MESSAGES);
    AppBot bot = discord.startBot(AppBot.fresh());
    FakeUser owner = discord.fake().guildOwner(discord.guild());

    // WHEN the owner restricts /quiz to that channel
    InteractionReply reply =
        discord.slash(owner, "quizconfig", Map.of("allow_channel", noSend.id()));

    // THEN the reply explains the problem and nothing is stored
    assertThat(reply.ephemeral()).isTrue();
    assertThat(bot.countRows("SELECT count(*) FROM guild_allowed_channels"))
        .as("allowed channels stored; reply was: " + reply.content())
        .isZero();
    assertThat(reply.content()).doesNotContain("Saved.");
  }
}
