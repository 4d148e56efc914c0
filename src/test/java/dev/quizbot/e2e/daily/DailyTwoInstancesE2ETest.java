package dev.quizbot.e2e.daily;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.e2e.AppBot;
import dev.quizbot.fakediscord.DiscordScenario;
import dev.quizbot.fakediscord.FakeDiscordExtension;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Two complete bot processes (two {@link AppBot}s, each with its own JDA gateway session, pool and
 * scheduler) share one SQLite file and log in to the same fake Discord as the same bot user; the
 * fake gives each IDENTIFY its own session.
 */
final class DailyTwoInstancesE2ETest {

  @RegisterExtension final FakeDiscordExtension extension = new FakeDiscordExtension();

  @Test
  @DisplayName("two bot instances on one database post the daily question once")
  void twoInstancesOnePost(DiscordScenario discord) throws Exception {
    // GIVEN a schedule set through the first instance, and a second instance on the same database
    DailyWorld world = DailyWorld.start(discord);
    world.setStandard();
    AppBot second = new AppBot(world.bot.clock(), world.bot.databaseFile());
    second.start(discord.fake().apiUrl(), discord.fake().gatewayUrl(), discord.fake().token());
    try {
      // WHEN the post time comes and both tick at the same moment, twice
      world.bot.clock().set(DailyWorld.POST_AT);
      for (int round = 0; round < 2; round++) {
        CompletableFuture<?> first =
            CompletableFuture.runAsync(() -> world.bot.app().dailyTicker().tickNow());
        CompletableFuture<?> other =
            CompletableFuture.runAsync(() -> second.app().dailyTicker().tickNow());
        CompletableFuture.allOf(first, other).get();
        world.awaitDailyPost();
      }

      // THEN exactly one question is posted and one claim is POSTED
      assertThat(world.dailyPosts()).hasSize(1);
      assertThat(second.countRows("SELECT count(*) FROM daily_claims WHERE status = 'POSTED'"))
          .isEqualTo(1);
    } finally {
      second.stop();
    }
  }
}
