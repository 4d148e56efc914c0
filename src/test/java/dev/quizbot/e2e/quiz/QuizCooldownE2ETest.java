package dev.quizbot.e2e.quiz;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.e2e.AppBot;
import dev.quizbot.fakediscord.DiscordScenario;
import dev.quizbot.fakediscord.FakeDiscordExtension;
import dev.quizbot.fakediscord.InteractionReply;
import java.time.Duration;
import java.time.Instant;
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
    Instant firstStart = bot.clock().instant();
    PostedQuestion first = QuizRounds.open(discord, discord.alice());
    QuizRounds.close(discord, bot, first);

    // WHEN bob asks for another question in the same channel, well inside the hour
    InteractionReply reply = discord.slash(discord.bob(), "quiz", Map.of());

    // THEN no new question is posted: bob alone is told when the next /quiz is possible
    assertThat(reply.ephemeral())
        .as("second /quiz within the cooldown must be refused, got: %s", reply.content())
        .isTrue();
    long nextQuiz = firstStart.plus(Duration.ofHours(1)).getEpochSecond();
    assertThat(reply.content()).contains("<t:" + nextQuiz + ":R>");
    assertThat(discord.messages(discord.channel()))
        .as("only the first question (now its reveal) is in the channel")
        .hasSize(1);
    assertThat(bot.countRows("SELECT count(*) FROM rounds")).isEqualTo(1);
  }

  @Test
  @DisplayName("Once quiz.cooldown has passed since the last /quiz started, a /quiz is posted")
  void quizAfterCooldownIsPosted(DiscordScenario discord) {
    // GIVEN quiz.cooldown = 1h and a /quiz that ran in this channel
    PostedQuestion first = QuizRounds.open(discord, discord.alice());
    QuizRounds.close(discord, bot, first);

    // WHEN bob asks for another question an hour after the first started
    bot.clock().advance(Duration.ofHours(1).minusSeconds(61));
    PostedQuestion second = QuizRounds.open(discord, discord.bob());

    // THEN it is a new public question
    assertThat(second.message().id()).isNotEqualTo(first.message().id());
  }

  @Test
  @DisplayName("A restart does not reset quiz.cooldown: the last /quiz is read back from storage")
  void cooldownSurvivesRestart(DiscordScenario discord) {
    // GIVEN a /quiz that ran in this channel, then a restart
    Instant firstStart = bot.clock().instant();
    PostedQuestion first = QuizRounds.open(discord, discord.alice());
    QuizRounds.close(discord, bot, first);
    discord.stopBot();
    bot.clock().advance(Duration.ofMinutes(5));
    discord.startBot(bot);

    // WHEN bob asks for another question
    InteractionReply reply = discord.slash(discord.bob(), "quiz", Map.of());

    // THEN he is still told to wait until an hour after the first started
    assertThat(reply.ephemeral()).as("refused after restart, got: %s", reply.content()).isTrue();
    long nextQuiz = firstStart.plus(Duration.ofHours(1)).getEpochSecond();
    assertThat(reply.content()).contains("<t:" + nextQuiz + ":R>");
  }
}
