package dev.quizbot.e2e.review;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.e2e.AppBot;
import dev.quizbot.fakediscord.DiscordScenario;
import dev.quizbot.fakediscord.FakeChannel;
import dev.quizbot.fakediscord.FakeDiscordExtension;
import dev.quizbot.fakediscord.FakeMessage;
import dev.quizbot.fakediscord.InteractionReply;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

final class ReviewRestartE2ETest {
  private static final Instant ROUNDS = Instant.parse("2026-03-02T12:00:00Z");

  private final AppBot bot = AppBot.fresh();

  @RegisterExtension final FakeDiscordExtension extension = FakeDiscordExtension.withBot(() -> bot);

  @Test
  @DisplayName(
      "A restart mid-session: /review start resumes it, a button from before the restart answers,"
          + " the duplicate question is then stale and stores nothing")
  void resumeAfterRestart(DiscordScenario discord) {
    // GIVEN alice's session of three in her DMs, one question answered
    StudyE2E.answeredRounds(
        bot, discord.alice(), ROUNDS, Map.of("nca-seed-q1", true, "nca-seed-q2", false));
    bot.clock().set(ROUNDS.plus(Duration.ofDays(1)));
    discord.slash(
        discord.alice(), "review", Map.of("start", Map.of("deck", StudyE2E.SEED_DECK, "count", 3)));
    FakeChannel dm = discord.dm(discord.alice());
    FakeMessage first =
        discord.awaitMessage(dm, m -> !m.embeds().isEmpty(), DiscordScenario.TIMEOUT);
    FakeMessage second =
        StudyE2E.answer(discord, discord.alice(), first, StudyE2E.rightButton(first)).next();

    // WHEN the bot restarts on the same database file
    discord.stopBot();
    discord.startBot();

    // AND alice runs /review start again
    InteractionReply resumed = discord.slash(discord.alice(), "review", Map.of("start", Map.of()));

    // THEN the session resumes where it was: the same question again in her DMs
    assertThat(resumed.ephemeral()).isTrue();
    assertThat(resumed.content()).contains("continues").contains("/channels/@me/" + dm.id());
    discord.await(() -> discord.messages(dm).size() >= 3, "the resumed question in the DM");
    FakeMessage again = discord.messages(dm).get(discord.messages(dm).size() - 1);
    assertThat(StudyE2E.question(again).id()).isEqualTo(StudyE2E.question(second).id());
    assertThat(bot.countRows("SELECT count(*) FROM study_sessions")).isEqualTo(1);

    // WHEN she answers on the message from before the restart
    StudyE2E.Step answered =
        StudyE2E.answer(discord, discord.alice(), second, StudyE2E.rightButton(second));

    // THEN it is graded and the next question follows
    assertThat(answered.edited().path("title").asText()).isEqualTo("✅ Correct");
    assertThat(StudyE2E.question(answered.next()).id())
        .isNotEqualTo(StudyE2E.question(second).id());

    // WHEN she presses the same question's button on the resumed copy
    String before = StudyE2E.studyTables(bot);
    InteractionReply stale = discord.press(discord.alice(), again, StudyE2E.rightButton(again));

    // THEN a polite ephemeral line, nothing stored
    assertThat(stale.ephemeral()).isTrue();
    assertThat(stale.content()).contains("answered already").contains("nothing was recorded");
    assertThat(StudyE2E.studyTables(bot)).isEqualTo(before);

    // WHEN bob presses a button of alice's current question
    FakeMessage current = answered.next();
    InteractionReply notHis = discord.press(discord.bob(), current, StudyE2E.rightButton(current));

    // THEN he is told it is not his, and nothing is stored
    assertThat(notHis.ephemeral()).isTrue();
    assertThat(notHis.content()).contains("not yours").contains("Nothing was recorded");
    assertThat(StudyE2E.studyTables(bot)).isEqualTo(before);
  }
}
