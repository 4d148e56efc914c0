package dev.quizbot.e2e.review;

import static dev.quizbot.e2e.review.StudyE2E.fields;
import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.e2e.AppBot;
import dev.quizbot.fakediscord.DiscordScenario;
import dev.quizbot.fakediscord.FakeDiscordExtension;
import dev.quizbot.fakediscord.FakeMessage;
import dev.quizbot.fakediscord.FakeUser;
import dev.quizbot.fakediscord.InteractionReply;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Scripted answers at scripted clock times against golden due instants computed by hand from
 * FSRS-6's default weights (the same values {@code SchedulerGoldenTest} derives and the ts-fsrs
 * fixture confirms): a first Good waits the second learning step, 10 minutes; a Good on that step
 * graduates with S0(Good) = w2 = 2.3065 days, which is 2 days at retention 0.90 and, at 0.97,
 * 2.3065 × (0.97^(1/−w20) − 1) / (0.9^(1/−w20) − 1) = 0.51 → 1 day; a first Again waits the first
 * step, 1 minute. All stay under 2.5 days, where FSRS applies no fuzz.
 */
final class ReviewSchedulingE2ETest {
  private static final Instant T0 = Instant.parse("2026-03-02T12:00:00Z");

  private final AppBot bot = AppBot.fresh();

  @RegisterExtension final FakeDiscordExtension extension = FakeDiscordExtension.withBot(() -> bot);

  @Test
  @DisplayName("Right, then right 10 minutes later: due at +10 min, then +2 days; at 0.97, +1 day")
  void goldenDueInstants(DiscordScenario discord) {
    // GIVEN bob asked for retention 0.97; alice keeps the default 0.90
    InteractionReply saved =
        discord.slash(discord.bob(), "review", Map.of("settings", Map.of("retention", 0.97)));
    assertThat(saved.ephemeral()).isTrue();
    assertThat(saved.content()).contains("retention: 0.97");

    // WHEN each answers one new question right at T0, and again right at T0 + 10 min
    String aliceQuestion = oneQuestion(discord, discord.alice(), true);
    String bobQuestion = oneQuestion(discord, discord.bob(), true);

    // THEN both wait the second learning step, 10 minutes (retention does not change steps)
    Instant step = T0.plus(Duration.ofMinutes(10));
    assertThat(due(discord.alice(), aliceQuestion)).isEqualTo(step);
    assertThat(due(discord.bob(), bobQuestion)).isEqualTo(step);

    bot.clock().set(step);
    assertThat(oneQuestion(discord, discord.alice(), true)).isEqualTo(aliceQuestion);
    assertThat(oneQuestion(discord, discord.bob(), true)).isEqualTo(bobQuestion);

    // THEN alice graduates to 2 days, bob (0.97) to 1 day
    assertThat(due(discord.alice(), aliceQuestion)).isEqualTo(step.plus(Duration.ofDays(2)));
    assertThat(due(discord.bob(), bobQuestion)).isEqualTo(step.plus(Duration.ofDays(1)));
  }

  @Test
  @DisplayName("A first answer wrong comes back after the first learning step, 1 minute")
  void wrongFirstAnswer(DiscordScenario discord) {
    // WHEN carol answers her first question wrong at T0
    String q = oneQuestion(discord, discord.carol(), false);

    // THEN it is due at T0 + 1 min, and the session asked it again (it was missed)
    assertThat(due(discord.carol(), q)).isEqualTo(T0.plus(Duration.ofMinutes(1)));
  }

  /**
   * Runs {@code /review start count:1} in the bot's DM and answers; a miss is answered right when
   * it comes back. Returns the first question's id.
   */
  private String oneQuestion(DiscordScenario discord, FakeUser user, boolean right) {
    InteractionReply start = discord.slashInDm(user, "review", Map.of("start", Map.of("count", 1)));
    FakeMessage question = start.message();
    String id = StudyE2E.question(question).id();
    StudyE2E.Step step =
        StudyE2E.answer(
            discord,
            user,
            question,
            right ? StudyE2E.rightButton(question) : StudyE2E.wrongButton(question));
    Instant due = due(user, id);
    assertThat(fields(step.edited()).get("Comes back"))
        .contains("<t:" + due.getEpochSecond() + ":f>");
    if (!right) {
      FakeMessage back = step.next();
      assertThat(StudyE2E.question(back).id()).isEqualTo(id);
    }
    return id;
  }

  private Instant due(FakeUser user, String questionId) {
    return Instant.ofEpochMilli(StudyE2E.dueAt(bot, user, questionId));
  }
}
