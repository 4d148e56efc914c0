package dev.quizbot.fakediscord;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Modals the bot opens (callback type 9) and the user's submit (interaction type 5). */
final class ModalE2ETest {

  private final ComponentTestBot listener = new ComponentTestBot();

  @RegisterExtension
  final FakeDiscordExtension discord = FakeDiscordExtension.withBot(() -> new JdaTestBot(listener));

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

  @Test
  @DisplayName("The 🚩 button opens the report modal; its submit reaches the bot with the values")
  void buttonOpensModalAndSubmitReachesBot(DiscordScenario scenario) throws Exception {
    // GIVEN alice's DM question with its 🚩 button
    FakeMessage question = questionInDm(scenario, scenario.alice());

    // WHEN she presses 🚩
    InteractionReply opened = scenario.press(scenario.alice(), question, "report");

    // THEN the bot opened the modal JDA built: two text inputs in labels, with their rules
    assertThat(opened.callbackType()).isEqualTo(9);
    FakeModal modal = opened.modal();
    assertThat(modal.customId()).isEqualTo("report-modal");
    assertThat(modal.title()).isEqualTo("Report a problem");
    assertThat(modal.textInputs())
        .extracting(
            FakeModal.TextInput::customId,
            FakeModal.TextInput::label,
            FakeModal.TextInput::style,
            FakeModal.TextInput::minLength,
            FakeModal.TextInput::maxLength,
            FakeModal.TextInput::required)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple("reason", "Reason", 1, 3, 40, true),
            org.assertj.core.groups.Tuple.tuple("note", "Note", 2, 0, 4000, false));
    assertThat(modal.components().get(0).path("type").asInt()).isEqualTo(18);

    // WHEN she submits it
    InteractionReply submitted =
        scenario.submitModal(
            scenario.alice(), opened, Map.of("reason", "wrong answer key", "note", "443 is right"));

    // THEN JDA read both values and the message the modal came from, and the bot thanked her
    ComponentTestBot.Seen seen = listener.last("modal:report-modal");
    assertThat(seen.values()).containsExactly("wrong answer key", "443 is right", "");
    assertThat(seen.messageId()).isEqualTo(question.id());
    assertThat(seen.context()).isEqualTo("BOT_DM");
    assertThat(submitted.ephemeral()).isTrue();
    assertThat(submitted.content()).isEqualTo("Noted: wrong answer key / 443 is right");
  }

  @Test
  @DisplayName(
      "A modal from a slash command in a server submits without a message; optional input empty")
  void slashOpensModal(DiscordScenario scenario) {
    // GIVEN bob runs /feedback in the server
    InteractionReply opened = scenario.slash(scenario.bob(), "feedback", Map.of());

    // WHEN he fills in only the required reason
    scenario.submitModal(scenario.bob(), opened, Map.of("reason", "typo"));

    // THEN the bot got it from his member, with the note empty
    ComponentTestBot.Seen seen = listener.last("modal:report-modal");
    assertThat(seen.values()).containsExactly("typo", "", "");
    assertThat(seen.messageId()).isNull();
    assertThat(seen.hasMember()).isTrue();
  }

  @Test
  @DisplayName("The fake refuses a submit Discord's client would not allow (too short, missing)")
  void invalidSubmitIsRefused(DiscordScenario scenario) {
    // GIVEN carol's open feedback modal
    InteractionReply opened = scenario.slash(scenario.carol(), "feedback", Map.of());

    // WHEN / THEN a two-letter reason, or none, cannot be submitted; nor can another user submit
    assertThatThrownBy(() -> scenario.submitModal(scenario.carol(), opened, Map.of("reason", "ab")))
        .isInstanceOf(AssertionError.class)
        .hasMessageContaining("3..40");
    assertThatThrownBy(() -> scenario.submitModal(scenario.carol(), opened, Map.of()))
        .isInstanceOf(AssertionError.class)
        .hasMessageContaining("required");
    assertThatThrownBy(
            () -> scenario.submitModal(scenario.alice(), opened, Map.of("reason", "typo")))
        .isInstanceOf(AssertionError.class);
    assertThat(listener.seen)
        .extracting(ComponentTestBot.Seen::kind)
        .doesNotContain("modal:report-modal");
  }

  @Test
  @DisplayName(
      "A string select in a Label: stored as type 3 in type 18, its pick reaches JDA as values;"
          + " an option not offered, or two where one is allowed, cannot be submitted")
  void selectInsideLabel(DiscordScenario scenario) {
    // GIVEN bob's open feedback modal, whose third Label holds a string select
    InteractionReply opened = scenario.slash(scenario.bob(), "feedback", Map.of());
    FakeModal modal = opened.modal();
    assertThat(modal.components().get(2).path("type").asInt()).isEqualTo(18);
    assertThat(modal.components().get(2).path("component").path("type").asInt()).isEqualTo(3);
    assertThat(modal.selects())
        .singleElement()
        .satisfies(
            select -> {
              assertThat(select.customId()).isEqualTo("severity");
              assertThat(select.label()).isEqualTo("Severity");
              assertThat(select.optionValues()).containsExactly("low", "high");
              assertThat(select.required()).isFalse();
            });

    // WHEN / THEN picks the client would not allow are refused before anything reaches the bot
    assertThatThrownBy(
            () ->
                scenario.submitModal(
                    scenario.bob(), opened, Map.of("reason", "typo", "severity", "medium")))
        .isInstanceOf(AssertionError.class)
        .hasMessageContaining("offers [low, high]");
    assertThatThrownBy(
            () ->
                scenario.submitModal(
                    scenario.bob(), opened, Map.of("reason", "typo", "severity", "low,high")))
        .isInstanceOf(AssertionError.class)
        .hasMessageContaining("1..1");

    // WHEN he picks High and submits
    scenario.submitModal(scenario.bob(), opened, Map.of("reason", "typo", "severity", "high"));

    // THEN JDA read the select's values from the submit
    assertThat(listener.last("modal:report-modal").values()).containsExactly("typo", "", "high");
  }

  @Test
  @DisplayName("A select in a modal's action row, or a disabled one, is refused as Discord does")
  void selectRulesInModals() {
    ObjectNode select = Json.object().put("type", 3).put("custom_id", "pick");
    select.putArray("options").addObject().put("label", "A").put("value", "a");
    ObjectNode inRow = Json.object().put("custom_id", "m").put("title", "T");
    inRow.putArray("components").addObject().put("type", 1).putArray("components").add(select);
    assertThatThrownBy(() -> FakeModal.fromCallback(inRow))
        .isInstanceOf(DiscordError.class)
        .hasMessageContaining("Invalid Form Body");

    ObjectNode disabled = Json.object().put("custom_id", "m").put("title", "T");
    ObjectNode label =
        disabled.putArray("components").addObject().put("type", 18).put("label", "L");
    label.set("component", select.deepCopy().put("disabled", true));
    assertThatThrownBy(() -> FakeModal.fromCallback(disabled)).isInstanceOf(DiscordError.class);
  }
}
