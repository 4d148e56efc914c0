package dev.quizbot.e2e.review;

import dev.quizbot.e2e.AppBot;
import dev.quizbot.fakediscord.DiscordScenario;
import dev.quizbot.fakediscord.FakeChannel;
import dev.quizbot.fakediscord.FakeDiscordExtension;
import dev.quizbot.fakediscord.FakeMessage;
import dev.quizbot.fakediscord.InteractionReply;
import java.time.Duration;
import java.util.Map;
import org.assertj.core.api.Assertions;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Review finding: RoundLifecycle.publish catches only RejectedExecutionException around
 * editMessageEmbedsById. JDA checks Send Messages / Embed Links locally and throws
 * InsufficientPermissionException synchronously; the exception leaves the reveal loop in
 * closeDueSafely, so every other round closed by the same tick (already marked closed in the
 * database) never gets its reveal. Spec, "A round", 4: "At the deadline … the bot edits the
 * message".
 */
final class RevealAfterFailedRevealE2ETest {
  private static final long SEND_MESSAGES = 1L << 11;

  @RegisterExtension final FakeDiscordExtension extension = new FakeDiscordExtension();

  @Test
  @DisplayName("A round whose reveal cannot be sent does not stop another channel's reveal")
  void otherChannelStillRevealed(DiscordScenario discord) {
    // GIVEN a channel where members may use /quiz but the bot is denied Send Messages
    FakeChannel noSend = discord.fake().createTextChannel(discord.guild(), "read-only");
    discord.fake().setChannelOverwrite(noSend, discord.botUser().id(), true, 0, SEND_MESSAGES);
    AppBot bot = discord.startBot(AppBot.fresh());

    // AND a round there, then one second later a round in the normal channel
    InteractionReply readOnlyRound = discord.slash(discord.alice(), noSend, "quiz", Map.of());
    Assertions.assertThat(readOnlyRound.ephemeral()).isFalse();
    bot.clock().advance(Duration.ofSeconds(1));
    InteractionReply normalRound = discord.slash(discord.bob(), "quiz", Map.of());
    Assertions.assertThat(normalRound.ephemeral()).isFalse();
    String normalId = normalRound.message().id();

    // WHEN both deadlines pass (closed by the same tick)
    bot.clock().advance(Duration.ofSeconds(61));

    // THEN the normal channel's question still becomes its reveal
    FakeMessage revealed =
        discord.awaitMessage(
            m ->
                m.id().equals(normalId)
                    && m.embeds().get(0).path("title").asText().startsWith("Answer:"));
    Assertions.assertThat(revealed.id()).isEqualTo(normalId);
  }
}
