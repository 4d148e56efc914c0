package dev.quizbot.e2e.review;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.e2e.AppBot;
import dev.quizbot.fakediscord.DiscordScenario;
import dev.quizbot.fakediscord.FakeDiscordExtension;
import dev.quizbot.fakediscord.FakeMessage;
import dev.quizbot.fakediscord.FakeUser;
import dev.quizbot.fakediscord.InteractionReply;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Review finding: spec, "A round", 2: "With hide-answers on and Manage Messages granted, the bot
 * removes each member's reaction after recording it, so nobody can copy". Answers graded by the
 * restart reconcile (RoundService.reconcile, returned as Recorded with removeReaction = true) are
 * dropped by RoundLifecycle, so those reactions stay visible for the rest of the open round.
 */
final class HideAnswersAfterRestartE2ETest {
  private final AppBot bot = AppBot.fresh();

  @RegisterExtension final FakeDiscordExtension discord = FakeDiscordExtension.withBot(() -> bot);

  @Test
  @DisplayName("With hide answers on, a reaction graded after a restart is removed too")
  void recoveredReactionRemoved(DiscordScenario discord) {
    // GIVEN hide answers on and an open round (the bot added its four reactions)
    FakeUser owner = discord.fake().guildOwner(discord.guild());
    InteractionReply saved = discord.slash(owner, "quizconfig", Map.of("hide_answers", true));
    assertThat(saved.content()).contains("Hide answers: on");
    InteractionReply posted = discord.slash(discord.alice(), "quiz", Map.of());
    FakeMessage message = posted.message();
    discord.await(() -> message.reactionEmojis().size() >= 2, "the bot's choice reactions");
    String emoji = message.reactionEmojis().get(0);
    discord.stopBot();

    // WHEN bob reacts while the bot is down, and the bot starts again within the window
    discord.react(discord.bob(), message, emoji);
    bot.clock().advance(Duration.ofSeconds(5));
    discord.startBot(bot);
    long bobId = Long.parseLong(discord.bob().id());
    discord.await(
        () -> bot.number("SELECT count(*) FROM answers WHERE user_id = ?", bobId) == 1,
        "bob's recovered answer stored");

    // THEN the bot removes bob's reaction, as it does for live answers
    discord.await(
        () -> !message.reactions().getOrDefault(emoji, List.of()).contains(discord.bob().id()),
        "bob's reaction removed from the still-open question");
  }
}
