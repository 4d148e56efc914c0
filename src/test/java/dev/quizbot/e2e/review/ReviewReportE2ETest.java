package dev.quizbot.e2e.review;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.bank.Question;
import dev.quizbot.e2e.AppBot;
import dev.quizbot.fakediscord.DiscordScenario;
import dev.quizbot.fakediscord.FakeDiscordExtension;
import dev.quizbot.fakediscord.FakeMessage;
import dev.quizbot.fakediscord.InteractionReply;
import dev.quizbot.quality.QuestionVersion;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The 🚩 Report button on a private-study answer in the bot's DM (issue 18). */
final class ReviewReportE2ETest {
  private final AppBot bot = AppBot.fresh();

  @RegisterExtension final FakeDiscordExtension extension = FakeDiscordExtension.withBot(() -> bot);

  private static final Instant ROUNDS = Instant.parse("2026-03-02T12:00:00Z");

  @Test
  @DisplayName(
      "A report from a /review answer in DMs: stored with no server, the choice the member pressed"
          + " and the shown text's hash; a second report of that version is refused politely")
  void reportFromReviewAnswerInDm(DiscordScenario discord) {
    // GIVEN carol answers her first /review question in the bot's DM wrong
    InteractionReply start =
        discord.slashInDm(discord.carol(), "review", Map.of("start", Map.of("count", 2)));
    FakeMessage asked = start.message();
    Question question = StudyE2E.question(asked);
    String wrongButton = StudyE2E.wrongButton(asked);
    String pressed = StudyE2E.choiceText(asked, wrongButton);
    StudyE2E.Step step = StudyE2E.answer(discord, discord.carol(), asked, wrongButton);
    FakeMessage answered = step.reply().message();

    // WHEN she presses 🚩 Report on the answered message and submits the modal
    InteractionReply opened = discord.press(discord.carol(), answered, "Report");
    assertThat(opened.callbackType()).as("a modal").isEqualTo(9);
    InteractionReply thanks =
        discord.submitModal(
            discord.carol(), opened, Map.of("reason", "ambiguous", "note", "two could be right"));

    // THEN she is thanked privately, and the report names the question, the text she saw, no
    // server (a DM), and the choice she pressed (by its text: the deck's order is not shown)
    assertThat(thanks.ephemeral()).isTrue();
    assertThat(thanks.content()).startsWith("Thanks!");
    var rows = bot.rows("SELECT * FROM question_reports");
    assertThat(rows).hasSize(1);
    Map<String, Object> r = rows.get(0);
    assertThat(((Number) r.get("user_id")).longValue())
        .isEqualTo(Long.parseLong(discord.carol().id()));
    assertThat(r.get("question_id")).isEqualTo(question.id());
    assertThat(r.get("text_hash")).isEqualTo(QuestionVersion.hash(question));
    assertThat(r.get("guild_id")).isNull();
    assertThat(r.get("picked")).isEqualTo(pressed).isNotEqualTo(question.correctChoice());
    assertThat(r.get("reason")).isEqualTo("ambiguous");
    assertThat(r.get("note")).isEqualTo("two could be right");

    // WHEN she reports the same version again from the same message
    InteractionReply again =
        discord.submitModal(
            discord.carol(),
            discord.press(discord.carol(), answered, "Report"),
            Map.of("reason", "typo"));

    // THEN it is already noted, and nothing more is stored
    assertThat(again.content()).contains("already reported");
    assertThat(bot.countRows("SELECT count(*) FROM question_reports")).isEqualTo(1);
  }

  @Test
  @DisplayName(
      "A report from an ephemeral 'Study here' /review answer in a server: stored with that"
          + " server and the text of the choice the member pressed")
  void reportFromStudyHereAnswerInServer(DiscordScenario discord) {
    // GIVEN bob, with DMs closed, studies a missed question with "Study here" in the server
    StudyE2E.answeredRounds(bot, discord.bob(), ROUNDS, Map.of("nca-seed-q3", false));
    bot.clock().set(ROUNDS.plus(Duration.ofDays(1)));
    discord.closeDms(discord.bob());
    discord.allowJdaLog("Cannot send messages to this user");
    InteractionReply start =
        discord.slash(discord.bob(), "review", Map.of("start", Map.of("count", 1)));
    InteractionReply here = discord.press(discord.bob(), start.message(), "Study here");
    FakeMessage asked = here.message();
    assertThat(asked.isEphemeral()).isTrue();
    Question question = StudyE2E.question(asked);
    String wrongButton = StudyE2E.wrongButton(asked);
    String pressed = StudyE2E.choiceText(asked, wrongButton);

    // WHEN he answers it wrong and reports it from the ephemeral answered message
    StudyE2E.Step step = StudyE2E.answer(discord, discord.bob(), asked, wrongButton);
    FakeMessage answered = step.reply().message();
    InteractionReply opened = discord.press(discord.bob(), answered, "Report");
    assertThat(opened.callbackType()).as("a modal").isEqualTo(9);
    InteractionReply thanks =
        discord.submitModal(
            discord.bob(), opened, Map.of("reason", "wrong_key", "note", "mine was right"));

    // THEN he is thanked privately; the report names the server, the question, the text he saw
    // and the choice he pressed, by its text
    assertThat(thanks.ephemeral()).isTrue();
    assertThat(thanks.content()).startsWith("Thanks!");
    var rows = bot.rows("SELECT * FROM question_reports");
    assertThat(rows).hasSize(1);
    Map<String, Object> r = rows.get(0);
    assertThat(((Number) r.get("user_id")).longValue())
        .isEqualTo(Long.parseLong(discord.bob().id()));
    assertThat(((Number) r.get("guild_id")).longValue())
        .isEqualTo(Long.parseLong(discord.guild().id()));
    assertThat(r.get("question_id")).isEqualTo("nca-seed-q3").isEqualTo(question.id());
    assertThat(r.get("text_hash")).isEqualTo(QuestionVersion.hash(question));
    assertThat(r.get("picked")).isEqualTo(pressed).isNotEqualTo(question.correctChoice());
    assertThat(r.get("reason")).isEqualTo("wrong_key");
    assertThat(r.get("note")).isEqualTo("mine was right");
    // AND nothing was posted for others to see
    assertThat(discord.messages(discord.channel())).isEmpty();
  }
}
