package dev.quizbot.e2e.daily;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.e2e.AppBot;
import dev.quizbot.fakediscord.DiscordScenario;
import dev.quizbot.fakediscord.FakeDiscordExtension;
import java.time.Duration;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

final class DailyRestartE2ETest {

  @RegisterExtension final FakeDiscordExtension extension = new FakeDiscordExtension();

  @Test
  @DisplayName("a restart at the posting minute gives one post")
  void restartAtPostingMinute(DiscordScenario discord) {
    // GIVEN the post went out at 13:30:00Z
    DailyWorld world = DailyWorld.start(discord);
    world.setStandard();
    world.bot.clock().set(DailyWorld.POST_AT);
    world.bot.app().dailyTicker().tickNow();
    world.awaitDailyPost();

    // WHEN the bot restarts within the same minute (and ticks at start and again)
    discord.stopBot();
    world.bot.clock().advance(Duration.ofSeconds(20));
    AppBot restarted = discord.startBot(new AppBot(world.bot.clock(), world.bot.databaseFile()));
    restarted.app().dailyTicker().tickNow();
    // The restarted bot re-reads the open daily round's reactions (one page per emoji: none is
    // full); let that finish so stopping the bot does not cut a page request short.
    discord.await(
        () ->
            discord.restLog().stream()
                    .filter(r -> r.is("GET", "channels/\\d+/messages/\\d+/reactions/.+"))
                    .count()
                >= 4,
        "the restarted bot re-read the round's reactions");

    // THEN there is still exactly one daily post and one POSTED claim
    assertThat(world.dailyPosts()).hasSize(1);
    assertThat(restarted.countRows("SELECT count(*) FROM daily_claims WHERE status = 'POSTED'"))
        .isEqualTo(1);
  }

  @Test
  @DisplayName("down over the post time and back within the window: one late post")
  void latePostAfterDowntime(DiscordScenario discord) {
    // GIVEN a schedule, and the bot stops before the post time
    DailyWorld world = DailyWorld.start(discord);
    world.setStandard();
    discord.stopBot();

    // WHEN it comes back two hours after the post time (window 12 h) and ticks twice
    world.bot.clock().set(DailyWorld.POST_AT.plus(Duration.ofHours(2)));
    AppBot back = discord.startBot(new AppBot(world.bot.clock(), world.bot.databaseFile()));
    back.app().dailyTicker().tickNow();
    world.awaitDailyPost();
    back.app().dailyTicker().tickNow();

    // THEN exactly one question is posted, late
    assertThat(world.dailyPosts()).hasSize(1);
    assertThat(back.countRows("SELECT count(*) FROM daily_claims WHERE status = 'POSTED'"))
        .isEqualTo(1);
  }
}
