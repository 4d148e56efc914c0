package dev.quizbot.fakediscord;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import net.dv8tion.jda.api.events.interaction.command.SlashCommandInteractionEvent;
import net.dv8tion.jda.api.hooks.ListenerAdapter;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Interaction deadline and double-acknowledgement rules, checked at the wire. */
final class InteractionRulesE2ETest {

  /** Keeps the interaction ids and tokens instead of answering, so the test can answer raw. */
  private static final class SilentBot extends ListenerAdapter {
    final CopyOnWriteArrayList<SlashCommandInteractionEvent> seen = new CopyOnWriteArrayList<>();

    @Override
    public void onReady(net.dv8tion.jda.api.events.session.ReadyEvent event) {
      event
          .getJDA()
          .updateCommands()
          .addCommands(
              net.dv8tion.jda.api.interactions.commands.build.Commands.slash("quiet", "No answer"))
          .queue();
    }

    @Override
    public void onSlashCommandInteraction(SlashCommandInteractionEvent event) {
      seen.add(event);
    }
  }

  private final SilentBot silent = new SilentBot();

  @RegisterExtension
  final FakeDiscordExtension discord = FakeDiscordExtension.withBot(() -> new JdaTestBot(silent));

  private static int callback(DiscordScenario scenario, SlashCommandInteractionEvent event)
      throws Exception {
    HttpRequest request =
        HttpRequest.newBuilder(
                URI.create(
                    scenario.fake().apiUrl()
                        + "interactions/"
                        + event.getId()
                        + "/"
                        + event.getToken()
                        + "/callback"))
            .header("Content-Type", "application/json")
            .POST(HttpRequest.BodyPublishers.ofString("{\"type\":4,\"data\":{\"content\":\"hi\"}}"))
            .build();
    return HttpClient.newHttpClient()
        .send(request, HttpResponse.BodyHandlers.ofString())
        .statusCode();
  }

  @Test
  @DisplayName("A second acknowledgement of the same interaction gets 400 (40060)")
  void secondAcknowledgementIsRefused(DiscordScenario scenario) throws Exception {
    // GIVEN an interaction the bot received but did not answer
    InteractionReply reply =
        scenario
            .fake()
            .invokeSlash(
                scenario.alice(), scenario.channel(), "quiet", Map.of(), DiscordScenario.TIMEOUT);
    scenario.await(() -> !silent.seen.isEmpty(), "interaction reached the bot");
    SlashCommandInteractionEvent event = silent.seen.get(0);

    // WHEN it is answered twice
    int first = callback(scenario, event);
    int second = callback(scenario, event);

    // THEN the first succeeds and the second is refused
    assertThat(first).isEqualTo(204);
    assertThat(second).isEqualTo(400);
    assertThat(reply.content()).isEqualTo("hi");
    assertThat(scenario.restLog())
        .anyMatch(r -> r.status() == 400 && r.path().contains("/callback"));
  }

  @Test
  @DisplayName("An answer after Discord's 3-second deadline gets Unknown Interaction (404)")
  void lateAnswerIsUnknownInteraction(DiscordScenario scenario) throws Exception {
    // GIVEN an interaction left unanswered past the deadline (shortened from 3 s to 100 ms)
    scenario.fake().setInteractionDeadline(Duration.ofMillis(100));
    InteractionReply reply =
        scenario
            .fake()
            .invokeSlash(
                scenario.bob(), scenario.channel(), "quiet", Map.of(), DiscordScenario.TIMEOUT);
    scenario.await(() -> !silent.seen.isEmpty(), "interaction reached the bot");
    Thread.sleep(150);

    // WHEN the bot finally answers
    int status = callback(scenario, silent.seen.get(0));

    // THEN Discord says the interaction is unknown and nothing was posted
    assertThat(status).isEqualTo(404);
    assertThat(reply.acknowledged()).isFalse();
    assertThat(scenario.messages(scenario.channel())).isEmpty();
  }
}
