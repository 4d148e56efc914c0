package dev.quizbot.e2e.quiz;

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
 * /quizconfig allow_channel checks, from what JDA knows at login, that the bot could run a quiz in
 * the channel: a channel it cannot post in is refused with the missing permission and nothing is
 * stored (spec, "Discord surface": bad options "change nothing").
 */
final class QuizConfigAllowChannelE2ETest {
  private static final long SEND_MESSAGES = 1L << 11;
  private static final long READ_MESSAGE_HISTORY = 1L << 16;

  @RegisterExtension final FakeDiscordExtension extension = new FakeDiscordExtension();

  @Test
  @DisplayName(
      "allow_channel with a channel the bot cannot post in is refused, naming the permission")
  void channelWithoutSendMessagesRefused(DiscordScenario discord) {
    // GIVEN a channel where the bot is denied Send Messages (known to the bot at login)
    FakeChannel noSend = discord.fake().createTextChannel(discord.guild(), "no-send");
    discord.fake().setChannelOverwrite(noSend, discord.botUser().id(), true, 0, SEND_MESSAGES);
    AppBot bot = discord.startBot(AppBot.fresh());

    // WHEN the owner restricts /quiz to that channel
    InteractionReply reply = allowAsOwner(discord, noSend);

    // THEN the reply names the missing permission and the fix, and nothing is stored
    assertThat(reply.ephemeral()).isTrue();
    assertThat(reply.content())
        .doesNotContain("Saved.")
        .contains("Nothing was changed")
        .contains("<#" + noSend.id() + ">")
        .contains("**Send Messages**")
        .contains("Grant");
    assertThat(bot.countRows("SELECT count(*) FROM guild_allowed_channels")).isZero();
  }

  @Test
  @DisplayName("allow_channel with a channel where the bot cannot read reactions back is refused")
  void channelWithoutMessageHistoryRefused(DiscordScenario discord) {
    // GIVEN a channel where the bot is denied Read Message History
    FakeChannel noHistory = discord.fake().createTextChannel(discord.guild(), "no-history");
    discord
        .fake()
        .setChannelOverwrite(noHistory, discord.botUser().id(), true, 0, READ_MESSAGE_HISTORY);
    AppBot bot = discord.startBot(AppBot.fresh());

    // WHEN the owner restricts /quiz to that channel
    InteractionReply reply = allowAsOwner(discord, noHistory);

    // THEN it is refused for that permission and nothing is stored
    assertThat(reply.content()).contains("**Read Message History**");
    assertThat(bot.countRows("SELECT count(*) FROM guild_allowed_channels")).isZero();
  }

  @Test
  @DisplayName("allow_channel with a channel where the bot has every permission it needs is saved")
  void usableChannelSaved(DiscordScenario discord) {
    // GIVEN the scenario's channel, where the bot has every permission a quiz needs
    AppBot bot = discord.startBot(AppBot.fresh());

    // WHEN the owner restricts /quiz to it
    InteractionReply reply = allowAsOwner(discord, discord.channel());

    // THEN the channel is stored as the only one allowed
    assertThat(reply.content()).contains("Saved.").contains("<#" + discord.channel().id() + ">");
    assertThat(bot.countRows("SELECT count(*) FROM guild_allowed_channels")).isEqualTo(1);
  }

  private static InteractionReply allowAsOwner(DiscordScenario discord, FakeChannel channel) {
    FakeUser owner = discord.fake().guildOwner(discord.guild());
    return discord.slash(owner, "quizconfig", Map.of("allow_channel", channel.id()));
  }
}
