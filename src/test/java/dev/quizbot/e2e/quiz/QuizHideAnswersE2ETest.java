package dev.quizbot.e2e.quiz;

import static dev.quizbot.e2e.quiz.QuizRounds.answerOf;
import static dev.quizbot.e2e.quiz.QuizRounds.awaitAnswers;
import static dev.quizbot.e2e.quiz.QuizRounds.awaitReactionGone;
import static dev.quizbot.e2e.quiz.QuizRounds.intValue;
import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.e2e.AppBot;
import dev.quizbot.fakediscord.DiscordScenario;
import dev.quizbot.fakediscord.FakeDiscordExtension;
import dev.quizbot.fakediscord.FakeUser;
import dev.quizbot.fakediscord.InteractionReply;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Hide-answers mode: a member's reaction is removed once the answer is stored, so nobody can copy
 * it, whether the answer was graded live or from the reactions read after a restart.
 */
final class QuizHideAnswersE2ETest {
  private final AppBot bot = AppBot.fresh();

  @RegisterExtension final FakeDiscordExtension discord = FakeDiscordExtension.withBot(() -> bot);

  @Test
  @DisplayName("With hide answers on, the bot removes a member's reaction after storing the answer")
  void recordedReactionRemoved(DiscordScenario discord) {
    // GIVEN the server owner turned hide answers on
    FakeUser owner = discord.fake().guildOwner(discord.guild());
    InteractionReply saved = discord.slash(owner, "quizconfig", Map.of("hide_answers", true));
    assertThat(saved.ephemeral()).isTrue();
    assertThat(saved.content()).contains("Hide answers: on");

    // WHEN alice answers a new round
    PostedQuestion posted = QuizRounds.open(discord, discord.alice());
    discord.react(discord.alice(), posted.message(), posted.correctEmoji());

    // THEN her answer is stored, the bot deletes her reaction, and the answer stays
    awaitAnswers(discord, bot, posted.message(), 1);
    String deletePath =
        "channels/"
            + discord.channel().id()
            + "/messages/"
            + posted.message().id()
            + "/reactions/[^/]+/"
            + discord.alice().id();
    discord.await(
        () -> discord.restLog().stream().anyMatch(r -> r.is("DELETE", deletePath)),
        "the bot's DELETE of alice's reaction");
    awaitReactionGone(discord, posted.message(), posted.correctEmoji(), discord.alice());
    assertThat(intValue(answerOf(bot, posted.message(), discord.alice()).get("correct")))
        .isEqualTo(1);
  }

  @Test
  @DisplayName("With hide answers on, a reaction graded after a restart is removed too")
  void reactionGradedAfterRestartRemoved(DiscordScenario discord) {
    // GIVEN hide answers on and an open round, then the bot stops
    FakeUser owner = discord.fake().guildOwner(discord.guild());
    InteractionReply saved = discord.slash(owner, "quizconfig", Map.of("hide_answers", true));
    assertThat(saved.content()).contains("Hide answers: on");
    PostedQuestion posted = QuizRounds.open(discord, discord.alice());
    discord.stopBot();

    // WHEN bob reacts while the bot is down, and the bot starts again within the window
    discord.react(discord.bob(), posted.message(), posted.correctEmoji());
    bot.clock().advance(Duration.ofSeconds(5));
    discord.startBot(bot);

    // THEN his answer is graded from the reaction, and the bot removes the reaction as it does
    // for live answers
    awaitAnswers(discord, bot, posted.message(), 1);
    assertThat(intValue(answerOf(bot, posted.message(), discord.bob()).get("recovered")))
        .isEqualTo(1);
    awaitReactionGone(discord, posted.message(), posted.correctEmoji(), discord.bob());
  }
}
