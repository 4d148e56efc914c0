package dev.quizbot.e2e.exam;

import static dev.quizbot.e2e.exam.ExamE2E.press;
import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.e2e.AppBot;
import dev.quizbot.fakediscord.DiscordScenario;
import dev.quizbot.fakediscord.FakeDiscordExtension;
import dev.quizbot.fakediscord.FakeMessage;
import dev.quizbot.fakediscord.FakeUser;
import dev.quizbot.testing.PostgresDatabases;
import java.time.Instant;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfEnvironmentVariable;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * {@code /exam} with two bot processes on one real PostgreSQL server (a database of its own on the
 * server of {@code QUIZBOT_TEST_POSTGRES_URL}): the exam is submitted once, its report DMed once.
 */
@EnabledIfEnvironmentVariable(named = "QUIZBOT_TEST_POSTGRES_URL", matches = "jdbc:postgresql:.*")
final class ExamPostgresE2ETest {

  private final String url = PostgresDatabases.fresh("quizbot_exam");
  private final AppBot bot = AppBot.fresh().with("QUIZBOT_DATABASE_URL", url);

  @RegisterExtension final FakeDiscordExtension extension = FakeDiscordExtension.withBot(() -> bot);

  @Test
  @DisplayName(
      "two bot processes on one PostgreSQL: an exam answered in one is submitted once at its"
          + " deadline, with one report DM and its reviews once")
  void twoProcessesSubmitOnce(DiscordScenario discord) throws Exception {
    FakeUser alice = discord.alice();
    bot.app().examTicker().tickOnlyWhenAsked();
    FakeMessage message = ExamE2E.startInDms(discord, alice, Map.of("deck", ExamE2E.SEED_DECK));
    for (int i = 0; i < 3; i++) {
      message = press(discord, alice, message, ExamE2E.rightButton(message)).message();
    }
    Instant end = ExamE2E.endsAt(bot, alice);
    AppBot second = new AppBot(bot.clock(), bot.databaseFile()).with("QUIZBOT_DATABASE_URL", url);
    second.start(discord.fake().apiUrl(), discord.fake().gatewayUrl(), discord.fake().token());
    second.app().examTicker().tickOnlyWhenAsked();
    try {
      bot.clock().set(end.plusSeconds(2));
      for (int round = 0; round < 3; round++) {
        CompletableFuture<Integer> first =
            CompletableFuture.supplyAsync(() -> bot.app().examTicker().tickNow());
        CompletableFuture<Integer> other =
            CompletableFuture.supplyAsync(() -> second.app().examTicker().tickNow());
        assertThat(first.get() + other.get()).isEqualTo(round == 0 ? 1 : 0);
      }
      FakeMessage report =
          discord.awaitMessage(discord.dm(alice), ExamE2E::isReport, DiscordScenario.TIMEOUT);
      assertThat(report.embeds().get(0).path("description").asText())
          .contains("**Score: 3/5 (60%)**");
      Thread.sleep(300); // a second DM would be on its way by now
      assertThat(ExamE2E.reports(discord, alice)).hasSize(1);
      assertThat(bot.countRows("SELECT count(*) FROM exams WHERE status = 'SUBMITTED'")).isOne();
      assertThat(bot.countRows("SELECT count(*) FROM study_reviews WHERE source = 'EXAM'"))
          .isEqualTo(3);
      assertThat(bot.countRows("SELECT count(*) FROM exam_report_dms WHERE state <> 'GAVE_UP'"))
          .isOne();
    } finally {
      second.stop();
    }
  }
}
