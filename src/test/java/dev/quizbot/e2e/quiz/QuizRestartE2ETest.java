package dev.quizbot.e2e.quiz;

import static dev.quizbot.e2e.quiz.QuizRounds.answerOf;
import static dev.quizbot.e2e.quiz.QuizRounds.awaitAnswers;
import static dev.quizbot.e2e.quiz.QuizRounds.intValue;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.quizbot.e2e.AppBot;
import dev.quizbot.fakediscord.DiscordScenario;
import dev.quizbot.fakediscord.FakeDiscordExtension;
import dev.quizbot.fakediscord.FakeMessage;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Restarts lose nothing: the bot is stopped with a round open, members react while it is down (the
 * fake keeps the reactions), and the same app (same SQLite file and clock) starts again.
 */
final class QuizRestartE2ETest {
  private final AppBot bot = AppBot.fresh();

  @RegisterExtension final FakeDiscordExtension discord = FakeDiscordExtension.withBot(() -> bot);

  @Test
  @DisplayName("Answers given while the bot was down are graded once, without speed bonus")
  void missedAnswersGradedAfterRestart(DiscordScenario discord) {
    // GIVEN alice answered (graded live) before the bot stops
    PostedQuestion posted = QuizRounds.open(discord, discord.alice());
    discord.react(discord.alice(), posted.message(), posted.correctEmoji());
    awaitAnswers(discord, bot, posted.message(), 1);
    discord.stopBot();

    // WHEN bob (right) and carol (wrong) react while it is down, alice adds a second choice,
    // and the bot starts again 10 s later
    discord.react(discord.bob(), posted.message(), posted.correctEmoji());
    discord.react(discord.carol(), posted.message(), posted.wrongEmoji(0));
    discord.react(discord.alice(), posted.message(), posted.wrongEmoji(1));
    bot.clock().advance(Duration.ofSeconds(10));
    discord.startBot(bot);

    // THEN bob and carol are graded as recovered (no speed bonus); alice is not graded again
    awaitAnswers(discord, bot, posted.message(), 3);
    Map<String, Object> bob = answerOf(bot, posted.message(), discord.bob());
    assertThat(intValue(bob.get("points"))).isEqualTo(10);
    assertThat(intValue(bob.get("recovered"))).isEqualTo(1);
    Map<String, Object> carol = answerOf(bot, posted.message(), discord.carol());
    assertThat(intValue(carol.get("points"))).isZero();
    Map<String, Object> alice = answerOf(bot, posted.message(), discord.alice());
    assertThat(intValue(alice.get("points"))).isEqualTo(15);
    assertThat(intValue(alice.get("recovered"))).isZero();
    assertThat(stat("answered", discord.alice().id())).isEqualTo(1);

    // AND the round still closes at its deadline, counting all three
    FakeMessage revealed = QuizRounds.close(discord, bot, posted);
    assertThat(field(revealed, "Answered")).isEqualTo("3 members");
  }

  @Test
  @DisplayName("A round whose deadline passed while the bot was down is graded and closed")
  void expiredRoundClosedAfterRestart(DiscordScenario discord) {
    PostedQuestion posted = QuizRounds.open(discord, discord.alice());
    discord.stopBot();

    discord.react(discord.bob(), posted.message(), posted.correctEmoji());
    bot.clock().advance(Duration.ofSeconds(120));
    discord.startBot(bot);

    FakeMessage revealed = QuizRounds.awaitReveal(discord, posted);
    assertThat(field(revealed, "Answered")).isEqualTo("1 member");
    Map<String, Object> bob = answerOf(bot, posted.message(), discord.bob());
    assertThat(intValue(bob.get("points"))).isEqualTo(10);
    assertThat(intValue(bob.get("recovered"))).isEqualTo(1);
    assertThat(bot.countRows("SELECT count(*) FROM rounds WHERE closed_at IS NULL")).isZero();
  }

  private long stat(String column, String userId) {
    return bot.number(
        "SELECT " + column + " FROM member_stats WHERE user_id = ?", Long.parseLong(userId));
  }

  private static String field(FakeMessage message, String name) {
    for (JsonNode f : message.embeds().get(0).path("fields")) {
      if (f.path("name").asText().equals(name)) {
        return f.path("value").asText();
      }
    }
    throw new AssertionError("no field " + name);
  }
}
