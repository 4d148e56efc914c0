package dev.quizbot.fakediscord;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

final class SlashCommandE2ETest {

  @RegisterExtension
  final FakeDiscordExtension discord =
      FakeDiscordExtension.withBot(() -> new JdaTestBot(new PingCommand()));

  @Test
  @DisplayName("A user's slash command gets the bot's public reply in the channel")
  void slashCommandGetsReply(DiscordScenario scenario) {
    // GIVEN a bot that registered /ping
    // WHEN alice runs /ping word:hello
    InteractionReply reply = scenario.slash(scenario.alice(), "ping", Map.of("word", "hello"));

    // THEN she sees a public "pong hello" posted in the channel
    assertThat(reply.content()).isEqualTo("pong hello");
    assertThat(reply.ephemeral()).isFalse();
    assertThat(scenario.messages(scenario.channel()))
        .extracting(FakeMessage::content)
        .contains("pong hello");
  }

  @Test
  @DisplayName("A deferred ephemeral reply is edited in place and stays out of the channel")
  void deferredEphemeralReplyIsEdited(DiscordScenario scenario) {
    // GIVEN a bot whose /slowping defers privately
    // WHEN bob runs it
    InteractionReply reply = scenario.slash(scenario.bob(), "slowping", Map.of());

    // THEN the deferred private reply was edited to the answer, and nobody else sees it
    assertThat(reply.deferred()).isTrue();
    assertThat(reply.ephemeral()).isTrue();
    assertThat(reply.content()).isEqualTo("pong, slowly");
    assertThat(scenario.messages(scenario.channel())).isEmpty();
  }

  @Test
  @DisplayName("Autocomplete returns the choices the bot offers for the typed text")
  void autocompleteOffersChoices(DiscordScenario scenario) {
    // GIVEN a bot whose /ping word option autocompletes
    // WHEN carol types "he" into it
    var choices =
        scenario.autocomplete(
            scenario.carol(), scenario.channel(), "ping", Map.of("word", "he"), "word");

    // THEN she is offered the bot's two suggestions
    assertThat(choices).extracting(AutocompleteChoice::name).containsExactly("he-alpha", "he-beta");
  }

  @Test
  @DisplayName("The bot's command definitions are stored where a test can inspect them")
  void commandDefinitionsAreStored(DiscordScenario scenario) {
    // GIVEN a bot that registers its commands on ready
    scenario.await(() -> scenario.fake().globalCommands().size() == 2, "two commands registered");

    // WHEN the test reads the stored definitions
    var ping = scenario.fake().globalCommands().get("ping");

    // THEN the option definition is the one JDA sent
    assertThat(ping.path("options").get(0).path("name").asText()).isEqualTo("word");
    assertThat(ping.path("options").get(0).path("autocomplete").asBoolean()).isTrue();
  }
}
