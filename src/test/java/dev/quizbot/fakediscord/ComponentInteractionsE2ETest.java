package dev.quizbot.fakediscord;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.concurrent.TimeUnit;
import net.dv8tion.jda.api.components.actionrow.ActionRow;
import net.dv8tion.jda.api.components.buttons.Button;
import net.dv8tion.jda.api.exceptions.ErrorResponseException;
import net.dv8tion.jda.api.requests.ErrorResponse;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Buttons and selects pressed by users, and the bot's five kinds of answer to them. */
final class ComponentInteractionsE2ETest {

  private final ComponentTestBot listener = new ComponentTestBot();

  @RegisterExtension
  final FakeDiscordExtension discord = FakeDiscordExtension.withBot(() -> new JdaTestBot(listener));

  /** The bot's question in the user's DM, as Discord stores it. */
  private FakeMessage questionInDm(DiscordScenario scenario, FakeUser user) throws Exception {
    var jda = ((JdaTestBot) scenario.startedBot()).jda();
    String id =
        jda.retrieveUserById(user.id())
            .flatMap(ComponentTestBot::sendQuestion)
            .submit()
            .get(10, TimeUnit.SECONDS)
            .getId();
    return scenario.fake().message(scenario.dm(user), id).orElseThrow();
  }

  private FakeMessage pickInChannel(DiscordScenario scenario) throws Exception {
    var jda = ((JdaTestBot) scenario.startedBot()).jda();
    String id =
        jda.getTextChannelById(scenario.channel().id())
            .sendMessage("Pick some")
            .setComponents(ComponentTestBot.pickRow())
            .submit()
            .get(10, TimeUnit.SECONDS)
            .getId();
    return scenario.fake().message(scenario.channel(), id).orElseThrow();
  }

  @Test
  @DisplayName("Pressing a button in a DM: the bot's UPDATE_MESSAGE edits the stored message")
  void buttonUpdatesMessage(DiscordScenario scenario) throws Exception {
    // GIVEN alice's DM question with its buttons
    FakeMessage question = questionInDm(scenario, scenario.alice());

    // WHEN she presses "443"
    InteractionReply reply = scenario.press(scenario.alice(), question, "right");

    // THEN the bot answered with type 7, and the message now says right with one disabled button
    assertThat(reply.callbackType()).isEqualTo(7);
    assertThat(reply.updatedMessage()).isTrue();
    assertThat(question.content()).isEqualTo("Right! 443. Again in 4 days.");
    assertThat(question.buttonLabels()).containsExactly("443");
    assertThat(question.component("right").path("disabled").asBoolean()).isTrue();
    assertThat(question.isEdited()).isTrue();
    // AND JDA parsed a DM component interaction with the message and the pressed button
    ComponentTestBot.Seen seen = listener.last("button:right");
    assertThat(seen.fromGuild()).isFalse();
    assertThat(seen.hasMember()).isFalse();
    assertThat(seen.context()).isEqualTo("BOT_DM");
    assertThat(seen.messageId()).isEqualTo(question.id());
    assertThat(seen.componentLabel()).isEqualTo("443");
    // AND the disabled button cannot be pressed again
    assertThatThrownBy(() -> scenario.press(scenario.alice(), question, "right"))
        .isInstanceOf(AssertionError.class)
        .hasMessageContaining("disabled");
  }

  @Test
  @DisplayName(
      "A deferred update (type 6) and the later @original edit change the button's message")
  void deferredUpdateThenEditOriginal(DiscordScenario scenario) throws Exception {
    // GIVEN bob's DM question
    FakeMessage question = questionInDm(scenario, scenario.bob());

    // WHEN he presses "80" and the bot defers, then edits @original
    InteractionReply reply = scenario.press(scenario.bob(), question, "slow");
    reply.awaitEdited(DiscordScenario.TIMEOUT);

    // THEN the acknowledgement posted nothing and the edit replaced text and buttons
    assertThat(reply.callbackType()).isEqualTo(6);
    assertThat(reply.message().id()).isEqualTo(question.id());
    assertThat(question.content()).isEqualTo("Wrong: it is 443.");
    assertThat(question.components()).isEmpty();
    assertThat(scenario.messages(scenario.dm(scenario.bob()))).hasSize(1);
    scenario.await(
        () ->
            scenario.restLog().stream()
                .anyMatch(r -> r.is("PATCH", "webhooks/\\d+/[^/]+/messages/@original")),
        "the @original edit in the REST log");
  }

  @Test
  @DisplayName("An ephemeral reply to a button is seen by the presser only")
  void ephemeralReplyToButton(DiscordScenario scenario) throws Exception {
    // GIVEN a question with buttons posted in the server channel
    var jda = ((JdaTestBot) scenario.startedBot()).jda();
    String id =
        jda.getTextChannelById(scenario.channel().id())
            .sendMessage("Q1")
            .setComponents(ComponentTestBot.questionRow())
            .submit()
            .get(10, TimeUnit.SECONDS)
            .getId();
    FakeMessage question = scenario.fake().message(scenario.channel(), id).orElseThrow();

    // WHEN carol presses "Don't know"
    InteractionReply reply = scenario.press(scenario.carol(), question, "secret");

    // THEN she alone gets the reply, the question is untouched
    assertThat(reply.callbackType()).isEqualTo(4);
    assertThat(reply.ephemeral()).isTrue();
    assertThat(reply.content()).isEqualTo("Only you see this: it is 443.");
    assertThat(scenario.messages(scenario.channel()))
        .extracting(FakeMessage::id)
        .containsExactly(id);
    assertThat(question.isEdited()).isFalse();
    // AND in a server the interaction carried carol's member
    ComponentTestBot.Seen seen = listener.last("button:secret");
    assertThat(seen.hasMember()).isTrue();
    assertThat(seen.context()).isEqualTo("GUILD");
    assertThat(seen.ownerGuildId()).isEqualTo(scenario.guild().id());
  }

  @Test
  @DisplayName("A deferred ephemeral reply to a button (type 5) is edited into the answer")
  void deferredReplyToButton(DiscordScenario scenario) throws Exception {
    // GIVEN alice's DM question
    FakeMessage question = questionInDm(scenario, scenario.alice());

    // WHEN she asks for a hint
    InteractionReply reply = scenario.press(scenario.alice(), question, "think");

    // THEN the bot deferred privately and then edited in the hint; the question stays
    assertThat(reply.callbackType()).isEqualTo(5);
    assertThat(reply.ephemeral()).isTrue();
    assertThat(reply.content()).isEqualTo("Hint: TLS on the web.");
    assertThat(question.content()).startsWith("Q1:");
  }

  @Test
  @DisplayName("Picked select values reach the bot, which edits the message to them")
  void selectValues(DiscordScenario scenario) throws Exception {
    // GIVEN a select of three options in the server channel, and alice in Spanish
    FakeMessage pick = pickInChannel(scenario);
    scenario.setLocale(scenario.alice(), "es-ES");

    // WHEN she picks Beta and Gamma
    InteractionReply reply = scenario.select(scenario.alice(), pick, "pick", "b", "c");

    // THEN JDA saw both values and her locale, and the message shows them
    assertThat(reply.callbackType()).isEqualTo(7);
    assertThat(listener.last("select:pick").values()).containsExactly("b", "c");
    assertThat(listener.last("select:pick").userLocale()).isEqualTo("es-ES");
    assertThat(pick.content()).isEqualTo("Picked b,c");
    // AND values the select does not offer are not something a user can pick
    assertThatThrownBy(() -> scenario.select(scenario.bob(), pick, "pick", "z"))
        .isInstanceOf(AssertionError.class);
  }

  @Test
  @DisplayName("A custom_id the message does not carry cannot be pressed")
  void onlyRealButtonsCanBePressed(DiscordScenario scenario) throws Exception {
    // GIVEN the question with its buttons
    FakeMessage question = questionInDm(scenario, scenario.alice());

    // WHEN / THEN pressing an id it does not carry is refused by the fake, as by Discord's client
    assertThatThrownBy(() -> scenario.press(scenario.alice(), question, "nope"))
        .isInstanceOf(AssertionError.class)
        .hasMessageContaining("no button 'nope'");
    assertThat(question.component("right")).isNotNull();
    assertThat(listener.seen).isEmpty();
  }

  @Test
  @DisplayName("Two buttons with one custom_id: JDA's send fails with INVALID_FORM_BODY (50035)")
  void duplicateCustomIdFailsInJda(DiscordScenario scenario) {
    // GIVEN a message whose two buttons share a custom_id (JDA does not check that itself)
    var jda = ((JdaTestBot) scenario.startedBot()).jda();
    var send =
        jda.getTextChannelById(scenario.channel().id())
            .sendMessage("Q2")
            .setComponents(ActionRow.of(Button.primary("same", "A"), Button.primary("same", "B")))
            .submit();

    // WHEN / THEN Discord refuses it and JDA reports the schema error at the second button
    assertThatThrownBy(() -> send.get(10, TimeUnit.SECONDS))
        .cause()
        .isInstanceOfSatisfying(
            ErrorResponseException.class,
            e -> {
              assertThat(e.getErrorResponse()).isEqualTo(ErrorResponse.INVALID_FORM_BODY);
              assertThat(e.getSchemaErrors())
                  .anySatisfy(
                      err -> {
                        assertThat(err.getLocation())
                            .isEqualTo("components[0].components[1].custom_id");
                        assertThat(err.getErrors())
                            .extracting(ErrorResponseException.ErrorCode::getCode)
                            .containsExactly("COMPONENT_CUSTOM_ID_DUPLICATED");
                      });
            });
    assertThat(scenario.messages(scenario.channel())).isEmpty();
  }
}
