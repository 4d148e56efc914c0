package dev.quizbot.e2e.quiz;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.e2e.AppBot;
import dev.quizbot.fakediscord.DiscordScenario;
import dev.quizbot.fakediscord.FakeDiscordExtension;
import dev.quizbot.fakediscord.FakeMessage;
import dev.quizbot.fakediscord.FakeUser;
import dev.quizbot.fakediscord.InteractionReply;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * /quiz replies with the question and only then asks Discord for the reply's message id. A member
 * who sees the question reacts in between (discord-facts: "members may react before the bot's own
 * reactions finish"); spec, "A round": that first reaction is their answer.
 */
final class QuizEarlyReactionE2ETest {
  private final AppBot bot = AppBot.fresh();

  @RegisterExtension final FakeDiscordExtension discord = FakeDiscordExtension.withBot(() -> bot);

  @Test
  @DisplayName("A reaction made before the bot has looked up its question's message id counts")
  void reactionBeforeMessageIdKnownCounts(DiscordScenario discord) {
    // GIVEN Discord is slow to answer the bot's lookup of its own reply
    discord.fake().faults().delayNext("GET", ".*messages/@original", Duration.ofMillis(1500));

    // WHEN alice posts a question and bob answers it at once with 🇦
    InteractionReply reply = discord.slash(discord.alice(), "quiz", Map.of());
    FakeMessage message = reply.message();
    discord.react(discord.bob(), message, "🇦");
    discord.await(() -> message.reactionEmojis().size() == 4, "the bot's choice reactions");

    // THEN at the reveal bob's answer is stored
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

  @Test
  @DisplayName("With hide answers on, a reaction made before the message id was known is removed")
  void earlyReactionHidden(DiscordScenario discord) {
    // GIVEN hide answers on, and Discord slow to answer the bot's lookup of its own reply
    FakeUser owner = discord.fake().guildOwner(discord.guild());
    InteractionReply saved = discord.slash(owner, "quizconfig", Map.of("hide_answers", true));
    assertThat(saved.content()).contains("Hide answers: on");
    discord.fake().faults().delayNext("GET", ".*messages/@original", Duration.ofMillis(1500));

    // WHEN alice posts a question and bob reacts with 🇦 before the bot knows the message id
    InteractionReply reply = discord.slash(discord.alice(), "quiz", Map.of());
    FakeMessage message = reply.message();
    discord.react(discord.bob(), message, "🇦");

    // THEN his answer is stored and his reaction removed, as for a live answer
    long bobId = Long.parseLong(discord.bob().id());
    discord.await(
        () -> bot.number("SELECT count(*) FROM answers WHERE user_id = ?", bobId) == 1,
        "bob's answer stored");
    QuizRounds.awaitReactionGone(discord, message, "🇦", discord.bob());
  }
}
