package dev.quizbot.e2e.exam;

import static dev.quizbot.e2e.exam.ExamE2E.press;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.quizbot.e2e.AppBot;
import dev.quizbot.fakediscord.DiscordScenario;
import dev.quizbot.fakediscord.FakeDiscordExtension;
import dev.quizbot.fakediscord.FakeMessage;
import dev.quizbot.fakediscord.FakeUser;
import dev.quizbot.fakediscord.InteractionReply;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The report's pages of missed questions, the change since the last attempt, the history. */
final class ExamReportE2ETest {

  private final AppBot bot = AppBot.fresh();

  @RegisterExtension final FakeDiscordExtension extension = FakeDiscordExtension.withBot(() -> bot);

  private static FakeMessage submitAll(
      DiscordScenario discord, FakeUser user, FakeMessage message, int rightOnes) {
    for (int i = 0; i < rightOnes; i++) {
      message = press(discord, user, message, ExamE2E.rightButton(message)).message();
    }
    message = press(discord, user, message, "Review & submit").message();
    int open = 10 - rightOnes;
    InteractionReply done =
        press(discord, user, message, "Submit anyway (" + open + " not answered)");
    done.awaitFollowUps(1, DiscordScenario.TIMEOUT);
    return done.followUps().get(0);
  }

  @Test
  @DisplayName(
      "the deck's pass mark, 70 % of 10: six right is not passed, seven right (exactly at the mark)"
          + " is passed")
  void passedAtTheDeckMark(DiscordScenario discord) {
    FakeUser alice = discord.alice();
    FakeMessage first =
        ExamE2E.startInDms(discord, alice, Map.of("deck", "nca-multi-gpu", "questions", 10));
    String six = submitAll(discord, alice, first, 6).embeds().get(0).path("description").asText();
    assertThat(six)
        .contains("**Score: 6/10 (60%)**")
        .contains("❌ **not passed**")
        .contains("pass mark 70%")
        .doesNotContain("✅ **passed**");

    bot.clock().advance(Duration.ofDays(1));
    discord.slash(alice, "exam", Map.of("start", Map.of("deck", "nca-multi-gpu", "questions", 10)));
    FakeMessage second =
        discord.awaitMessage(
            discord.dm(alice),
            m -> ExamE2E.isQuestion(m) && !m.id().equals(first.id()),
            DiscordScenario.TIMEOUT);
    String seven =
        submitAll(discord, alice, second, 7).embeds().get(0).path("description").asText();
    assertThat(seven)
        .contains("**Score: 7/10 (70%)**")
        .contains("✅ **passed**")
        .contains("pass mark 70%")
        .doesNotContain("not passed");
    // /exam history says the same of both attempts
    String history =
        discord
            .slash(alice, "exam", Map.of("history", Map.of()))
            .embeds()
            .get(0)
            .path("description")
            .asText();
    assertThat(history.split("\n")[0]).contains("7/10 (70%) ✅ passed");
    assertThat(history.split("\n")[1]).contains("6/10 (60%) ❌ not passed");
  }

  @Test
  @DisplayName(
      "ten questions, one right: nine missed on three pages turned in place with the chart kept;"
          + " a second attempt shows the change; history lists both")
  void pagesAndChange(DiscordScenario discord) {
    FakeUser alice = discord.alice();
    FakeMessage first =
        ExamE2E.startInDms(discord, alice, Map.of("deck", "nca-multi-gpu", "questions", 10));
    // 10 of the deck's 50-in-60 exam: 12 minutes at its pace
    assertThat(ExamE2E.text(first))
        .contains("<t:" + bot.clock().instant().plusSeconds(12 * 60).getEpochSecond() + ":R>");
    FakeMessage report = submitAll(discord, alice, first, 1);
    JsonNode page1 = report.embeds().get(1);
    assertThat(page1.path("title").asText()).isEqualTo("Missed questions (9) · page 1 of 3");
    assertThat(page1.path("fields")).hasSize(3);
    // ◀ ▶, then 🚩 Report for each missed question on the page, then the next step (only
    // unanswered questions: no wrong answer to review, so no Review now)
    assertThat(report.buttonLabels())
        .containsExactly(
            "◀ Previous", "Next ▶", "Report Q2", "Report Q3", "Report Q4", "Start another exam");
    assertThat(report.embeds().get(0).path("description").asText())
        .contains("Your first attempt at this deck");

    String chartId = report.attachments().get(0).id();
    // WHEN she turns to the next page
    InteractionReply turned = press(discord, alice, report, "Next ▶"); // ◀ is disabled on page 1
    // THEN the same message shows page 2, still with its chart
    assertThat(turned.message().embeds().get(1).path("title").asText())
        .isEqualTo("Missed questions (9) · page 2 of 3");
    // with the 🚩 Report buttons of that page's questions
    assertThat(turned.message().buttonLabels()).contains("Report Q5", "Report Q6", "Report Q7");
    // (the shipped deck has picture questions: a page's missed ones add their pictures after it,
    // ExamReportPictureE2ETest)
    assertThat(turned.message().attachments().get(0).filename()).startsWith("exam-report-");
    assertThat(turned.message().attachments().get(0).id()).isEqualTo(chartId);
    // the kept upload, as Discord resolves the embed's attachment://exam-report-<exam>.png
    assertThat(turned.message().embedImageUrl(0))
        .isEqualTo(FakeMessage.cdnUrl(turned.message().attachments().get(0)));

    // WHEN she takes the exam again a day later and gets three right
    bot.clock().advance(Duration.ofDays(1));
    InteractionReply again =
        discord.slash(
            alice, "exam", Map.of("start", Map.of("deck", "nca-multi-gpu", "questions", 10)));
    FakeMessage second =
        discord.awaitMessage(
            discord.dm(alice),
            m -> ExamE2E.isQuestion(m) && !m.id().equals(first.id()),
            DiscordScenario.TIMEOUT);
    assertThat(again.content()).contains("Your exam has started");
    FakeMessage report2 = submitAll(discord, alice, second, 3);
    // THEN the report says +20 points since the previous attempt
    assertThat(report2.embeds().get(0).path("description").asText())
        .contains("Since your previous attempt")
        .contains("+20 points (10% → 30%)");
    assertThat(report2.embeds().get(0).path("fields").get(0).path("value").asText())
        .contains("change");

    // AND /exam history lists both attempts, newest first, with a button to the latest report
    InteractionReply history = discord.slash(alice, "exam", Map.of("history", Map.of()));
    String lines = history.embeds().get(0).path("description").asText();
    assertThat(lines.split("\n")).hasSize(2);
    assertThat(lines.split("\n")[0]).contains("3/10 (30%)");
    assertThat(lines.split("\n")[1]).contains("1/10 (10%)");
    assertThat(history.message().buttonLabels()).containsExactly("Show latest report");
  }
}
