package dev.quizbot.e2e.study;

import dev.quizbot.discord.Ticker;
import dev.quizbot.e2e.AppBot;
import dev.quizbot.fakediscord.DiscordScenario;
import dev.quizbot.fakediscord.FakeMessage;
import dev.quizbot.fakediscord.FakeUser;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalTime;
import java.time.ZoneId;
import java.util.List;

/**
 * A bot (the real app on a test clock) and the study rows its reminders read, written straight into
 * its SQLite file as /review remind and earlier answers would have left them.
 */
final class ReminderWorld {

  final DiscordScenario discord;
  final AppBot bot;

  /** The bot is started: its reminder ticker ticks only when this world asks from now on. */
  ReminderWorld(DiscordScenario discord, AppBot bot) {
    this.discord = discord;
    this.bot = bot;
    ticksOnlyWhenAsked();
  }

  /**
   * Stops the reminder ticker's own ticks (the first runs when the app starts, again after a
   * restart), returning once one under way has finished: no tick but the test's reads the rows it
   * writes or the clock it moves.
   */
  private Ticker<Integer> ticksOnlyWhenAsked() {
    Ticker<Integer> ticker = bot.app().reminderTicker().orElseThrow();
    ticker.tickOnlyWhenAsked();
    return ticker;
  }

  /** The member turned reminders on at {@code time} in {@code zone}. */
  void remindAt(FakeUser user, LocalTime time, ZoneId zone) {
    bot.execute(
        "INSERT INTO study_settings (user_id, desired_retention, daily_new_limit, exam_date,"
            + " reminder_time, zone_id, reminder_enabled, exam_time_factor, updated_at)"
            + " VALUES (?, 0.9, 20, NULL, ?, ?, TRUE, 1.0, 0)"
            + " ON CONFLICT (user_id) DO UPDATE SET reminder_time = excluded.reminder_time,"
            + " zone_id = excluded.zone_id, reminder_enabled = TRUE",
        Long.parseLong(user.id()),
        String.format("%02d:%02d", time.getHour(), time.getMinute()),
        zone.getId());
  }

  /** A question of the bundled bank ({@code questions/nca-seed.yaml}). */
  static final String QUESTION = "nca-seed-q1";

  /** The member knows a bank question, due for review at {@code due}. */
  void dueAt(FakeUser user, Instant due) {
    bot.execute(
        "INSERT INTO study_memory (user_id, question_id, stability, difficulty, card_state, step,"
            + " due_at, last_review_at, reps, lapses, introduced_at)"
            + " VALUES (?, ?, 3.0, 5.0, 'REVIEW', 0, ?, ?, 2, 0, ?)"
            + " ON CONFLICT (user_id, question_id) DO UPDATE SET due_at = excluded.due_at",
        Long.parseLong(user.id()),
        QUESTION,
        due.toEpochMilli(),
        due.minus(Duration.ofDays(3)).toEpochMilli(),
        due.minus(Duration.ofDays(6)).toEpochMilli());
  }

  /**
   * Moves the clock and runs one reminder tick (as the 30 s ticker would); the app's own ticks are
   * stopped first, also those of an app started again since.
   */
  int tickAt(Instant at) {
    Ticker<Integer> ticker = ticksOnlyWhenAsked();
    bot.clock().set(at);
    return ticker.tickNow();
  }

  /** The bot's reminder DMs to the member so far. */
  List<FakeMessage> reminders(FakeUser user) {
    return discord.messages(discord.dm(user)).stream()
        // By the snooze button's id, not its label: the label follows the member's language.
        .filter(
            m ->
                m.components().toString().contains("remind:snooze:")
                    || m.content().contains("Snoozed"))
        .toList();
  }

  FakeMessage awaitReminder(FakeUser user, int count) {
    discord.await(() -> reminders(user).size() >= count, count + " reminder DM(s)");
    return reminders(user).get(count - 1);
  }

  /** Lets paced DMs that might still be on their way arrive (to assert that none did). */
  void settle() throws InterruptedException {
    Thread.sleep(700);
  }

  String claimStatus(FakeUser user, String localDate) {
    List<java.util.Map<String, Object>> rows =
        bot.rows(
            "SELECT status FROM study_reminder_claims WHERE user_id = ? AND local_date = ?",
            Long.parseLong(user.id()),
            localDate);
    return rows.isEmpty() ? "none" : (String) rows.get(0).get("status");
  }

  boolean remindersOn(FakeUser user) {
    Object on =
        bot.rows(
                "SELECT reminder_enabled FROM study_settings WHERE user_id = ?",
                Long.parseLong(user.id()))
            .get(0)
            .get("reminder_enabled");
    return on instanceof Number n ? n.intValue() != 0 : Boolean.TRUE.equals(on);
  }
}
