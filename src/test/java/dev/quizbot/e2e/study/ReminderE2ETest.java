package dev.quizbot.e2e.study;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.e2e.AppBot;
import dev.quizbot.fakediscord.DiscordScenario;
import dev.quizbot.fakediscord.FakeDiscordExtension;
import dev.quizbot.fakediscord.FakeMessage;
import dev.quizbot.fakediscord.FakeUser;
import dev.quizbot.fakediscord.InteractionReply;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalTime;
import java.time.ZoneId;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Study reminders end to end (issue 16): unmodified JDA against the fake Discord, the real app on a
 * test clock, its reminder ticker ticked by the test.
 */
final class ReminderE2ETest {
  private static final ZoneId NEW_YORK = ZoneId.of("America/New_York");
  // 2026-03-02 is EST (UTC-5): 08:00 local is 13:00Z.
  private static final Instant EIGHT_LOCAL = Instant.parse("2026-03-02T13:00:00Z");

  private final AppBot bot = AppBot.fresh();

  @RegisterExtension final FakeDiscordExtension extension = FakeDiscordExtension.withBot(() -> bot);

  @Test
  @DisplayName(
      "one DM at the member's local time on a day with due questions, none on a day without")
  void oneDmWhenDueNoneWhenNot(DiscordScenario discord) throws Exception {
    ReminderWorld world = new ReminderWorld(discord, bot);
    FakeUser alice = discord.alice();
    FakeUser bob = discord.bob();
    world.remindAt(alice, LocalTime.of(8, 0), NEW_YORK);
    world.remindAt(bob, LocalTime.of(8, 0), NEW_YORK);
    world.dueAt(alice, EIGHT_LOCAL.minus(Duration.ofDays(1)));
    world.dueAt(bob, EIGHT_LOCAL.plus(Duration.ofDays(30))); // nothing due for bob

    // A minute before 08:00 local: nothing yet
    assertThat(world.tickAt(EIGHT_LOCAL.minusSeconds(60))).isZero();
    world.settle();
    assertThat(world.reminders(alice)).isEmpty();

    // At 08:00 local: alice gets one DM with the two buttons, bob none
    assertThat(world.tickAt(EIGHT_LOCAL)).isEqualTo(1);
    FakeMessage dm = world.awaitReminder(alice, 1);
    assertThat(dm.buttonLabels()).containsExactly("Start review", "Snooze 1 h");
    assertThat(dm.content()).contains("1 question is due");
    discord.await(() -> world.claimStatus(alice, "2026-03-02").equals("SENT"), "claim SENT");

    // Ticks later that day send nothing more
    world.tickAt(EIGHT_LOCAL.plusSeconds(30));
    world.tickAt(EIGHT_LOCAL.plus(Duration.ofHours(2)));
    world.settle();
    assertThat(world.reminders(alice)).hasSize(1);
    assertThat(world.reminders(bob)).isEmpty();
    assertThat(world.claimStatus(bob, "2026-03-02")).isEqualTo("SKIPPED");

    // The next day alice has nothing due: no DM
    world.dueAt(alice, EIGHT_LOCAL.plus(Duration.ofDays(10)));
    world.tickAt(EIGHT_LOCAL.plus(Duration.ofDays(1)));
    world.settle();
    assertThat(world.reminders(alice)).hasSize(1);
    assertThat(world.claimStatus(alice, "2026-03-03")).isEqualTo("SKIPPED");
  }

  @Test
  @DisplayName("two bot processes on one database send the reminder once")
  void twoProcessesOneDm(DiscordScenario discord) throws Exception {
    ReminderWorld world = new ReminderWorld(discord, bot);
    FakeUser alice = discord.alice();
    world.remindAt(alice, LocalTime.of(8, 0), NEW_YORK);
    world.dueAt(alice, EIGHT_LOCAL.minus(Duration.ofDays(1)));
    AppBot second = new AppBot(bot.clock(), bot.databaseFile());
    second.start(discord.fake().apiUrl(), discord.fake().gatewayUrl(), discord.fake().token());
    try {
      // Only the test's ticks below race: the second app's own first tick is stopped too
      second.app().reminderTicker().orElseThrow().tickOnlyWhenAsked();
      bot.clock().set(EIGHT_LOCAL);
      for (int i = 0; i < 3; i++) {
        CompletableFuture<?> first =
            CompletableFuture.runAsync(() -> bot.app().reminderTicker().orElseThrow().tickNow());
        CompletableFuture<?> other =
            CompletableFuture.runAsync(() -> second.app().reminderTicker().orElseThrow().tickNow());
        CompletableFuture.allOf(first, other).get();
        world.awaitReminder(alice, 1);
      }
      world.settle();
      assertThat(world.reminders(alice)).hasSize(1);
      discord.await(() -> world.claimStatus(alice, "2026-03-02").equals("SENT"), "claim SENT");
    } finally {
      second.stop();
    }
  }

  @Test
  @DisplayName("a restart at the reminder minute sends no second DM; a stale claim is taken over")
  void restartAtThatMinute(DiscordScenario discord) throws Exception {
    ReminderWorld world = new ReminderWorld(discord, bot);
    FakeUser alice = discord.alice();
    FakeUser bob = discord.bob();
    world.remindAt(alice, LocalTime.of(8, 0), NEW_YORK);
    world.dueAt(alice, EIGHT_LOCAL.minus(Duration.ofDays(1)));
    world.tickAt(EIGHT_LOCAL);
    world.awaitReminder(alice, 1);
    discord.await(() -> world.claimStatus(alice, "2026-03-02").equals("SENT"), "claim SENT");

    // WHEN the bot restarts within the same minute and ticks again
    discord.stopBot();
    discord.startBot(bot);
    world.tickAt(EIGHT_LOCAL.plusSeconds(20));
    world.settle();
    assertThat(world.reminders(alice)).hasSize(1);

    // WHEN a process died after sending but before recording it (claim left CLAIMED), the next
    // process takes the stale claim over, finds that DM and sends no second one
    bot.execute(
        "UPDATE study_reminder_claims SET status = 'CLAIMED', claimed_by = 'dead-process',"
            + " claimed_at = ? WHERE user_id = ?",
        EIGHT_LOCAL.toEpochMilli(),
        Long.parseLong(alice.id()));
    discord.allowJdaLog("taking it over");
    assertThat(world.tickAt(EIGHT_LOCAL.plus(Duration.ofMinutes(5)))).isZero(); // not stale yet
    assertThat(world.tickAt(EIGHT_LOCAL.plus(Duration.ofMinutes(11)))).isEqualTo(1);
    discord.await(() -> world.claimStatus(alice, "2026-03-02").equals("SENT"), "claim SENT");
    world.settle();
    assertThat(world.reminders(alice)).hasSize(1);

    // WHEN a process died after claiming but before sending, the take-over sends the one DM
    world.remindAt(bob, LocalTime.of(8, 0), NEW_YORK);
    world.dueAt(bob, EIGHT_LOCAL.minus(Duration.ofDays(1)));
    bot.execute(
        "INSERT INTO study_reminder_claims (user_id, local_date, status, claimed_by, claimed_at,"
            + " attempts) VALUES (?, '2026-03-02', 'CLAIMED', 'dead-process', ?, 1)",
        Long.parseLong(bob.id()),
        EIGHT_LOCAL.toEpochMilli());
    world.tickAt(EIGHT_LOCAL.plus(Duration.ofMinutes(12)));
    world.awaitReminder(bob, 1);
    discord.await(() -> world.claimStatus(bob, "2026-03-02").equals("SENT"), "bob's claim SENT");
    world.settle();
    assertThat(world.reminders(bob)).hasSize(1);
  }

  @Test
  @DisplayName("DST: 02:30 on the spring-forward day comes at 03:00; the fall-back hour sends once")
  void daylightSaving(DiscordScenario discord) throws Exception {
    ReminderWorld world = new ReminderWorld(discord, bot);
    FakeUser alice = discord.alice();
    FakeUser bob = discord.bob();
    world.remindAt(alice, LocalTime.of(2, 30), NEW_YORK);
    world.dueAt(alice, Instant.parse("2026-03-01T00:00:00Z"));
    world.dueAt(bob, Instant.parse("2026-03-01T00:00:00Z"));

    // 2026-03-08 New York: 02:00 EST jumps to 03:00 EDT (07:00Z); 02:30 does not exist
    assertThat(world.tickAt(Instant.parse("2026-03-08T06:59:30Z"))).isZero();
    world.tickAt(Instant.parse("2026-03-08T07:00:00Z"));
    world.awaitReminder(alice, 1);
    discord.await(() -> world.claimStatus(alice, "2026-03-08").equals("SENT"), "claim SENT");
    world.tickAt(Instant.parse("2026-03-08T07:30:00Z")); // 03:30 EDT, ZonedDateTime.of's 02:30
    world.settle();
    assertThat(world.reminders(alice)).hasSize(1);

    world.remindAt(bob, LocalTime.of(1, 30), NEW_YORK);
    // 2026-11-01 New York: 01:30 happens at 05:30Z (EDT) and again at 06:30Z (EST): one DM
    world.tickAt(Instant.parse("2026-11-01T05:30:00Z"));
    world.awaitReminder(bob, 1);
    discord.await(() -> world.claimStatus(bob, "2026-11-01").equals("SENT"), "claim SENT");
    world.tickAt(Instant.parse("2026-11-01T06:30:00Z"));
    world.tickAt(Instant.parse("2026-11-01T06:31:00Z"));
    world.settle();
    assertThat(world.reminders(bob)).hasSize(1);
  }

  @Test
  @DisplayName("Discord refusing the DM (50007) turns reminders off; so does the member")
  void dmsClosedTurnsRemindersOff(DiscordScenario discord) throws Exception {
    ReminderWorld world = new ReminderWorld(discord, bot);
    FakeUser alice = discord.alice();
    FakeUser bob = discord.bob();
    world.remindAt(alice, LocalTime.of(8, 0), NEW_YORK);
    world.dueAt(alice, EIGHT_LOCAL.minus(Duration.ofDays(1)));
    world.remindAt(bob, LocalTime.of(8, 0), NEW_YORK);
    world.dueAt(bob, EIGHT_LOCAL.minus(Duration.ofDays(1)));
    discord.closeDms(alice);
    // bob turned reminders off himself (what /review remind's off stores)
    bot.execute(
        "UPDATE study_settings SET reminder_enabled = FALSE WHERE user_id = ?",
        Long.parseLong(bob.id()));

    assertThat(world.tickAt(EIGHT_LOCAL)).isEqualTo(1);
    discord.await(() -> !world.remindersOn(alice), "alice's reminders turned off");
    assertThat(world.claimStatus(alice, "2026-03-02")).isEqualTo("FAILED");
    assertThat(world.claimStatus(bob, "2026-03-02")).isEqualTo("none");

    // Later days: nothing is tried any more, for either
    discord.fake().restLog(); // (requests so far)
    long dmCreates = dmCreates(discord);
    world.tickAt(EIGHT_LOCAL.plus(Duration.ofDays(1)));
    world.settle();
    assertThat(dmCreates(discord)).isEqualTo(dmCreates);
    assertThat(world.reminders(alice)).isEmpty();
    assertThat(world.reminders(bob)).isEmpty();
  }

  @Test
  @DisplayName("Snooze 1 h edits the DM and reminds once more an hour later; Start review answers")
  void snoozeAndStart(DiscordScenario discord) throws Exception {
    ReminderWorld world = new ReminderWorld(discord, bot);
    FakeUser alice = discord.alice();
    world.remindAt(alice, LocalTime.of(8, 0), NEW_YORK);
    world.dueAt(alice, EIGHT_LOCAL.minus(Duration.ofDays(1)));
    world.tickAt(EIGHT_LOCAL);
    FakeMessage dm = world.awaitReminder(alice, 1);
    discord.await(() -> world.claimStatus(alice, "2026-03-02").equals("SENT"), "claim SENT");

    // "Start review" runs the member's session right in the DM (the review feature's entry)
    InteractionReply start = discord.press(alice, dm, "Start review");
    assertThat(start.acknowledged()).isTrue();
    discord.await(
        () ->
            discord.messages(discord.dm(alice)).stream()
                .anyMatch(m -> m.buttonLabels().contains("Don't know")),
        "the session's first question in the DM");

    bot.clock().set(EIGHT_LOCAL.plus(Duration.ofMinutes(5)));
    InteractionReply snooze = discord.press(alice, dm, "Snooze 1 h");
    assertThat(snooze.updatedMessage()).as("the DM itself is edited").isTrue();
    discord.await(
        () -> discord.messages(discord.dm(alice)).get(0).content().contains("Snoozed"),
        "the DM says it is snoozed");
    assertThat(world.claimStatus(alice, "2026-03-02")).isEqualTo("SNOOZED");

    assertThat(world.tickAt(EIGHT_LOCAL.plus(Duration.ofMinutes(64)))).isZero();
    assertThat(world.tickAt(EIGHT_LOCAL.plus(Duration.ofMinutes(65)))).isEqualTo(1);
    world.awaitReminder(alice, 2);
    discord.await(() -> world.claimStatus(alice, "2026-03-02").equals("SENT"), "claim SENT");
    world.tickAt(EIGHT_LOCAL.plus(Duration.ofMinutes(90)));
    world.settle();
    assertThat(world.reminders(alice)).hasSize(2);
  }

  private static long dmCreates(DiscordScenario discord) {
    return discord.restLog().stream().filter(r -> r.is("POST", "channels/\\d+/messages")).count();
  }
}
