package dev.quizbot.e2e.quiz;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.quizbot.e2e.AppBot;
import dev.quizbot.e2e.LogCapture;
import dev.quizbot.fakediscord.DiscordScenario;
import dev.quizbot.fakediscord.FakeDiscordExtension;
import dev.quizbot.fakediscord.FakeMessage;
import dev.quizbot.fakediscord.FakeModal;
import dev.quizbot.fakediscord.InteractionReply;
import dev.quizbot.quality.QuestionVersion;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The 🚩 Report button of a channel reveal, its modal and the stored report (issue 18). */
final class QuizReportE2ETest {
  private final AppBot bot = AppBot.fresh();

  @RegisterExtension final FakeDiscordExtension extension = new FakeDiscordExtension();

  @BeforeEach
  void startBot(DiscordScenario discord) {
    discord.startBot(bot);
  }

  @Test
  @DisplayName(
      "A member reports from a reveal: stored with the picked choice and the shown text's hash;"
          + " a second report of that version is refused politely")
  void reportFromReveal(DiscordScenario discord) {
    PostedQuestion posted = QuizRounds.open(discord, discord.alice());
    discord.react(discord.alice(), posted.message(), posted.correctEmoji());
    QuizRounds.awaitAnswers(discord, bot, posted.message(), 1);
    FakeMessage reveal = QuizRounds.close(discord, bot, posted);

    InteractionReply opened = discord.press(discord.alice(), reveal, "Report");
    assertThat(opened.callbackType()).as("a modal").isEqualTo(9);
    InteractionReply thanks =
        discord.submitModal(
            discord.alice(), opened, Map.of("reason", "wrong_key", "note", "B is right"));
    assertThat(thanks.ephemeral()).isTrue();
    assertThat(thanks.content()).startsWith("Thanks!");

    var rows = bot.rows("SELECT * FROM question_reports");
    assertThat(rows).hasSize(1);
    Map<String, Object> r = rows.get(0);
    assertThat(r.get("question_id")).isEqualTo(posted.question().id());
    assertThat(r.get("text_hash")).isEqualTo(QuestionVersion.hash(posted.question()));
    assertThat(r.get("picked")).isEqualTo(posted.correctText());
    assertThat(r.get("reason")).isEqualTo("wrong_key");
    assertThat(r.get("note")).isEqualTo("B is right");
    assertThat(((Number) r.get("guild_id")).longValue())
        .isEqualTo(Long.parseLong(discord.guild().id()));

    InteractionReply again =
        discord.submitModal(
            discord.alice(),
            discord.press(discord.alice(), reveal, "Report"),
            Map.of("reason", "typo", "note", ""));
    assertThat(again.content()).contains("already reported");
    assertThat(bot.rows("SELECT * FROM question_reports")).hasSize(1);

    // Bob did not answer: his report has no picked choice.
    InteractionReply bobs =
        discord.submitModal(
            discord.bob(),
            discord.press(discord.bob(), reveal, "Report"),
            Map.of("reason", "ambiguous"));
    assertThat(bobs.content()).startsWith("Thanks!");
    assertThat(
            bot.rows(
                "SELECT picked, reason FROM question_reports WHERE user_id = ?",
                Long.parseLong(discord.bob().id())))
        .singleElement()
        .satisfies(
            row -> {
              assertThat(row.get("picked")).isNull();
              assertThat(row.get("reason")).isEqualTo("ambiguous");
            });
  }

  @Test
  @DisplayName(
      "The modal asks for the reason with a required select of the five reasons, then a note;"
          + " a reason it does not offer cannot be submitted, and nothing is stored")
  void reasonIsASelect(DiscordScenario discord) {
    PostedQuestion posted = QuizRounds.open(discord, discord.alice());
    FakeMessage reveal = QuizRounds.close(discord, bot, posted);
    InteractionReply opened = discord.press(discord.alice(), reveal, "Report");

    FakeModal modal = opened.modal();
    assertThat(modal.components().get(0).path("type").asInt()).as("a Label").isEqualTo(18);
    assertThat(modal.selects())
        .singleElement()
        .satisfies(
            select -> {
              assertThat(select.customId()).isEqualTo("reason");
              assertThat(select.label()).isEqualTo("Reason");
              assertThat(select.optionValues())
                  .containsExactly("wrong_key", "ambiguous", "outdated", "typo", "other");
              assertThat(select.required()).isTrue();
              assertThat(select.minValues()).isEqualTo(1);
              assertThat(select.maxValues()).isEqualTo(1);
            });
    assertThat(modal.components().get(0).path("component").path("options"))
        .extracting(o -> o.path("label").asText())
        .containsExactly("Wrong answer key", "Ambiguous", "Outdated", "Typo", "Other");
    assertThat(modal.textInputs())
        .extracting(FakeModal.TextInput::customId)
        .containsExactly("note");

    assertThatThrownBy(
            () -> discord.submitModal(discord.alice(), opened, Map.of("reason", "boring")))
        .isInstanceOf(AssertionError.class)
        .hasMessageContaining("offers");
    assertThatThrownBy(() -> discord.submitModal(discord.alice(), opened, Map.of("note", "x")))
        .isInstanceOf(AssertionError.class)
        .hasMessageContaining("required");
    assertThat(bot.rows("SELECT * FROM question_reports")).isEmpty();
  }

  @Test
  @DisplayName(
      "A report whose round's question has left the bank is refused with a polite line and not"
          + " stored")
  void reportOfQuestionNoLongerInBankIsRefused(DiscordScenario discord) {
    PostedQuestion posted = QuizRounds.open(discord, discord.alice());
    FakeMessage reveal = QuizRounds.close(discord, bot, posted);
    // The text shown is edited out of the bank: modelled by a version no question has.
    bot.execute(
        "UPDATE rounds SET question_id = 'gone' WHERE message_id = ?", Long.parseLong(reveal.id()));
    InteractionReply opened = discord.press(discord.alice(), reveal, "Report");
    InteractionReply reply = discord.submitModal(discord.alice(), opened, Map.of("reason", "typo"));
    assertThat(reply.content()).contains("changed or is no longer available");
    assertThat(bot.rows("SELECT * FROM question_reports")).isEmpty();
  }

  @Test
  @DisplayName(
      "Where Discord refuses the reveal edit with the 🚩 button (400, 50035), the reveal is sent"
          + " again without it, once, with an INFO line, and the round counts as revealed")
  void revealWithoutTheButtonWhenRefused(DiscordScenario discord) {
    PostedQuestion posted = QuizRounds.open(discord, discord.alice());
    discord.react(discord.alice(), posted.message(), posted.correctEmoji());
    QuizRounds.awaitAnswers(discord, bot, posted.message(), 1);
    discord.fake().faults().refuseComponentsInEdits(true);
    LogCapture logs = new LogCapture();
    logs.attach();
    FakeMessage reveal;
    try {
      reveal = QuizRounds.close(discord, bot, posted);
      discord.await(
          () ->
              bot.number(
                      "SELECT count(*) FROM rounds WHERE message_id = ? AND revealed_at IS NOT NULL",
                      Long.parseLong(posted.message().id()))
                  == 1,
          "the round recorded as revealed");
    } finally {
      logs.detach();
    }

    // The reveal is shown, without any button, and was sent twice: refused, then taken.
    assertThat(reveal.embeds().get(0).path("title").asText()).startsWith("Answer:");
    assertThat(reveal.components()).isEmpty();
    String path = "channels/" + discord.channel().id() + "/messages/" + posted.message().id();
    assertThat(discord.restLog())
        .filteredOn(r -> r.method().equals("PATCH") && r.path().equals(path))
        .extracting(r -> r.status())
        .containsExactly(400, 200);
    assertThat(logs.lines())
        .filteredOn(l -> l.startsWith("INFO") && l.contains("with the Report button was refused"))
        .hasSize(1);
    assertThat(logs.lines()).noneMatch(l -> l.startsWith("WARN") || l.startsWith("ERROR"));
  }
}
