package dev.quizbot.fakediscord;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import net.dv8tion.jda.api.JDA;
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

  @Test
  @DisplayName("Stopping the bot waits for the consumer of its last answer, within the timeout")
  void stopWaitsForTheLastConsumer(DiscordScenario scenario) throws InterruptedException {
    // GIVEN a message the bot sent, whose success consumer is running and held by the test
    JdaTestBot bot = (JdaTestBot) scenario.startedBot();
    CountDownLatch running = new CountDownLatch(1);
    CountDownLatch release = new CountDownLatch(1);
    AtomicBoolean finished = new AtomicBoolean();
    bot.jda()
        .getTextChannelById(scenario.channel().id())
        .sendMessage("bye")
        .queue(
            posted -> {
              running.countDown();
              try {
                release.await();
              } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
              }
              finished.set(true);
            });
    assertThat(running.await(DiscordScenario.TIMEOUT.toMillis(), TimeUnit.MILLISECONDS)).isTrue();

    try {
      // WHEN JDA is shut down (its requests are done)
      JDA jda = bot.jda();
      jda.shutdown();
      assertThat(jda.awaitShutdown(DiscordScenario.TIMEOUT)).isTrue();

      // THEN the stop is not finished while the consumer runs: the wait ends with the timeout,
      // whatever its length, because only the test releases the consumer
      assertThat(bot.awaitRequestsFinished(Duration.ofMillis(50))).isFalse();
      assertThat(finished).isFalse();
    } finally {
      release.countDown(); // never leave a thread of JDA's held, even when an assertion failed
    }

    // AND once the consumer returned, the stop finishes
    assertThat(bot.awaitRequestsFinished(DiscordScenario.TIMEOUT)).isTrue();
    assertThat(finished).isTrue();
  }
}
