package dev.quizbot.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.fakediscord.DiscordScenario;
import dev.quizbot.fakediscord.FakeDiscordExtension;
import dev.quizbot.fakediscord.FakeMessage;
import dev.quizbot.fakediscord.InteractionReply;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

final class QuizSmokeE2ETest {
  private final AppBot bot = AppBot.fresh();

  @RegisterExtension final FakeDiscordExtension discord = FakeDiscordExtension.withBot(() -> bot);

  @Test
  @DisplayName("/quiz posts a question with four reactions and closes into the reveal")
  void quizRoundTrip(DiscordScenario discord) {
    // WHEN alice runs /quiz
    InteractionReply reply = discord.slash(discord.alice(), "quiz", Map.of());

    // THEN the question is posted publicly with the four choice reactions in order
    assertThat(reply.ephemeral()).isFalse();
    FakeMessage question = reply.message();
    assertThat(question.embeds()).hasSize(1);
    assertThat(question.embeds().get(0).path("description").asText()).contains("🇦", "🇩");
    discord.await(() -> question.reactionEmojis().size() == 4, "the bot's four reactions");
    assertThat(question.reactionEmojis()).containsExactly("🇦", "🇧", "🇨", "🇩");

    // WHEN alice answers and the window passes
    discord.react(discord.alice(), question, "🇦");
    discord.await(() -> bot.storedAnswers() == 1, "alice's answer stored");
    bot.clock().advance(Duration.ofSeconds(61));

    // THEN the message becomes the reveal, counting alice's answer
    FakeMessage revealed =
        discord.awaitMessage(
            m ->
                m.id().equals(question.id())
                    && m.embeds().get(0).path("title").asText().startsWith("Answer:"));
    List<String> fields = revealed.embeds().get(0).path("fields").findValuesAsText("value");
    assertThat(fields).contains("1 member");
  }
}
