package dev.quizbot.e2e.review;

import static dev.quizbot.e2e.review.StudyE2E.answer;
import static dev.quizbot.e2e.review.StudyE2E.fields;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.quizbot.e2e.AppBot;
import dev.quizbot.fakediscord.DiscordScenario;
import dev.quizbot.fakediscord.FakeDiscordExtension;
import dev.quizbot.fakediscord.FakeMessage;
import dev.quizbot.fakediscord.FakeUser;
import dev.quizbot.fakediscord.InteractionReply;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The review's main job counted in a member's actions, as the fake Discord received them, and the
 * summary's next step: a Review more button that starts the next review, or when the next question
 * falls due with a command that exists in the DM.
 */
final class ReviewPressCountE2ETest {

  private final AppBot bot = AppBot.fresh();

  @RegisterExtension final FakeDiscordExtension extension = FakeDiscordExtension.withBot(() -> bot);

  /** Answers every question of the review correctly; the summary message. */
  private static FakeMessage answerAll(DiscordScenario discord, FakeUser user, FakeMessage first) {
    FakeMessage message = first;
    while (message.buttonLabels().contains("Don't know")) {
      message = answer(discord, user, message, StudyE2E.rightButton(message)).next();
    }
    return message;
  }

  /** Presses the summary's Review more; the question it answered with. */
  private static FakeMessage reviewMore(
      DiscordScenario discord, FakeUser user, FakeMessage summary) {
    InteractionReply more = discord.press(user, summary, "Review more");
    if (more.callbackType() == 6) {
      more.awaitFollowUps(1, DiscordScenario.TIMEOUT);
      return more.followUps().get(0);
    }
    return more.message();
  }

  @Test
  @DisplayName(
      "five review questions in 6 actions from the DM; the summary's Review more starts the next"
          + " review right there")
  void fiveQuestionsInSixActions(DiscordScenario discord) {
    FakeUser carol = discord.carol();
    // WHEN carol runs /review start count:5 in her DM with the bot (1) and answers five (2-6)
    InteractionReply start =
        discord.slashInDm(carol, "review", Map.of("start", Map.of("count", 5)));
    FakeMessage summary = answerAll(discord, carol, start.message());

    // THEN she is done in 6 actions
    JsonNode embed = summary.embeds().get(0);
    assertThat(embed.path("title").asText()).isEqualTo("Review done");
    assertThat(fields(embed)).containsEntry("Answered", "5");
    assertThat(discord.actionsBy(carol)).isEqualTo(6);

    // AND the summary's next step: what a review now would ask, the day's new questions left
    // (20 a day, 5 asked) and the ones just learnt whose next step falls within 20 minutes
    long inStep =
        bot.number(
            "SELECT count(*) FROM study_memory WHERE user_id = ? AND due_at <= ?",
            Long.parseLong(carol.id()),
            bot.clock().instant().plusSeconds(20 * 60).toEpochMilli());
    assertThat(fields(embed).get("Next"))
        .isEqualTo((15 + inStep) + " more questions are ready now: press **Review more**.");
    assertThat(embed.path("footer").path("text").asText()).contains("/readiness");
    assertThat(summary.buttonLabels()).containsExactly("Review more");

    // WHEN she presses it: the next review's first question, right there
    FakeMessage next = reviewMore(discord, carol, summary);
    assertThat(next.buttonLabels()).contains("A", "Don't know");
    assertThat(bot.countRows("SELECT count(*) FROM study_sessions")).isEqualTo(2);
  }

  @Test
  @DisplayName(
      "nothing more to review now: the summary says when the next question is due and names"
          + " /review remind, which exists in the DM; no button")
  void nextDueWithoutButton(DiscordScenario discord) {
    FakeUser carol = discord.carol();
    // GIVEN three new questions a day
    discord.slashInDm(carol, "review", Map.of("settings", Map.of("new_per_day", 3)));
    // WHEN she reviews them all, and again with Review more while it is offered (the learning
    // steps of questions just met fall due within minutes)
    InteractionReply start = discord.slashInDm(carol, "review", Map.of("start", Map.of()));
    FakeMessage summary = answerAll(discord, carol, start.message());
    for (int more = 0; more < 5 && !summary.buttonLabels().isEmpty(); more++) {
      summary = answerAll(discord, carol, reviewMore(discord, carol, summary));
    }

    // THEN the summary names the next due time as stored, and the reminder command
    long nextDue =
        bot.number(
            "SELECT min(due_at) FROM study_memory WHERE user_id = ?", Long.parseLong(carol.id()));
    assertThat(fields(summary.embeds().get(0)).get("Next"))
        .isEqualTo(
            "Your next question is due <t:"
                + nextDue / 1000
                + ":R>. Get a daily reminder with `/review remind`.");
    assertThat(summary.buttonLabels()).isEmpty();
    // AND /review remind is a subcommand of /review, offered in the bot's DM (context 1)
    JsonNode review = discord.fake().globalCommands().get("review");
    List<String> subcommands = new ArrayList<>();
    review.path("options").forEach(o -> subcommands.add(o.path("name").asText()));
    assertThat(subcommands).contains("remind");
    List<Integer> contexts = new ArrayList<>();
    review.path("contexts").forEach(c -> contexts.add(c.asInt()));
    assertThat(contexts).contains(1);
  }
}
