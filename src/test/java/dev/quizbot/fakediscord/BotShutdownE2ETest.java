package dev.quizbot.fakediscord;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

final class BotShutdownE2ETest {

  @RegisterExtension
  final FakeDiscordExtension discord = FakeDiscordExtension.withBot(JdaTestBot::new);

  @Test
  @DisplayName("Stopping the bot waits for the REST request it is still sending")
  void stopWaitsForRequestInFlight(DiscordScenario scenario) {
    // GIVEN a message the bot is sending, held up by Discord after it arrived
    scenario.fake().faults().delayNext("POST", "channels/\\d+/messages", Duration.ofSeconds(1));
    JdaTestBot bot = (JdaTestBot) scenario.startedBot();
    bot.jda().getTextChannelById(scenario.channel().id()).sendMessage("bye").queue();
    scenario.await(
        () -> scenario.fake().faults().delayedArrivals() == 1, "the message request arrived");

    // WHEN the bot is stopped while that request is in flight
    scenario.stopBot();

    // THEN the request was answered before the stop returned, and the message was posted
    assertThat(scenario.restLog())
        .anyMatch(r -> r.is("POST", "channels/\\d+/messages") && r.status() == 200);
    assertThat(scenario.messages(scenario.channel()))
        .extracting(FakeMessage::content)
        .containsExactly("bye");
  }
}
