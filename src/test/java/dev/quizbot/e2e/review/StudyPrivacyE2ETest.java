package dev.quizbot.e2e.review;

import static dev.quizbot.e2e.review.StudyE2E.fields;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.quizbot.e2e.AppBot;
import dev.quizbot.fakediscord.DiscordScenario;
import dev.quizbot.fakediscord.FakeDiscordExtension;
import dev.quizbot.fakediscord.FakeMessage;
import dev.quizbot.fakediscord.InteractionReply;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

final class StudyPrivacyE2ETest {
  private static final Instant ROUNDS = Instant.parse("2026-03-02T12:00:00Z");

  private final AppBot bot = AppBot.fresh();

  @RegisterExtension final FakeDiscordExtension extension = FakeDiscordExtension.withBot(() -> bot);

  @Test
  @DisplayName("/stats shows a member's own study numbers to them alone, never to another member")
  void statsShowOwnStudyOnly(DiscordScenario discord) {
    // GIVEN alice has study data (two questions due); bob has none
    StudyE2E.answeredRounds(
        bot, discord.alice(), ROUNDS, Map.of("nca-seed-q1", true, "nca-seed-q2", false));
    bot.clock().set(ROUNDS.plus(Duration.ofDays(1)));

    // WHEN alice asks for her stats
    InteractionReply own = discord.slash(discord.alice(), "stats", Map.of());

    // THEN her study numbers come in a message only she sees
    own.awaitFollowUps(1, DiscordScenario.TIMEOUT);
    FakeMessage study = own.followUps().get(0);
    assertThat(study.isEphemeral()).isTrue();
    JsonNode embed = study.embeds().get(0);
    assertThat(embed.path("title").asText()).isEqualTo("Your study");
    assertThat(fields(embed))
        .containsEntry("Due now", "2")
        .containsEntry("Reviewed today", "0")
        // yesterday's answers: a streak still alive today
        .containsEntry("Day streak", "1 day")
        .containsKey("Remembered, last 30 days");

    // WHEN bob asks for alice's stats, and for his own
    InteractionReply other =
        discord.slash(discord.bob(), "stats", Map.of("user", discord.alice().id()));
    InteractionReply bobs = discord.slash(discord.bob(), "stats", Map.of());
    bobs.awaitFollowUps(1, DiscordScenario.TIMEOUT);

    // THEN he never sees alice's study data: none in her stats, only his zeros in his own
    assertThat(other.followUps()).isEmpty();
    assertThat(texts(other)).doesNotContain("Your study");
    assertThat(fields(bobs.followUps().get(0).embeds().get(0))).containsEntry("Due now", "0");
    // AND nothing about study is public in the channel
    assertThat(discord.messages(discord.channel()))
        .allSatisfy(m -> assertThat(m.embeds().toString()).doesNotContain("Your study"));
  }

  @Test
  @DisplayName(
      "/review reset asks first; Cancel keeps everything, Confirm deletes exactly that member's"
          + " study data, and another member cannot press it")
  void resetAfterConfirmation(DiscordScenario discord) {
    // GIVEN alice and bob both have study data, and alice a saved setting
    StudyE2E.answeredRounds(
        bot, discord.alice(), ROUNDS, Map.of("nca-seed-q1", true, "nca-seed-q2", false));
    StudyE2E.answeredRounds(bot, discord.bob(), ROUNDS, Map.of("nca-seed-q1", false));
    discord.slash(discord.alice(), "review", Map.of("settings", Map.of("new_per_day", 5)));
    String alice = discord.alice().id();
    String bobRows = rowsOf(discord.bob().id());

    // WHEN alice runs /review reset and cancels
    InteractionReply ask = discord.slash(discord.alice(), "review", Map.of("reset", Map.of()));
    assertThat(ask.ephemeral()).isTrue();
    assertThat(ask.content()).contains("all your study data");
    assertThat(ask.message().buttonLabels()).containsExactly("Delete my study data", "Cancel");
    String before = StudyE2E.studyTables(bot);
    InteractionReply cancelled = discord.press(discord.alice(), ask.message(), "Cancel");

    // THEN nothing is deleted
    assertThat(cancelled.content()).contains("nothing was deleted");
    assertThat(StudyE2E.studyTables(bot)).isEqualTo(before);

    // WHEN bob presses alice's confirm button (someone else's)
    InteractionReply again = discord.slash(discord.alice(), "review", Map.of("reset", Map.of()));
    InteractionReply notHis = discord.press(discord.bob(), again.message(), "Delete my study data");

    // THEN he is told politely, and nothing is deleted
    assertThat(notHis.ephemeral()).isTrue();
    assertThat(notHis.content()).contains("someone else's");
    assertThat(StudyE2E.studyTables(bot)).isEqualTo(before);

    // WHEN alice confirms
    InteractionReply done = discord.press(discord.alice(), again.message(), "Delete my study data");

    // THEN her study rows are gone, bob's and the quiz tables untouched
    assertThat(done.updatedMessage()).as("the question itself is edited").isTrue();
    assertThat(done.content()).contains("deleted");
    for (String table :
        List.of("study_memory", "study_reviews", "study_settings", "study_sessions")) {
      assertThat(bot.countRows("SELECT count(*) FROM " + table + " WHERE user_id = " + alice))
          .as(table)
          .isZero();
    }
    assertThat(rowsOf(discord.bob().id())).isEqualTo(bobRows);
  }

  @Test
  @DisplayName(
      "/review reset's confirmation pressed over 10 minutes later deletes nothing and says to run"
          + " it again")
  void oldConfirmationDeletesNothing(DiscordScenario discord) {
    // GIVEN alice has study data and asked to reset
    StudyE2E.answeredRounds(bot, discord.alice(), ROUNDS, Map.of("nca-seed-q1", true));
    InteractionReply ask = discord.slash(discord.alice(), "review", Map.of("reset", Map.of()));
    String before = StudyE2E.studyTables(bot);

    // WHEN she presses Delete 10 minutes and 1 second later
    bot.clock().advance(Duration.ofMinutes(10).plusSeconds(1));
    InteractionReply late = discord.press(discord.alice(), ask.message(), "Delete my study data");

    // THEN nothing is deleted, and the message says what to do
    assertThat(late.content())
        .isEqualTo(
            "This confirmation is more than 10 minutes old, so nothing was deleted. Run"
                + " `/review reset` again.");
    assertThat(late.message().buttonLabels()).isEmpty();
    assertThat(StudyE2E.studyTables(bot)).isEqualTo(before);

    // AND a new confirmation, pressed at once, deletes
    InteractionReply again = discord.slash(discord.alice(), "review", Map.of("reset", Map.of()));
    InteractionReply done = discord.press(discord.alice(), again.message(), "Delete my study data");
    assertThat(done.content()).startsWith("Done: your study data is deleted");
  }

  private String rowsOf(String member) {
    StringBuilder all = new StringBuilder();
    for (String table :
        List.of("study_memory", "study_reviews", "study_settings", "study_sessions")) {
      all.append(bot.rows("SELECT * FROM " + table + " WHERE user_id = ?", Long.parseLong(member)));
    }
    return all.toString();
  }

  private static String texts(InteractionReply reply) {
    return reply.content() + reply.embeds();
  }
}
