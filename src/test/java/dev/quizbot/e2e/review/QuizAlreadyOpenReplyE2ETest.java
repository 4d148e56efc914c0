package dev.quizbot.e2e.review;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.e2e.AppBot;
import dev.quizbot.fakediscord.DiscordScenario;
import dev.quizbot.fakediscord.FakeDiscordExtension;
import dev.quizbot.fakediscord.InteractionReply;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Review finding: the engine's refusal already names the closing time ("it closes <t:…:R>") and
 * QuizCommand appends " (closes <t:…:R>)" again, so the member reads the closing time twice.
 */
final class QuizAlreadyOpenReplyE2ETest {
  private final AppBot bot = AppBot.fresh();

  @RegisterExtension final FakeDiscordExtension discord = FakeDiscordExtension.withBot(() -> bot);

  @Test
  @DisplayName("A second /quiz in a channel names the open round's closing time once")
  void closingTimeNamedOnce(DiscordScenario discord) {
    // GIVEN an open round in the channel
    InteractionReply first = discord.slash(discord.alice(), "quiz", Map.of());
    assertThat(first.ephemeral()).isFalse();
    long closesAt = bot.clock().instant().plusSeconds(60).getEpochSecond();

    // WHEN bob asks for another question
    InteractionReply reply = discord.slash(discord.bob(), "quiz", Map.of());

    // THEN the ephemeral reply names the closing time exactly once
    String stamp = "<t:" + closesAt + ":R>";
    assertThat(reply.ephemeral()).isTrue();
    assertThat(reply.content().split(java.util.regex.Pattern.quote(stamp), -1).length - 1)
        .as("occurrences of %s in: %s", stamp, reply.content())
        .isEqualTo(1);
  }
}
