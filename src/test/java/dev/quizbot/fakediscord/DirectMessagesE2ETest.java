package dev.quizbot.fakediscord;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import net.dv8tion.jda.api.components.buttons.Button;
import net.dv8tion.jda.api.entities.Message;
import net.dv8tion.jda.api.entities.channel.concrete.PrivateChannel;
import net.dv8tion.jda.api.exceptions.ErrorResponseException;
import net.dv8tion.jda.api.requests.ErrorResponse;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** DM channels, closed DMs and slash commands used in the bot's DM. */
final class DirectMessagesE2ETest {

  private final ComponentTestBot listener = new ComponentTestBot();

  @RegisterExtension
  final FakeDiscordExtension discord = FakeDiscordExtension.withBot(() -> new JdaTestBot(listener));

  private static JdaTestBot bot(DiscordScenario scenario) {
    return (JdaTestBot) scenario.startedBot();
  }

  @Test
  @DisplayName("The bot opens a member's DM and sends a question with buttons; Discord stores them")
  void dmWithButtons(DiscordScenario scenario) throws Exception {
    // GIVEN alice, a member the bot knows by id
    var jda = bot(scenario).jda();

    // WHEN the bot opens her DM twice and sends a question there
    PrivateChannel first =
        jda.openPrivateChannelById(scenario.alice().id()).submit().get(10, TimeUnit.SECONDS);
    PrivateChannel second =
        jda.openPrivateChannelById(scenario.alice().id()).submit().get(10, TimeUnit.SECONDS);
    Message sent =
        jda.retrieveUserById(scenario.alice().id())
            .flatMap(ComponentTestBot::sendQuestion)
            .submit()
            .get(10, TimeUnit.SECONDS);

    // THEN both opens gave the one DM channel, and it holds the message with its buttons
    FakeChannel dm = scenario.dm(scenario.alice());
    assertThat(first.getId()).isEqualTo(dm.id()).isEqualTo(second.getId());
    assertThat(scenario.messages(dm)).extracting(FakeMessage::id).containsExactly(sent.getId());
    FakeMessage stored = scenario.messages(dm).get(0);
    assertThat(stored.buttonLabels())
        .containsExactly("443", "80", "Don't know", "Hint", "Help", "🚩");
    assertThat(stored.component("right").path("style").asInt()).isEqualTo(1);
    assertThat(stored.toJson(scenario.botUser().id()).has("guild_id")).isFalse();
    // AND JDA read the components back from Discord's answer, ids and link included
    List<Button> buttons = sent.getComponentTree().findAll(Button.class);
    assertThat(buttons).extracting(Button::getLabel).contains("443", "Help");
    assertThat(buttons).allMatch(b -> b.getUniqueId() > 0);
    assertThat(buttons.get(4).getUrl()).isEqualTo("https://example.invalid/help");
    // AND each of the three opens (two by id, one by the user) hit Discord's route
    assertThat(scenario.restLog())
        .filteredOn(r -> r.path().equals("users/@me/channels"))
        .hasSize(3)
        .allMatch(r -> r.status() == 200);
  }

  @Test
  @DisplayName("The bot edits and reads back its DM message; a DM message has no guild")
  void dmEditAndGet(DiscordScenario scenario) throws Exception {
    // GIVEN the question in bob's DM
    var jda = bot(scenario).jda();
    Message sent =
        jda.retrieveUserById(scenario.bob().id())
            .flatMap(ComponentTestBot::sendQuestion)
            .submit()
            .get(10, TimeUnit.SECONDS);

    // WHEN the bot edits it to drop the buttons, then reads it back
    sent.editMessage("Q1 (expired)").setComponents().submit().get(10, TimeUnit.SECONDS);
    Message read =
        sent.getChannel().retrieveMessageById(sent.getId()).submit().get(10, TimeUnit.SECONDS);

    // THEN Discord has the edit, without components, and JDA sees it in a DM
    FakeMessage stored = scenario.fake().message(scenario.dm(scenario.bob()), sent.getId()).get();
    assertThat(stored.content()).isEqualTo("Q1 (expired)");
    assertThat(stored.components()).isEmpty();
    assertThat(stored.isEdited()).isTrue();
    assertThat(read.getContentRaw()).isEqualTo("Q1 (expired)");
    assertThat(read.isFromGuild()).isFalse();
    assertThat(read.getComponents()).isEmpty();
  }

  @Test
  @DisplayName("A member with closed DMs: the send fails with CANNOT_SEND_TO_USER, nothing posted")
  void closedDmsRefuseTheSend(DiscordScenario scenario) {
    // GIVEN carol turned her DMs off
    scenario.closeDms(scenario.carol());
    var jda = bot(scenario).jda();

    // WHEN the bot opens her DM and sends the question
    var future =
        jda.retrieveUserById(scenario.carol().id())
            .flatMap(ComponentTestBot::sendQuestion)
            .submit();

    // THEN JDA's RestAction fails with Discord's 50007, and her DM stays empty
    assertThatThrownBy(() -> future.get(10, TimeUnit.SECONDS))
        .isInstanceOf(ExecutionException.class)
        .cause()
        .isInstanceOfSatisfying(
            ErrorResponseException.class,
            e -> {
              assertThat(e.getErrorResponse()).isEqualTo(ErrorResponse.CANNOT_SEND_TO_USER);
              assertThat(e.getErrorCode()).isEqualTo(50007);
            });
    assertThat(scenario.messages(scenario.dm(scenario.carol()))).isEmpty();
    assertThat(scenario.restLog())
        .anyMatch(r -> r.status() == 403 && r.path().endsWith("/messages"));
  }

  @Test
  @DisplayName("A slash command in the bot's DM arrives without a guild, as context BOT_DM")
  void slashInDm(DiscordScenario scenario) {
    // GIVEN alice whose client is in French
    scenario.setLocale(scenario.alice(), "fr");

    // WHEN she runs /whereami in her DM with the bot
    InteractionReply reply = scenario.slashInDm(scenario.alice(), "whereami", Map.of());

    // THEN JDA saw a DM interaction from her user (no member), and the reply is in the DM
    assertThat(reply.content()).isEqualTo("guild=false context=BOT_DM channel=PRIVATE locale=fr");
    ComponentTestBot.Seen seen = listener.last("slash:whereami");
    assertThat(seen.hasMember()).isFalse();
    assertThat(seen.userId()).isEqualTo(scenario.alice().id());
    assertThat(scenario.messages(scenario.dm(scenario.alice())))
        .extracting(FakeMessage::content)
        .containsExactly(reply.content());
  }

  @Test
  @DisplayName(
      "The same command in a server arrives with the member, guild locale and GUILD context")
  void slashInGuildCarriesLocales(DiscordScenario scenario) {
    // GIVEN a German server (known to JDA from its next login) and bob in Brazilian Portuguese
    scenario.stopBot();
    scenario.fake().setGuildLocale(scenario.guild(), "de");
    scenario.startBot();
    scenario.setLocale(scenario.bob(), "pt-BR");

    // WHEN bob runs /whereami in the server
    InteractionReply reply = scenario.slash(scenario.bob(), "whereami", Map.of());

    // THEN JDA saw a guild interaction with his member and both locales
    assertThat(reply.content()).isEqualTo("guild=true context=GUILD channel=TEXT locale=pt-BR");
    ComponentTestBot.Seen seen = listener.last("slash:whereami");
    assertThat(seen.hasMember()).isTrue();
    assertThat(seen.guildLocale()).isEqualTo("de");
  }

  @Test
  @DisplayName(
      "Registration keeps integration_types and contexts; a guild-only command is not in DMs")
  void registrationKeepsContexts(DiscordScenario scenario) {
    // GIVEN the bot registered its commands
    scenario.await(() -> scenario.fake().globalCommands().size() == 3, "three commands registered");

    // WHEN the test reads them back
    var whereami = scenario.fake().globalCommands().get("whereami");
    var guildOnly = scenario.fake().globalCommands().get("guildonly");

    // THEN the contexts and install types are what JDA sent
    assertThat(whereami.path("contexts").toString()).isEqualTo("[0,1]");
    assertThat(whereami.path("integration_types").toString()).isEqualTo("[0,1]");
    assertThat(guildOnly.path("contexts").toString()).isEqualTo("[0]");
    // AND Discord would not offer /guildonly in a DM
    assertThatThrownBy(() -> scenario.slashInDm(scenario.alice(), "guildonly", Map.of()))
        .isInstanceOf(AssertionError.class)
        .hasMessageContaining("not offered in context 1");
  }

  @Test
  @DisplayName("A user who installed the app is named in authorizing_integration_owners")
  void userInstallIsAnOwner(DiscordScenario scenario) {
    // GIVEN carol added the app to her account
    scenario.fake().installForUser(scenario.carol());

    // WHEN she runs /whereami in her DM
    scenario.slashInDm(scenario.carol(), "whereami", Map.of());

    // THEN the interaction the bot got lists her user install and the guild install ("0" in a DM)
    ComponentTestBot.Seen seen = listener.last("slash:whereami");
    assertThat(seen.ownerUserId()).isEqualTo(scenario.carol().id());
    assertThat(seen.ownerGuildId()).isEqualTo("0");
    // AND without the install, only the guild install is named
    scenario.slashInDm(scenario.alice(), "whereami", Map.of());
    assertThat(listener.last("slash:whereami").ownerUserId()).isNull();
  }
}
