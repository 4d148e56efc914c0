package dev.quizbot.e2e.exam;

import static dev.quizbot.e2e.exam.ExamE2E.index;
import static dev.quizbot.e2e.exam.ExamE2E.press;
import static dev.quizbot.e2e.exam.ExamE2E.question;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.quizbot.bank.Question;
import dev.quizbot.e2e.AppBot;
import dev.quizbot.fakediscord.DiscordScenario;
import dev.quizbot.fakediscord.FakeDiscordExtension;
import dev.quizbot.fakediscord.FakeMessage;
import dev.quizbot.fakediscord.FakeUser;
import dev.quizbot.fakediscord.InteractionReply;
import dev.quizbot.quality.QuestionVersion;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The exam's main job counted in a member's actions (docs/members.md): from {@code /exam start} to
 * the report with one question left open, every press as Discord saw it; then the report's next
 * steps, each pressed: 🚩 Report on a missed question, Review now, Start another exam.
 */
final class ExamPressCountE2ETest {

  /** The most actions the job may take (issue 32: 11 before, 9 wanted). */
  private static final int MOST = 9;

  private final AppBot bot = AppBot.fresh();

  @RegisterExtension final FakeDiscordExtension extension = FakeDiscordExtension.withBot(() -> bot);

  @Test
  @DisplayName(
      "a 5-question exam with one question skipped and one marked is submitted in 9 actions from"
          + " /exam start: the review screen comes by itself, one press submits")
  void submittedInNineActions(DiscordScenario discord) {
    FakeUser alice = discord.alice();
    // /exam start (1), and the tap on the link to the DM, which Discord does not see (2)
    FakeMessage message = ExamE2E.startInDms(discord, alice, Map.of("deck", ExamE2E.SEED_DECK));
    int linkTaps = 1;

    // Q1 marked for review (3) and answered (4); Q2 skipped (5); Q3 wrong (6), Q4, Q5 right (7, 8)
    message = press(discord, alice, message, "🔖 Mark for review").message();
    message = press(discord, alice, message, ExamE2E.rightButton(message)).message();
    assertThat(index(message)).isEqualTo(1);
    message = press(discord, alice, message, "Skip").message();
    assertThat(index(message)).isEqualTo(2);
    message = press(discord, alice, message, ExamE2E.wrongButton(message)).message();
    message = press(discord, alice, message, ExamE2E.rightButton(message)).message();
    assertThat(index(message)).isEqualTo(4);
    message = press(discord, alice, message, ExamE2E.rightButton(message)).message();

    // THEN after the last answer the review screen is shown, not the skipped question again
    JsonNode screen = message.embeds().get(0);
    assertThat(screen.path("title").asText()).isEqualTo("Ready to submit?");
    assertThat(screen.path("description").asText())
        .contains("**4 of 5 answered**")
        .contains("Not answered: Q2")
        .contains("Marked: Q1");

    // WHEN she submits from it (9)
    InteractionReply submitted = press(discord, alice, message, "Submit anyway (1 not answered)");
    submitted.awaitFollowUps(1, DiscordScenario.TIMEOUT);

    // THEN the exam is scored, and the whole job took at most 9 actions: exactly 9
    assertThat(submitted.followUps().get(0).embeds().get(0).path("description").asText())
        .contains("**Score: 3/5 (60%)**");
    int actions = discord.actionsBy(alice) + linkTaps;
    assertThat(actions).isLessThanOrEqualTo(MOST).isEqualTo(9);
  }

  @Test
  @DisplayName(
      "an answered question that was not marked is reopened from the menu and its answer changed")
  void answerChangedFromTheMenu(DiscordScenario discord) {
    FakeUser alice = discord.alice();
    FakeMessage message = ExamE2E.startInDms(discord, alice, Map.of("deck", ExamE2E.SEED_DECK));
    message = press(discord, alice, message, ExamE2E.rightButton(message)).message();
    assertThat(index(message)).isEqualTo(1);

    // WHEN alice goes back to question 1 from the menu and picks a wrong answer instead
    message = discord.pick(alice, message, "Q1 · answered").message();
    assertThat(index(message)).isZero();
    message = press(discord, alice, message, ExamE2E.wrongButton(message)).message();
    // and answers the rest right: the review screen, everything answered, a plain Submit
    while (ExamE2E.isQuestion(message)) {
      message = press(discord, alice, message, ExamE2E.rightButton(message)).message();
    }
    assertThat(message.buttonLabels()).containsExactly("Submit", "Back to question 5");
    InteractionReply submitted = press(discord, alice, message, "Submit");
    submitted.awaitFollowUps(1, DiscordScenario.TIMEOUT);

    // THEN her changed answer is the one scored
    FakeMessage report = submitted.followUps().get(0);
    assertThat(report.embeds().get(0).path("description").asText())
        .contains("**Score: 4/5 (80%)**");
    assertThat(report.embeds().get(1).path("fields").get(0).path("name").asText())
        .startsWith("Q1 · ");
  }

  @Test
  @DisplayName(
      "the report's next steps work: 🚩 Report on a missed question stores her answer, Review now"
          + " asks the question she got wrong, Start another exam starts one like it")
  void reportNextSteps(DiscordScenario discord) {
    FakeUser alice = discord.alice();
    FakeMessage message = ExamE2E.startInDms(discord, alice, Map.of("deck", ExamE2E.SEED_DECK));
    // Q1 wrong, the other four right
    Question missed = question(message);
    message = press(discord, alice, message, ExamE2E.wrongButton(message)).message();
    while (ExamE2E.isQuestion(message)) {
      message = press(discord, alice, message, ExamE2E.rightButton(message)).message();
    }
    InteractionReply submitted = press(discord, alice, message, "Submit");
    submitted.awaitFollowUps(1, DiscordScenario.TIMEOUT);
    FakeMessage report = submitted.followUps().get(0);

    // THEN the report says what to do next, with a button for each step
    assertThat(report.embeds().get(0).path("description").asText())
        .contains("Next: **Review now**");
    assertThat(report.buttonLabels())
        .containsExactly("Report Q1", "Review now", "Start another exam");

    // WHEN she reports the missed question as having a wrong key
    InteractionReply opened = discord.press(alice, report, "Report Q1");
    assertThat(opened.callbackType()).as("a modal").isEqualTo(9);
    InteractionReply thanks =
        discord.submitModal(alice, opened, Map.of("reason", "wrong_key", "note", "B fits too"));
    // THEN it is stored with the question as she saw it and the answer she gave
    assertThat(thanks.content()).startsWith("Thanks!");
    var rows = bot.rows("SELECT * FROM question_reports");
    assertThat(rows).hasSize(1);
    assertThat(rows.get(0).get("question_id")).isEqualTo(missed.id());
    assertThat(rows.get(0).get("text_hash")).isEqualTo(QuestionVersion.hash(missed));
    assertThat(rows.get(0).get("picked")).isNotNull().isNotEqualTo(missed.correctChoice());
    assertThat(rows.get(0).get("reason")).isEqualTo("wrong_key");

    // WHEN she presses Review now: her review starts right there, with the question she missed
    FakeMessage review = ExamE2E.answerMessage(discord.press(alice, report, "Review now"));
    String reviewText = review.embeds().get(0).path("description").asText();
    assertThat(reviewText).startsWith(missed.prompt());
    assertThat(review.buttonLabels()).contains("Don't know");

    // WHEN she presses Start another exam: a new exam of the same deck and size, question 1
    FakeMessage again = ExamE2E.answerMessage(discord.press(alice, report, "Start another exam"));
    assertThat(ExamE2E.isQuestion(again)).isTrue();
    assertThat(again.embeds().get(0).path("title").asText())
        .isEqualTo("Mock exam · Question 1 of 5");
    assertThat(bot.countRows("SELECT count(*) FROM exams WHERE status = 'RUNNING'")).isOne();
    assertThat(bot.countRows("SELECT count(*) FROM exams WHERE deck_id = 'nca-seed'")).isEqualTo(2);
  }
}
