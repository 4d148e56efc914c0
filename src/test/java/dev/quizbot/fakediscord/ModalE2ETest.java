package dev.quizbot.fakediscord;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

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
    assertThat(seen.values()).containsExactly("wrong answer key", "443 is right");
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
    assertThat(seen.values()).containsExactly("typo", "");
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
}
