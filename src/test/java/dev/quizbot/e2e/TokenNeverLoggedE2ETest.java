package dev.quizbot.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.fakediscord.DiscordScenario;
import dev.quizbot.fakediscord.FakeDiscord;
import dev.quizbot.fakediscord.FakeDiscordExtension;
import dev.quizbot.fakediscord.FakeMessage;
import dev.quizbot.fakediscord.InteractionReply;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Every log line of a whole end-to-end session (login, commands, a round, a restart with recovery),
 * at TRACE and without the masking safety net of {@code quizbot run}, is free of the token: no code
 * logs it in the first place.
 */
final class TokenNeverLoggedE2ETest {
  private final LogCapture capture = new LogCapture();
  private final AppBot bot = AppBot.fresh();

  @RegisterExtension final FakeDiscordExtension discord = new FakeDiscordExtension();

  @BeforeEach
  void captureEverything() {
    capture.attach();
  }

  @AfterEach
  void stopCapturing() {
    capture.detach();
  }

  @Test
  @DisplayName("No log line of an end-to-end session contains the bot token")
  void tokenNeverLogged(DiscordScenario discord) {
    // GIVEN the bot logged in with the fake's token, logging at TRACE
    discord.startBot(bot);

    // WHEN members use it: /help, /quiz answered and revealed, then a restart
    discord.slash(discord.alice(), "help", Map.of());
    InteractionReply reply = discord.slash(discord.alice(), "quiz", Map.of());
    FakeMessage question = reply.message();
    discord.await(() -> question.reactionEmojis().size() == 4, "the bot's four reactions");
    discord.react(discord.bob(), question, "🇧");
    discord.await(() -> bot.storedAnswers() == 1, "bob's answer stored");
    discord.stopBot();
    discord.startBot(bot);
    bot.clock().advance(Duration.ofSeconds(61));
    discord.awaitMessage(
        m ->
            m.id().equals(question.id())
                && m.embeds().get(0).path("title").asText().startsWith("Answer:"));
    discord.stopBot();

    // THEN plenty was logged (JDA's gateway traffic included) and none of it holds the token
    List<String> lines = capture.lines();
    assertThat(lines).hasSizeGreaterThan(100);
    assertThat(lines).anyMatch(l -> l.contains("net.dv8tion"));
    assertThat(lines).noneMatch(l -> l.contains(FakeDiscord.DEFAULT_TOKEN));
  }
}
