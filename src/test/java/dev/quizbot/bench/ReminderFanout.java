package dev.quizbot.bench;

import dev.quizbot.discord.Ticker;
import dev.quizbot.e2e.AppBot;
import dev.quizbot.fakediscord.FakeDiscord;
import dev.quizbot.fakediscord.FakeUser;
import dev.quizbot.fakediscord.RecordedRequest;
import dev.quizbot.storage.Database;
import dev.quizbot.testing.TestClock;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The study reminders' fan-out measured end to end: {@code members} members with reminders at the
 * same local minute (13:00 UTC) and a question due each, the fake Discord with its rate limits on
 * (global 50/s), the real application (JDA included). The figure is the time from the tick until
 * every member has the DM. Each member's DM channel was opened by an earlier reminder, and its id
 * stored (V11, as the bot stores it): a reminder is then one request, the message. (A member's very
 * first reminder also opens the channel: two requests.)
 */
public final class ReminderFanout {

  /** The message to the member's stored DM channel. */
  public static final int REQUESTS_PER_REMINDER = 1;

  public static final int GLOBAL_PER_SECOND = 50;

  private static final Instant START = Instant.parse("2026-03-02T12:00:00Z");
  private static final Instant REMIND_AT = Instant.parse("2026-03-02T13:00:00Z");

  /**
   * @param seconds from the tick to the last DM sent
   * @param floorSeconds requests / 50 per second: no bot can be faster under the global limit
   * @param requests REST requests the fan-out made (DM opens, messages, retries)
   * @param refused429 requests the fake answered with 429
   */
  public record Figures(
      int members, int sent, double seconds, double floorSeconds, long requests, long refused429) {

    public double ofFloor() {
      return seconds / floorSeconds;
    }

    @Override
    public String toString() {
      return String.format(
          Locale.ROOT,
          "%d/%d reminder DMs in %.1f s (floor %.0f s for %d requests at 50/s: %.2fx the"
              + " floor); %d answered 429",
          sent,
          members,
          seconds,
          floorSeconds,
          requests,
          ofFloor(),
          refused429);
    }
  }

  private ReminderFanout() {}

  public static Figures run(int members, Duration timeout) throws Exception {
    Path dir = Files.createTempDirectory("quizbot-reminder-fanout");
    Path dbFile = dir.resolve("quizbot.db");
    try (FakeDiscord fake = FakeDiscord.start()) {
      fake.createGuild("Study Server");
      List<FakeUser> users = new ArrayList<>(members);
      for (int i = 0; i < members; i++) {
        users.add(fake.createUser("learner-" + i));
      }
      TestClock clock = new TestClock(START);
      AppBot bot = new AppBot(clock, dbFile);
      bot.start(fake.apiUrl(), fake.gatewayUrl(), fake.token());
      try {
        seed(dbFile, users, fake);
        fake.rateLimits().enable(true);
        fake.clearRestLog();

        clock.set(REMIND_AT);
        Ticker<Integer> ticker = bot.app().reminderTicker().orElseThrow();
        long t0 = System.nanoTime();
        int started = ticker.tickNow();
        long deadline = t0 + timeout.toNanos();
        long nextReport = t0 + Duration.ofSeconds(20).toNanos();
        while (bot.app().remindersSent() < members && System.nanoTime() < deadline) {
          Thread.sleep(100);
          if (System.nanoTime() > nextReport) {
            System.out.printf(
                "  ... %d/%d sent (%d started), %d 429s so far%n",
                bot.app().remindersSent(), members, started, fake.rateLimits().refusedCount());
            nextReport += Duration.ofSeconds(20).toNanos();
          }
        }
        double seconds = (System.nanoTime() - t0) / 1e9;
        int delivered = 0;
        for (FakeUser user : users) {
          if (!fake.messages(fake.dmChannel(user)).isEmpty()) {
            delivered++;
          }
        }
        long requests =
            fake.restLog().stream()
                .filter(r -> r.is("POST", "users/@me/channels") || isDmMessage(r))
                .count();
        return new Figures(
            members,
            delivered,
            seconds,
            (double) members * REQUESTS_PER_REMINDER / GLOBAL_PER_SECOND,
            requests,
            fake.rateLimits().refusedCount());
      } finally {
        bot.stop();
      }
    }
  }

  private static boolean isDmMessage(RecordedRequest r) {
    return r.is("POST", "channels/\\d+/messages");
  }

  /**
   * Every member: reminders at 13:00 UTC, one question due since yesterday, and the DM channel an
   * earlier reminder opened (the fake's channel, its id stored).
   */
  private static void seed(Path dbFile, List<FakeUser> users, FakeDiscord fake) throws Exception {
    Database database = Database.openSqlite(dbFile);
    try {
      database.inTransaction(
          (Connection c) -> {
            try (PreparedStatement settings =
                    c.prepareStatement(
                        "INSERT INTO study_settings (user_id, desired_retention, daily_new_limit,"
                            + " exam_date, reminder_time, zone_id, reminder_enabled,"
                            + " exam_time_factor, updated_at)"
                            + " VALUES (?, 0.9, 20, NULL, '13:00', 'UTC', TRUE, 1.0, 0)");
                PreparedStatement dm =
                    c.prepareStatement(
                        "INSERT INTO study_dm_channels (user_id, channel_id, opened_at)"
                            + " VALUES (?, ?, 0)");
                PreparedStatement memory =
                    c.prepareStatement(
                        "INSERT INTO study_memory (user_id, question_id, stability, difficulty,"
                            + " card_state, step, due_at, last_review_at, reps, lapses,"
                            + " introduced_at) VALUES (?, 'nca-seed-q1', 3.0, 5.0, 'REVIEW', 0,"
                            + " ?, ?, 2, 0, ?)")) {
              long due = REMIND_AT.minus(Duration.ofDays(1)).toEpochMilli();
              for (FakeUser user : users) {
                long id = Long.parseLong(user.id());
                settings.setLong(1, id);
                settings.addBatch();
                dm.setLong(1, id);
                dm.setLong(2, Long.parseLong(fake.dmChannel(user).id()));
                dm.addBatch();
                memory.setLong(1, id);
                memory.setLong(2, due);
                memory.setLong(3, due - Duration.ofDays(3).toMillis());
                memory.setLong(4, due - Duration.ofDays(6).toMillis());
                memory.addBatch();
              }
              settings.executeBatch();
              dm.executeBatch();
              memory.executeBatch();
            }
            return null;
          });
    } finally {
      database.close();
    }
  }
}
