package dev.quizbot.e2e.review;

import static dev.quizbot.e2e.review.StudyE2E.answer;
import static dev.quizbot.e2e.review.StudyE2E.fields;
import static dev.quizbot.e2e.review.StudyE2E.question;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.quizbot.bank.Question;
import dev.quizbot.e2e.AppBot;
import dev.quizbot.fakediscord.DiscordScenario;
import dev.quizbot.fakediscord.FakeChannel;
import dev.quizbot.fakediscord.FakeDiscordExtension;
import dev.quizbot.fakediscord.FakeMessage;
import dev.quizbot.fakediscord.InteractionReply;
import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

final class ReviewInDmsE2ETest {
  private static final Instant ROUNDS = Instant.parse("2026-03-02T12:00:00Z");

  private final AppBot bot = AppBot.fresh();

  @RegisterExtension final FakeDiscordExtension extension = FakeDiscordExtension.withBot(() -> bot);

  @Test
  @DisplayName(
      "/review start in a server: ephemeral DM link, the missed question first, right and wrong"
          + " answers edit their message, the miss returns, the summary adds up")
  void sessionInDms(DiscordScenario discord) {
    // GIVEN alice answered two rounds in the server yesterday: q1 right, q2 wrong
    Map<String, Boolean> rounds = new LinkedHashMap<>();
    rounds.put("nca-seed-q1", true);
    rounds.put("nca-seed-q2", false);
    StudyE2E.answeredRounds(bot, discord.alice(), ROUNDS, rounds);
    bot.clock().set(ROUNDS.plus(Duration.ofDays(1)));

    // WHEN she runs /review start deck:nca-seed count:3 in the server channel
    InteractionReply reply =
        discord.slash(
            discord.alice(),
            "review",
            Map.of("start", Map.of("deck", StudyE2E.SEED_DECK, "count", 3)));

    // THEN the reply is ephemeral with the link to her DM with the bot
    FakeChannel dm = discord.dm(discord.alice());
    assertThat(reply.ephemeral()).isTrue();
    assertThat(reply.content()).contains("https://discord.com/channels/@me/" + dm.id());
    // AND the session's first question is in the DM: the missed one, with A-D and Don't know
    FakeMessage first =
        discord.awaitMessage(dm, m -> !m.embeds().isEmpty(), DiscordScenario.TIMEOUT);
    assertThat(question(first).id()).isEqualTo("nca-seed-q2");
    assertThat(first.buttonLabels()).containsExactly("A", "B", "C", "D", "Don't know");
    assertThat(discord.messages(discord.channel())).isEmpty();

    // WHEN she answers it wrong
    StudyE2E.Step wrong = answer(discord, discord.alice(), first, StudyE2E.wrongButton(first));

    // THEN the message says wrong, marks the correct choice, explains and says when it comes back
    Question q2 = question(first);
    JsonNode edited = wrong.edited();
    assertThat(edited.path("title").asText()).startsWith("❌ Wrong: it is ");
    assertThat(edited.path("description").asText())
        .contains("✅ ")
        .contains("**" + q2.correctChoice() + "**");
    assertThat(fields(edited)).containsEntry("Explanation", q2.explanation());
    long q2Due = StudyE2E.dueAt(bot, discord.alice(), "nca-seed-q2");
    assertThat(fields(edited).get("Comes back"))
        .contains("Again in 1 minute")
        .contains("<t:" + q2Due / 1000 + ":f>")
        .contains("comes back later in this review");
    // The answer buttons are gone; only the 🚩 Report button is left (issue 18).
    assertThat(wrong.reply().message().buttonLabels()).containsExactly("Report");

    // WHEN she answers the next one (q1, due) right
    FakeMessage second = wrong.next();
    assertThat(question(second).id()).isEqualTo("nca-seed-q1");
    StudyE2E.Step right = answer(discord, discord.alice(), second, StudyE2E.rightButton(second));

    // THEN it says right and when it comes back, in days
    assertThat(right.edited().path("title").asText()).isEqualTo("✅ Correct");
    long q1Due = StudyE2E.dueAt(bot, discord.alice(), "nca-seed-q1");
    long days = Math.round((q1Due - bot.clock().instant().toEpochMilli()) / 86_400_000.0);
    assertThat(fields(right.edited()).get("Comes back"))
        .startsWith("Again in " + days + (days == 1 ? " day" : " days"))
        .contains("<t:" + q1Due / 1000 + ":f>");

    // WHEN she answers the new question right, then the missed one comes back and she gets it
    FakeMessage third = right.next();
    assertThat(question(third).id()).doesNotStartWith("nca-seed-q1").isNotEqualTo("nca-seed-q2");
    StudyE2E.Step newOne = answer(discord, discord.alice(), third, StudyE2E.rightButton(third));
    FakeMessage again = newOne.next();
    assertThat(question(again).id()).isEqualTo("nca-seed-q2");
    StudyE2E.Step last = answer(discord, discord.alice(), again, StudyE2E.rightButton(again));

    // THEN the summary: 4 answered, 3 right, due tomorrow as stored, a 2-day streak
    JsonNode summary = last.next().embeds().get(0);
    assertThat(summary.path("title").asText()).isEqualTo("Review done");
    long endOfTomorrow = Instant.parse("2026-03-05T00:00:00Z").toEpochMilli();
    long dueTomorrow =
        bot.number(
            "SELECT count(*) FROM study_memory WHERE user_id = ? AND due_at < ?",
            Long.parseLong(discord.alice().id()),
            endOfTomorrow);
    assertThat(fields(summary))
        .containsEntry("Answered", "4")
        .containsEntry("Correct", "3 (75%)")
        .containsEntry("Due tomorrow", Long.toString(dueTomorrow))
        .containsEntry("Day streak", "2 days");
    // AND every answer is one stored review of the session, and the session is done
    assertThat(
            bot.countRows(
                "SELECT count(*) FROM study_reviews WHERE source = 'REVIEW' AND user_id = "
                    + discord.alice().id()))
        .isEqualTo(4);
    assertThat(bot.countRows("SELECT count(*) FROM study_sessions WHERE done_at IS NULL")).isZero();
    // AND the whole session happened in the DM, never in the server channel
    assertThat(discord.messages(discord.channel())).isEmpty();
  }
}
