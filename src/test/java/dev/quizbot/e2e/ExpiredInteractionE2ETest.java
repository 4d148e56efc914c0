package dev.quizbot.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.fakediscord.DiscordScenario;
import dev.quizbot.fakediscord.FakeDiscordExtension;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * An interaction that expired before the bot's answer arrived (Discord's 3 s) is one readable
 * warning in the bot's log, not JDA's ERROR with a stack trace (the fake Discord's JDA log guard
 * fails this test on any JDA WARN or ERROR).
 */
final class ExpiredInteractionE2ETest {
  private final LogCapture capture = new LogCapture();
  private final AppBot bot = AppBot.fresh();

  @RegisterExtension final FakeDiscordExtension discord = FakeDiscordExtension.withBot(() -> bot);

  @AfterEach
  void stopCapturing() {
    capture.detach();
  }

  @Test
  @DisplayName("an answer that arrives after the interaction expired is logged as one warning line")
  void lateAnswerIsOneWarning(DiscordScenario discord) {
    // GIVEN a Discord that expires interactions at once
    capture.attach();
    discord.fake().setInteractionDeadline(Duration.ZERO);

    // WHEN alice runs /help
    discord
        .fake()
        .invokeSlash(discord.alice(), discord.channel(), "help", Map.of(), DiscordScenario.TIMEOUT);

    // THEN Discord refused the late answer and the bot said so in one line, without a stack trace
    discord.await(
        () ->
            discord.restLog().stream()
                .anyMatch(r -> r.is("POST", "interactions/.*/callback") && r.status() == 404),
        "the refused callback");
    discord.await(
        () -> capture.lines().stream().anyMatch(l -> l.contains("was not answered in time")),
        "the warning");
    String warning =
        capture.lines().stream()
            .filter(l -> l.contains("was not answered in time"))
            .findFirst()
            .orElseThrow();
    assertThat(warning).startsWith("WARN").doesNotContain("\tat ");
    assertThat(capture.lines()).noneMatch(l -> l.startsWith("ERROR"));
  }
}
