package dev.quizbot.e2e.daily;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.e2e.AppBot;
import dev.quizbot.fakediscord.DiscordScenario;
import dev.quizbot.fakediscord.FakeDiscordExtension;
import dev.quizbot.fakediscord.FakeMessage;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

final class DailyAdoptE2ETest {

  @RegisterExtension final FakeDiscordExtension extension = new FakeDiscordExtension();

  @Test
  @DisplayName(
      "a process that posted and died before recording it: the takeover adopts its message,"
          + " posts nothing, and grades the reactions made on it")
  void takeoverAdoptsTheEarlierPost(DiscordScenario discord) {
    // GIVEN the daily post went out at 13:30:00Z, and the database is put back into the state of
    // a process that died right after Discord accepted the message: claim CLAIMED since the post
    // time, no message id on the claim nor on the prepared round
    DailyWorld world = DailyWorld.start(discord);
    world.setStandard();
    world.bot.clock().set(DailyWorld.POST_AT);
    world.bot.app().dailyTicker().tickNow();
    FakeMessage original = world.awaitDailyPost();
    discord.stopBot();
    execute(
        world,
        "UPDATE daily_claims SET status = 'CLAIMED', message_id = NULL, claimed_at = "
            + DailyWorld.POST_AT.toEpochMilli());
    execute(world, "UPDATE rounds SET message_id = NULL WHERE kind = 'DAILY'");

    // WHEN a new process starts on that database, bob answers on the original message, and the
    // claim turns stale (11 minutes later) at the next tick
    world.bot.clock().advance(Duration.ofSeconds(20));
    AppBot restarted = discord.startBot(new AppBot(world.bot.clock(), world.bot.databaseFile()));
    restarted.app().dailyTicker().tickNow();
    discord.react(world.member, original, "🇦");
    restarted.clock().set(DailyWorld.POST_AT.plus(Duration.ofMinutes(11)));
    restarted.app().dailyTicker().tickNow();
    discord.await(
        () -> restarted.countRows("SELECT count(*) FROM daily_claims WHERE status = 'POSTED'") == 1,
        "the taken-over claim is settled");

    // THEN the question is still out once, the claim holds the original message, and bob's
    // reaction on it is graded once the adopted round was recovered
    assertThat(world.dailyPosts()).extracting(FakeMessage::id).containsExactly(original.id());
    assertThat(restarted.number("SELECT message_id FROM daily_claims"))
        .isEqualTo(Long.parseLong(original.id()));
    discord.await(() -> restarted.storedAnswers() == 1, "bob's answer graded from his reaction");
    assertThat(
            restarted.number(
                "SELECT r.message_id FROM answers a JOIN rounds r ON r.round_id = a.round_id"
                    + " WHERE a.user_id = ?",
                Long.parseLong(world.member.id())))
        .isEqualTo(Long.parseLong(original.id()));
  }

  private static void execute(DailyWorld world, String sql) {
    try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + world.bot.databaseFile());
        Statement st = c.createStatement()) {
      st.execute(sql);
    } catch (SQLException e) {
      throw new IllegalStateException(e);
    }
  }
}
