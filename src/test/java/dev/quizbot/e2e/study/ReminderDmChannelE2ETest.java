package dev.quizbot.e2e.study;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.e2e.AppBot;
import dev.quizbot.fakediscord.DiscordScenario;
import dev.quizbot.fakediscord.FakeDiscordExtension;
import dev.quizbot.fakediscord.FakeUser;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalTime;
import java.time.ZoneId;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The member's DM channel id is stored once opened (V11), so a reminder is one request: the
 * message, straight to the stored channel, across restarts; an unknown stored channel (10003) is
 * opened again, and closed DMs (50007) still turn the reminders off.
 */
final class ReminderDmChannelE2ETest {
  private static final ZoneId UTC = ZoneId.of("UTC");
  private static final Instant ONE_PM = Instant.parse("2026-03-02T13:00:00Z");

  private final AppBot bot = AppBot.fresh();

  @RegisterExtension final FakeDiscordExtension extension = FakeDiscordExtension.withBot(() -> bot);

  private static long requests(DiscordScenario discord, String method, String pathRegex) {
    return discord.restLog().stream().filter(r -> r.is(method, pathRegex)).count();
  }

  private Object storedChannel(FakeUser user) {
    var rows =
        bot.rows(
            "SELECT channel_id FROM study_dm_channels WHERE user_id = ?",
            Long.parseLong(user.id()));
    return rows.isEmpty() ? null : ((Number) rows.get(0).get("channel_id")).longValue();
  }

  @Test
  @DisplayName(
      "The first reminder opens the DM and stores its id; after a restart the next day's reminder"
          + " is one request, sent to the stored channel")
  void storedChannelMakesOneRequest(DiscordScenario discord) throws Exception {
    ReminderWorld world = new ReminderWorld(discord, bot);
    FakeUser alice = discord.alice();
    world.remindAt(alice, LocalTime.of(13, 0), UTC);
    world.dueAt(alice, ONE_PM.minus(Duration.ofDays(1)));

    // Day 1: the DM channel is opened (one request), the reminder sent, the channel's id stored
    world.tickAt(ONE_PM);
    world.awaitReminder(alice, 1);
    String dm = discord.dm(alice).id();
    discord.await(() -> storedChannel(alice) != null, "the DM channel stored");
    assertThat(storedChannel(alice)).isEqualTo(Long.parseLong(dm));
    assertThat(requests(discord, "POST", "users/@me/channels")).isEqualTo(1);

    // Day 2, after a restart (JDA has forgotten every channel): no open, one message
    discord.stopBot();
    discord.startBot(bot);
    world.dueAt(alice, ONE_PM.plus(Duration.ofHours(20)));
    discord.fake().clearRestLog();
    world.tickAt(ONE_PM.plus(Duration.ofDays(1)));
    world.awaitReminder(alice, 2);
    discord.await(
        () -> world.claimStatus(alice, "2026-03-03").equals("SENT"), "day 2's claim SENT");
    world.settle();
    assertThat(requests(discord, "POST", "users/@me/channels")).isZero();
    assertThat(requests(discord, "POST", "channels/\\d+/messages")).isEqualTo(1);
    assertThat(requests(discord, "POST", "channels/" + dm + "/messages")).isEqualTo(1);
    assertThat(world.reminders(alice)).hasSize(2);
  }

  @Test
  @DisplayName(
      "A stored channel Discord no longer knows (10003): the DM is opened again, the reminder"
          + " sent once, the new id stored")
  void unknownStoredChannelIsOpenedAgain(DiscordScenario discord) throws Exception {
    ReminderWorld world = new ReminderWorld(discord, bot);
    FakeUser alice = discord.alice();
    world.remindAt(alice, LocalTime.of(13, 0), UTC);
    world.dueAt(alice, ONE_PM.minus(Duration.ofDays(1)));
    long gone = 990_000_000_000_000_001L; // never a channel of the fake
    bot.execute(
        "INSERT INTO study_dm_channels (user_id, channel_id, opened_at) VALUES (?, ?, 0)",
        Long.parseLong(alice.id()),
        gone);

    world.tickAt(ONE_PM);
    world.awaitReminder(alice, 1);
    discord.await(() -> world.claimStatus(alice, "2026-03-02").equals("SENT"), "the claim SENT");
    world.settle();

    assertThat(requests(discord, "POST", "channels/" + gone + "/messages")).isEqualTo(1);
    assertThat(
            discord.restLog().stream()
                .filter(r -> r.is("POST", "channels/" + gone + "/messages"))
                .map(r -> r.status()))
        .containsExactly(404);
    assertThat(requests(discord, "POST", "users/@me/channels")).isEqualTo(1);
    assertThat(world.reminders(alice)).hasSize(1);
    assertThat(storedChannel(alice)).isEqualTo(Long.parseLong(discord.dm(alice).id()));
    assertThat(world.remindersOn(alice)).isTrue();
  }

  @Test
  @DisplayName("Closed DMs (50007) on a stored channel turn the member's reminders off, as before")
  void closedDmsOnStoredChannel(DiscordScenario discord) throws Exception {
    ReminderWorld world = new ReminderWorld(discord, bot);
    FakeUser alice = discord.alice();
    world.remindAt(alice, LocalTime.of(13, 0), UTC);
    world.dueAt(alice, ONE_PM.minus(Duration.ofDays(1)));
    bot.execute(
        "INSERT INTO study_dm_channels (user_id, channel_id, opened_at) VALUES (?, ?, 0)",
        Long.parseLong(alice.id()),
        Long.parseLong(discord.dm(alice).id()));
    discord.closeDms(alice);

    world.tickAt(ONE_PM);
    discord.await(() -> !world.remindersOn(alice), "alice's reminders turned off");

    assertThat(world.claimStatus(alice, "2026-03-02")).isEqualTo("FAILED");
    assertThat(requests(discord, "POST", "users/@me/channels")).isZero();
    assertThat(world.reminders(alice)).isEmpty();
  }
}
