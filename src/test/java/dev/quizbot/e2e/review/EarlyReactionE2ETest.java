package dev.quizbot.e2e.review;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.e2e.AppBot;
import dev.quizbot.fakediscord.DiscordScenario;
import dev.quizbot.fakediscord.FakeDiscordExtension;
import dev.quizbot.fakediscord.FakeMessage;
import dev.quizbot.fakediscord.InteractionReply;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Review finding: QuizCommand replies with the question, then asks for the reply message
 * (retrieveOriginal) and only then calls RoundService.markPosted. A member who reacts in between
 * sees the question and answers it, but RoundService.answer does not know the message yet
 * (NOT_A_ROUND) and the answer is silently lost; nothing reconciles it before the next restart.
 * Spec, "A round", 2: "A member's answer is their first reaction among the choice emojis while the
 * round is open." discord-facts: "members may react before the bot's own reactions finish".
 */
final class EarlyReactionE2ETest {
  private final AppBot bot = AppBot.fresh();

  @RegisterExtension final FakeDiscordExtension discord = FakeDiscordExtension.withBot(() -> bot);

  @Test
  @DisplayName("A reaction on the posted question before the bot looked up its message counts")
  void reactionBeforeMarkPostedCounts(DiscordScenario discord) {
    // GIVEN Discord is slow to answer the bot's lookup of its own reply
    discord.fake().faults().delayNext("GET", ".*messages/@original", Duration.ofMillis(1500));

    // WHEN alice posts a question and bob answers it at once with 🇦
    InteractionReply reply = discord.slash(discord.alice(), "quiz", Map.of());
    FakeMessage message = reply.message();
    discord.react(discord.bob(), message, "🇦");
    discord.await(() -> message.reactionEmojis().size() == 4, "the bot's choice reactions");

    // THEN bob's answer is graded and stored
    long bobId = Long.parseLong(discord.bob().id());
    bot.clock().advance(Duration.ofSeconds(61));
    discord.awaitMessage(
        m ->
            m.id().equals(message.id())
                && m.embeds().get(0).path("title").asText().startsWith("Answer:"));
    assertThat(bot.number("SELECT count(*) FROM answers WHERE user_id = ?", bobId))
        .as("bob's answer stored")
        .isEqualTo(1);
  }
}
