package dev.quizbot.e2e.quiz;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.e2e.AppBot;
import dev.quizbot.fakediscord.DiscordScenario;
import dev.quizbot.fakediscord.FakeChannel;
import dev.quizbot.fakediscord.FakeDiscordExtension;
import dev.quizbot.fakediscord.FakeMessage;
import dev.quizbot.fakediscord.InteractionReply;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A round needs the bot to post, react and edit in its channel. The question itself is the
 * interaction's reply, which Discord accepts without any channel permission, so /quiz checks the
 * bot's permissions first; and a reveal refused later (permissions taken away while the round was
 * open) costs only that round's reveal.
 */
final class QuizChannelPermissionsE2ETest {
  private static final long SEND_MESSAGES = 1L << 11;

  private final AppBot bot = AppBot.fresh();

  // The bot starts in each test, once its channels are set up: the fake sends channels and
  // permission overwrites only in GUILD_CREATE.
  @RegisterExtension final FakeDiscordExtension discord = new FakeDiscordExtension();

  @Test
  @DisplayName("/quiz where the bot cannot send messages names the permission and starts no round")
  void quizRefusedWithoutSendMessages(DiscordScenario discord) {
    // GIVEN a channel where the bot is denied Send Messages
    FakeChannel readOnly = discord.fake().createTextChannel(discord.guild(), "read-only");
    discord.fake().setChannelOverwrite(readOnly, discord.botUser().id(), true, 0, SEND_MESSAGES);
    discord.startBot(bot);

    // WHEN alice runs /quiz there
    InteractionReply reply = discord.slash(discord.alice(), readOnly, "quiz", Map.of());

    // THEN only she is told what is missing and how to fix it, and no round exists
    assertThat(reply.ephemeral()).isTrue();
    assertThat(reply.content())
        .contains("Send Messages")
        .contains("grant")
        .contains("another channel");
    assertThat(bot.countRows("SELECT count(*) FROM rounds")).isZero();
    assertThat(discord.messages(readOnly)).isEmpty();
  }

  @Test
  @DisplayName("A round whose reveal the bot may no longer send does not stop another's reveal")
  void otherChannelStillRevealed(DiscordScenario discord) {
    // GIVEN a round in a second channel, then one second later a round in the usual channel
    FakeChannel second = discord.fake().createTextChannel(discord.guild(), "second");
    discord.startBot(bot);
    InteractionReply secondRound = discord.slash(discord.alice(), second, "quiz", Map.of());
    assertThat(secondRound.ephemeral()).isFalse();
    PostedQuestion secondQuestion = PostedQuestion.of(secondRound.message());
    discord.await(
        () -> secondQuestion.message().reactionEmojis().size() == secondQuestion.emojis().size(),
        "the bot's choice reactions in the second channel");
    bot.clock().advance(Duration.ofSeconds(1));
    PostedQuestion usual = QuizRounds.open(discord, discord.bob());

    // AND while the bot is down, it loses Send Messages in the second channel
    discord.stopBot();
    discord.fake().setChannelOverwrite(second, discord.botUser().id(), true, 0, SEND_MESSAGES);

    // WHEN both deadlines have passed as it starts again (one tick closes both rounds, the
    // second channel's first)
    bot.clock().advance(Duration.ofSeconds(61));
    discord.startBot(bot);

    // THEN the usual channel's question still becomes its reveal
    FakeMessage revealed = QuizRounds.awaitReveal(discord, usual);
    assertThat(revealed.embeds().get(0).path("title").asText()).startsWith("Answer:");
  }
}
