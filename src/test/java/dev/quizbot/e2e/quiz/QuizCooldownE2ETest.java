package dev.quizbot.e2e.quiz;

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
 * {@code quiz.cooldown} (README "Settings": minimum time between two {@code /quiz} in one channel,
 * default 10s, 0s to 1h) as an admin who set it would see it in the channel.
 */
final class QuizCooldownE2ETest {
  private final AppBot bot = AppBot.fresh().with("QUIZBOT_QUIZ_COOLDOWN", "1h");

  @RegisterExtension final FakeDiscordExtension discord = FakeDiscordExtension.withBot(() -> bot);

  @Test
  @DisplayName("A /quiz within quiz.cooldown of the last one in the channel is refused privately")
  void secondQuizWithinCooldownIsRefused(DiscordScenario discord) {
    // GIVEN quiz.cooldown = 1h and a /quiz that ran and closed a minute ago in this channel
    PostedQuestion first = QuizRounds.open(discord, discord.alice());
    QuizRounds.close(discord, bot, first);

    // WHEN bob asks for another question in the same channel, well inside the hour
    InteractionReply reply = discord.slash(discord.bob(), "quiz", Map.of());

    // THEN no new question is posted: bob alone is told to wait
    assertThat(reply.ephemeral())
        .as("second /quiz within the cooldown must be refused, got: %s", reply.content())
        .isTrue();
  }
}
