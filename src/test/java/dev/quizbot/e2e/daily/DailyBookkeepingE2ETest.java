package dev.quizbot.e2e.daily;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.e2e.AppBot;
import dev.quizbot.fakediscord.DiscordScenario;
import dev.quizbot.fakediscord.FakeChannel;
import dev.quizbot.fakediscord.FakeDiscordExtension;
import dev.quizbot.fakediscord.InteractionReply;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

final class DailyBookkeepingE2ETest {

  private static final long READ_MESSAGE_HISTORY = 1L << 16;

  @RegisterExtension final FakeDiscordExtension extension = new FakeDiscordExtension();

  @Test
  @DisplayName("a post that Discord accepted is not posted again when recording its round fails")
  void acceptedPostIsNotRepeated(DiscordScenario discord) {
    // GIVEN a schedule, and a database that refuses to record a round's message id
    DailyWorld world = DailyWorld.start(discord);
    world.setStandard();
    execute(
        world,
        "CREATE TRIGGER refuse_message_id BEFORE UPDATE OF message_id ON rounds"
            + " BEGIN SELECT RAISE(ABORT, 'database is locked (test)'); END");

    // WHEN the post goes out at its time, the database recovers, and the next tick comes
    world.bot.clock().set(DailyWorld.POST_AT);
    world.bot.app().dailyTicker().tickNow();
    discord.await(
        () -> world.dailyPosts().size() == 1 && !claimStatus(world).equals("CLAIMED"),
        "the post is out and its claim settled");
    execute(world, "DROP TRIGGER refuse_message_id");
    world.bot.clock().advance(Duration.ofSeconds(30));
    world.bot.app().dailyTicker().tickNow();
    discord.await(() -> claimStatus(world).equals("POSTED"), "today's claim is POSTED");

    // THEN members saw the question once
    assertThat(world.dailyPosts()).hasSize(1);
  }

  @Test
  @DisplayName("/daily now answers with an explanation when the database fails")
  void nowAnswersWhenTheDatabaseFails(DiscordScenario discord) {
    // GIVEN a schedule, and a database that refuses to store today's claim
    DailyWorld world = DailyWorld.start(discord);
    world.setStandard();
    execute(
        world,
        "CREATE TRIGGER refuse_claims BEFORE INSERT ON daily_claims"
            + " BEGIN SELECT RAISE(ABORT, 'database is locked (test)'); END");

    // WHEN the admin runs /daily now
    InteractionReply reply = world.sub(world.admin, "now");

    // THEN the deferred reply is replaced by a message that says what went wrong, nothing posted
    assertThat(reply.ephemeral()).isTrue();
    assertThat(reply.content()).contains("could not be posted").contains("try again");
    assertThat(world.dailyPosts()).isEmpty();
  }

  @Test
  @DisplayName("a post refused for a missing permission names that permission in /daily status")
  void failedPostNamesTheMissingPermission(DiscordScenario discord) {
    // GIVEN a schedule for a channel where the bot lost Read Message History after /daily set
    DailyWorld world = new DailyWorld(discord, AppBot.fresh(), true);
    FakeChannel noHistory = discord.fake().createTextChannel(discord.guild(), "no-history");
    discord
        .fake()
        .setChannelOverwrite(noHistory, discord.botUser().id(), true, 0, READ_MESSAGE_HISTORY);
    discord.startBot(world.bot);
    execute(
        world,
        "INSERT INTO daily_schedules (guild_id, channel_id, post_time, zone_id, topic, role_id,"
            + " window_seconds, enabled, updated_by, updated_at) VALUES ("
            + discord.guild().id()
            + ", "
            + noHistory.id()
            + ", '14:30', 'Europe/Berlin', NULL, NULL, 43200, TRUE, "
            + world.admin.id()
            + ", "
            + world.bot.clock().instant().toEpochMilli()
            + ")");

    // WHEN the post time comes and the post is refused
    world.bot.clock().set(DailyWorld.POST_AT);
    world.bot.app().dailyTicker().tickNow();
    discord.await(() -> claimStatus(world).equals("FAILED"), "today's post failed");

    // THEN the status tells the admin which permission to grant
    assertThat(world.sub(world.admin, "status").content()).contains("Read Message History");
  }

  private static String claimStatus(DailyWorld world) {
    List<Map<String, Object>> rows = world.bot.rows("SELECT status FROM daily_claims");
    return rows.isEmpty() ? "none" : String.valueOf(rows.get(0).get("status"));
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
