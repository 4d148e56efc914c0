package dev.quizbot.e2e.quiz;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.e2e.AppBot;
import dev.quizbot.fakediscord.DiscordScenario;
import dev.quizbot.fakediscord.FakeDiscordExtension;
import dev.quizbot.fakediscord.InteractionReply;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The refusal of a second /quiz while a round is open in the channel. */
final class QuizAlreadyOpenE2ETest {
  private final AppBot bot = AppBot.fresh();

  @RegisterExtension final FakeDiscordExtension discord = FakeDiscordExtension.withBot(() -> bot);

  @Test
  @DisplayName("A second /quiz in a channel names the open round's closing time once")
  void closingTimeNamedOnce(DiscordScenario discord) {
    // GIVEN an open round in the channel, fully posted
    QuizRounds.open(discord, discord.alice());
    long closesAt = bot.clock().instant().plusSeconds(60).getEpochSecond();

    // WHEN bob asks for another question
    InteractionReply reply = discord.slash(discord.bob(), "quiz", Map.of());

    // THEN the ephemeral reply names the closing time exactly once
    String stamp = "<t:" + closesAt + ":R>";
    assertThat(reply.ephemeral()).isTrue();
    assertThat(reply.content().split(Pattern.quote(stamp), -1).length - 1)
        .as("occurrences of %s in: %s", stamp, reply.content())
        .isEqualTo(1);
  }
}
