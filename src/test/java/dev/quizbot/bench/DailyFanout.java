package dev.quizbot.bench;

import dev.quizbot.daily.DailySchedule;
import dev.quizbot.daily.JdbcDailyStore;
import dev.quizbot.e2e.AppBot;
import dev.quizbot.fakediscord.FakeChannel;
import dev.quizbot.fakediscord.FakeDiscord;
import dev.quizbot.fakediscord.FakeGuild;
import dev.quizbot.fakediscord.FakeMessage;
import dev.quizbot.fakediscord.RecordedRequest;
import dev.quizbot.shard.Shard;
import dev.quizbot.storage.Database;
import dev.quizbot.testing.TestClock;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalTime;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * The daily fan-out measured end to end: {@code guilds} servers, each with one channel, in the fake
 * Discord with its rate limits on (global 50/s, per-channel buckets), all scheduled at the same
 * minute; the real application (JDA included) posts them after the clock reaches that minute. The
 * figure is the time until every server's question has its message and its four reactions.
 */
public final class DailyFanout {

  /** 1 message + 4 reactions per server, at Discord's 50 requests/s. */
  public static final int REQUESTS_PER_POST = 5;

  public static final int GLOBAL_PER_SECOND = 50;

  private static final Instant START = Instant.parse("2026-03-02T12:00:00Z");
  private static final Instant POST_AT = Instant.parse("2026-03-02T13:00:00Z");
  private static final Duration WINDOW = Duration.ofHours(12);

  /**
   * @param seconds from moving the clock to the last reaction in place
   * @param floorSeconds requests / 50 per second: no bot can be faster under the global limit
   * @param refused429 requests the fake answered with 429
   * @param requests REST requests the fan-out made (messages, reactions, retries)
   * @param revealed rounds revealed after the clock passed their common deadline
   * @param revealSeconds from moving the clock past the deadline to the last reveal
   * @param reveal429 requests the fake answered with 429 while the reveals went out
   */
  public record Figures(
      int guilds,
      int completed,
      double seconds,
      double floorSeconds,
      long refused429,
      long requests,
      int revealed,
      double revealSeconds,
      long reveal429) {
    @Override
    public String toString() {
      return String.format(
          java.util.Locale.ROOT,
          "%d/%d servers posted with 4 reactions in %.1f s (floor %.0f s, %.0f%% of the floor"
              + " rate); %d REST requests, %d answered 429; then %d/%d revealed in %.1f s"
              + " (floor %.0f s), %d answered 429",
          completed,
          guilds,
          seconds,
          floorSeconds,
          100.0 * floorSeconds / seconds,
          requests,
          refused429,
          revealed,
          guilds,
          revealSeconds,
          (double) guilds / GLOBAL_PER_SECOND,
          reveal429);
    }
  }

  private DailyFanout() {}

  /** Runs one fan-out on a fresh fake and a fresh database; gives up after {@code timeout}. */
  public static Figures run(int guilds, Duration timeout) throws Exception {
    Path dir = Files.createTempDirectory("quizbot-daily-fanout");
    Path dbFile = dir.resolve("quizbot.db");
    try (FakeDiscord fake = FakeDiscord.start()) {
      List<FakeChannel> channels = new ArrayList<>(guilds);
      for (int i = 0; i < guilds; i++) {
        FakeGuild guild = fake.createGuild("Study Server " + i);
        channels.add(fake.createTextChannel(guild, "daily"));
      }
      TestClock clock = new TestClock(START);
      AppBot bot = new AppBot(clock, dbFile);
      bot.start(fake.apiUrl(), fake.gatewayUrl(), fake.token());
      try {
        schedule(dbFile, fake, channels);
        fake.rateLimits().enable(true);
        fake.clearRestLog();

        clock.set(POST_AT);
        long t0 = System.nanoTime();
        bot.app().dailyTicker().tickNow();
        int completed = awaitAllPosted(fake, channels, timeout);
        double seconds = (System.nanoTime() - t0) / 1e9;

        if (System.getenv("DAILY_FANOUT_DUMP") != null) {
          java.util.Map<String, Long> kinds = new java.util.TreeMap<>();
          for (RecordedRequest r : fake.restLog()) {
            String kind = r.method() + " " + r.path().replaceAll("\\d{6,}", "N") + " " + r.status();
            kinds.merge(kind.length() > 90 ? kind.substring(0, 90) : kind, 1L, Long::sum);
          }
          kinds.forEach((k, v) -> System.out.println("  " + v + "  " + k));
        }
        long requests =
            fake.restLog().stream()
                .filter(r -> r.is("POST", "channels/\\d+/messages") || isReaction(r))
                .count();
        long refused = fake.rateLimits().refusedCount();

        // Every round has the same 12 h deadline: their reveals are due in the same tick.
        clock.set(POST_AT.plus(WINDOW).plusSeconds(1));
        long t1 = System.nanoTime();
        int revealed = awaitAllRevealed(fake, channels, timeout);
        double revealSeconds = (System.nanoTime() - t1) / 1e9;
        return new Figures(
            guilds,
            completed,
            seconds,
            (double) guilds * REQUESTS_PER_POST / GLOBAL_PER_SECOND,
            refused,
            requests,
            revealed,
            revealSeconds,
            fake.rateLimits().refusedCount() - refused);
      } finally {
        bot.stop();
      }
    }
  }

  /** Every server at 13:00 UTC, set before the post time (so it applies today). */
  private static void schedule(Path dbFile, FakeDiscord fake, List<FakeChannel> channels) {
    Database database = Database.openSqlite(dbFile);
    try {
      JdbcDailyStore store = new JdbcDailyStore(database, Shard.ALL);
      for (FakeChannel channel : channels) {
        store.saveSchedule(
            new DailySchedule(
                Long.parseLong(channel.guildId()),
                Long.parseLong(channel.id()),
                LocalTime.of(13, 0),
                ZoneId.of("UTC"),
                Optional.empty(),
                OptionalLong.empty(),
                WINDOW,
                true,
                1L,
                START));
      }
    } finally {
      database.close();
    }
  }

  private static int awaitAllPosted(FakeDiscord fake, List<FakeChannel> channels, Duration timeout)
      throws InterruptedException {
    long deadline = System.nanoTime() + timeout.toNanos();
    long nextReport = System.nanoTime() + Duration.ofSeconds(10).toNanos();
    int done = 0;
    int from = 0;
    while (System.nanoTime() < deadline) {
      // Channels complete roughly in order: skip the finished prefix each pass.
      while (from < channels.size() && complete(fake, channels.get(from))) {
        from++;
      }
      done = from;
      for (int i = from; i < channels.size(); i++) {
        if (complete(fake, channels.get(i))) {
          done++;
        }
      }
      if (done == channels.size()) {
        return done;
      }
      if (System.nanoTime() > nextReport) {
        System.out.printf(
            "  ... %d/%d complete, %d 429s so far%n",
            done, channels.size(), fake.rateLimits().refusedCount());
        nextReport += Duration.ofSeconds(10).toNanos();
      }
      Thread.sleep(200);
    }
    return done;
  }

  private static int awaitAllRevealed(
      FakeDiscord fake, List<FakeChannel> channels, Duration timeout) throws InterruptedException {
    long deadline = System.nanoTime() + timeout.toNanos();
    int done = 0;
    while (System.nanoTime() < deadline) {
      done = (int) channels.stream().filter(c -> revealed(fake, c)).count();
      if (done == channels.size()) {
        return done;
      }
      Thread.sleep(100);
    }
    return done;
  }

  private static boolean revealed(FakeDiscord fake, FakeChannel channel) {
    List<FakeMessage> messages = fake.messages(channel);
    return !messages.isEmpty()
        && !messages.get(0).embeds().isEmpty()
        && messages.get(0).embeds().get(0).path("title").asText().startsWith("Answer:");
  }

  private static boolean complete(FakeDiscord fake, FakeChannel channel) {
    List<FakeMessage> messages = fake.messages(channel);
    return !messages.isEmpty() && messages.get(0).reactionEmojis().size() == 4;
  }

  private static boolean isReaction(RecordedRequest request) {
    return request.method().equals("PUT") && request.path().contains("/reactions/");
  }
}
