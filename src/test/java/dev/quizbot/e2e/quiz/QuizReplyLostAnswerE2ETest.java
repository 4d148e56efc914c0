package dev.quizbot.e2e.quiz;

import static dev.quizbot.e2e.quiz.QuizRounds.awaitAnswers;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.quizbot.e2e.AppBot;
import dev.quizbot.fakediscord.DiscordScenario;
import dev.quizbot.fakediscord.FakeDiscordExtension;
import dev.quizbot.fakediscord.FakeMessage;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Discord takes the /quiz reply but its edge answers 502; JDA's retry then hears 40060 "already
 * acknowledged". The bot looks up the interaction's original message and carries on with it.
 */
final class QuizReplyLostAnswerE2ETest {
  private final AppBot bot = AppBot.fresh();

  @RegisterExtension final FakeDiscordExtension discord = FakeDiscordExtension.withBot(() -> bot);

  @Test
  @DisplayName("a /quiz reply taken but answered 502 gets its reactions, is graded and revealed")
  void replyTakenButAnswered502(DiscordScenario discord) {
    // GIVEN Discord will answer the next interaction callback 502 after posting the reply
    discord
        .fake()
        .faults()
        .failAfterServingNext("POST", "interactions/\\d+/[^/]+/callback", 1, 502);

    // WHEN alice runs /quiz: the question shows and gets its choice reactions
    PostedQuestion posted = QuizRounds.open(discord, discord.alice());

    // AND bob answers right
    discord.react(discord.bob(), posted.message(), posted.correctEmoji());

    // THEN his answer is graded and stored, and the round is revealed at its deadline
    awaitAnswers(discord, bot, posted.message(), 1);
    FakeMessage revealed = QuizRounds.close(discord, bot, posted);
    assertThat(field(revealed, "Answered")).isEqualTo("1 member");
    assertThat(bot.countRows("SELECT count(*) FROM rounds WHERE closed_at IS NOT NULL"))
        .isEqualTo(1);
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
