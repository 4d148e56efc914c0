package dev.quizbot.bench;

import dev.quizbot.leaderboard.JdbcGuildZones;
import dev.quizbot.leaderboard.JdbcLeaderboardStore;
import dev.quizbot.leaderboard.LeaderboardService;
import dev.quizbot.leaderboard.LeaderboardStore;
import dev.quizbot.leaderboard.MemberScoreCounts;
import dev.quizbot.leaderboard.Period;
import dev.quizbot.leaderboard.PeriodTotals;
import dev.quizbot.leaderboard.PeriodWindow;
import dev.quizbot.storage.Database;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.function.LongSupplier;

/**
 * Storage queries behind /leaderboard and /stats on a server with 100,000 members and 1,000,000
 * answers (plus two smaller servers), on a SQLite file.
 *
 * <p>Run: {@code ./mvnw -q -Pbench test-compile exec:java -Dbench=LeaderboardBench} (optional
 * {@code -Dexec.args=DAYS}: the span the big server's answers are spread over, default 365; a
 * smaller span makes the weekly board denser).
 */
public final class LeaderboardBench {

  static final long BIG_GUILD = 900_000_000_000_000_001L;
  private static final int ANSWERS_PER_ROUND = 10;
  private static final String[] TOPICS = {
    "parallelism", "communication", "memory", "precision", "interconnect"
  };

  /** A Sunday evening: the current week and month are full of answers. */
  private static final Instant NOW = Instant.parse("2026-03-22T20:00:00Z");

  private static long nextRoundId = 1;

  /**
   * How much data: the big server's members and answers, and the two smaller servers' members and
   * answers each.
   */
  public record Scale(int bigMembers, int bigAnswers, int smallMembers, int smallAnswers) {
    /** The table's scale: 100,000 members and 1,000,000 answers. */
    public static final Scale FULL = new Scale(100_000, 1_000_000, 10_000, 100_000);

    /** A tenth of it, for quick checks. */
    public static final Scale SHORT = new Scale(10_000, 100_000, 1_000, 10_000);
  }

  /**
   * One measured query: every iteration's wall time in nanoseconds, sorted.
   *
   * @param name what was queried ("yardstick: ..." for a comparison query)
   * @param sortedNanos iteration times, ascending
   */
  public record Timing(String name, long[] sortedNanos) {
    public double medianMillis() {
      return sortedNanos[sortedNanos.length / 2] / 1e6;
    }

    public double p99Millis() {
      int n = sortedNanos.length;
      return sortedNanos[Math.min(n - 1, (int) Math.ceil(n * 0.99) - 1)] / 1e6;
    }
  }

  public static void main(String[] args) throws Exception {
    int spanDays = args.length > 0 ? Integer.parseInt(args[0]) : 365;
    // A second argument keeps the seeded file there and reuses it on the next run.
    boolean keep = args.length > 1;
    Path dir =
        keep ? Path.of(args[1]).toAbsolutePath().getParent() : Files.createTempDirectory("lb");
    Path file = keep ? Path.of(args[1]).toAbsolutePath() : dir.resolve("bench.db");
    try {
      run(Scale.FULL, spanDays, file);
    } finally {
      if (!keep) {
        try (var files = Files.walk(dir)) {
          files.sorted((a, b) -> b.compareTo(a)).forEach(p -> p.toFile().delete());
        }
      }
    }
  }

  /**
   * Seeds {@code file} (unless it exists already) at the given scale and measures every query,
   * printing a line per query.
   *
   * @return the timings, in the printed order
   */
  public static List<Timing> run(Scale scale, int spanDays, Path file) throws Exception {
    boolean seeded = Files.exists(file);
    int bigMembers = scale.bigMembers();
    int bigAnswers = scale.bigAnswers();
    int smallMembers = scale.smallMembers();
    int smallAnswers = scale.smallAnswers();
    List<Timing> timings = new ArrayList<>();
    try (Database db = Database.openSqlite(file)) {
      long t0 = System.nanoTime();
      if (!seeded) {
        seedGuild(db, BIG_GUILD, bigMembers, bigAnswers, spanDays, 1);
        seedGuild(db, BIG_GUILD + 1, smallMembers, smallAnswers, spanDays, 2);
        seedGuild(db, BIG_GUILD + 2, smallMembers, smallAnswers, spanDays, 3);
      }
      System.out.printf(
          "seeded %,d + 2 x %,d answers over %d days in %.1f s (%s, %,d MB)%n",
          bigAnswers,
          smallAnswers,
          spanDays,
          (System.nanoTime() - t0) / 1e9,
          file,
          Files.size(file) / 1_000_000);
      printWeekSize(db);

      LeaderboardService service =
          new LeaderboardService(
              new JdbcLeaderboardStore(db),
              new JdbcGuildZones(db),
              g -> Set.of(TOPICS),
              Clock.fixed(NOW, ZoneOffset.UTC));
      LeaderboardStore store = new JdbcLeaderboardStore(db);
      Random callers = new Random(42);
      LongSupplier caller = () -> memberId(BIG_GUILD, callers.nextInt(bigMembers));

      if (seeded) {
        try (Connection c = db.connection()) {
          new MemberScoreCounts().rebuild(c); // the file may predate the score counts
        }
      }
      try (Connection c = db.connection()) {
        // The seed writes answers with plain SQL, as an upgraded database holds them: build the
        // period totals the answer writer keeps from then on (the zone is UTC: no settings row).
        long t1 = System.nanoTime();
        for (long guild = BIG_GUILD; guild <= BIG_GUILD + 2; guild++) {
          new PeriodTotals().rebuild(c, guild, ZoneOffset.UTC);
        }
        System.out.printf("period totals rebuilt in %.1f s%n", (System.nanoTime() - t1) / 1e9);
      }
      measureSql(
          timings,
          db,
          "yardstick: COUNT(*) of the server's member_stats rows",
          200,
          "SELECT COUNT(*) FROM member_stats WHERE guild_id = " + BIG_GUILD);
      measureSql(
          timings,
          db,
          "yardstick: top 10 from member_stats alone",
          200,
          "SELECT user_id, points, correct, answered FROM member_stats WHERE guild_id = "
              + BIG_GUILD
              + " ORDER BY points DESC, correct DESC, score_reached_at, user_id LIMIT 10");
      measureSql(
          timings,
          db,
          "yardstick: rank of a median member by COUNT on the index",
          200,
          "SELECT COUNT(*) FROM member_stats WHERE guild_id = "
              + BIG_GUILD
              + " AND points > (SELECT points FROM member_stats WHERE guild_id = "
              + BIG_GUILD
              + " ORDER BY points LIMIT 1 OFFSET "
              + bigMembers / 2
              + ")");
      measure(
          timings,
          "all-time board (top 10 + caller rank)",
          500,
          () -> service.board(BIG_GUILD, Period.ALL_TIME, Optional.empty(), 1, caller.getAsLong()));
      measure(
          timings,
          "weekly board (top 10 + caller rank)",
          100,
          () -> service.board(BIG_GUILD, Period.WEEK, Optional.empty(), 1, caller.getAsLong()));
      measure(
          timings,
          "monthly board (top 10 + caller rank)",
          50,
          () -> service.board(BIG_GUILD, Period.MONTH, Optional.empty(), 1, caller.getAsLong()));
      measure(
          timings,
          "weekly board, one topic",
          100,
          () ->
              service.board(BIG_GUILD, Period.WEEK, Optional.of("memory"), 1, caller.getAsLong()));
      measure(
          timings,
          "stats (random member)",
          500,
          () -> service.stats(BIG_GUILD, caller.getAsLong()));
      measure(
          timings,
          "stats (most active member)",
          200,
          () -> service.stats(BIG_GUILD, memberId(BIG_GUILD, 0)));
      PeriodWindow week =
          new PeriodWindow(
              Instant.parse("2026-03-16T00:00:00Z").atZone(ZoneOffset.UTC),
              Instant.parse("2026-03-23T00:00:00Z").atZone(ZoneOffset.UTC));
      measure(
          timings,
          "yardstick: weekly board by the answer scan (before)",
          20,
          () ->
              store.answersBetween(
                  BIG_GUILD,
                  week.start().toInstant().toEpochMilli(),
                  week.end().toInstant().toEpochMilli(),
                  Optional.empty(),
                  0,
                  10,
                  caller.getAsLong()));
      measure(
          timings,
          "yardstick: all-time board as GROUP BY over answers",
          3,
          () ->
              store.answersBetween(
                  BIG_GUILD,
                  Long.MIN_VALUE,
                  Long.MAX_VALUE,
                  Optional.empty(),
                  0,
                  10,
                  caller.getAsLong()));
    }
    return timings;
  }

  private static long memberId(long guildId, int index) {
    return 100_000_000_000_000_000L + (guildId % 10) * 1_000_000L + index;
  }

  private static void measure(List<Timing> timings, String name, int iterations, Runnable query) {
    for (int i = 0; i < Math.max(1, iterations / 10); i++) {
      query.run();
    }
    long[] nanos = new long[iterations];
    for (int i = 0; i < iterations; i++) {
      long start = System.nanoTime();
      query.run();
      nanos[i] = System.nanoTime() - start;
    }
    Arrays.sort(nanos);
    System.out.printf(
        "%-52s median %8.2f ms   p99 %8.2f ms   (%d runs)%n",
        name,
        nanos[iterations / 2] / 1e6,
        nanos[Math.min(iterations - 1, (int) Math.ceil(iterations * 0.99) - 1)] / 1e6,
        iterations);
    timings.add(new Timing(name, nanos));
  }

  private static void measureSql(
      List<Timing> timings, Database db, String name, int iterations, String sql) {
    measure(
        timings,
        name,
        iterations,
        () -> {
          try (Connection c = db.connection();
              Statement st = c.createStatement();
              ResultSet rs = st.executeQuery(sql)) {
            while (rs.next()) {
              rs.getLong(1);
            }
          } catch (Exception e) {
            throw new IllegalStateException(e);
          }
        });
  }

  private static void printWeekSize(Database db) throws Exception {
    long weekStart = Instant.parse("2026-03-16T00:00:00Z").toEpochMilli();
    try (Connection c = db.connection();
        PreparedStatement st =
            c.prepareStatement(
                "SELECT COUNT(*), COUNT(DISTINCT user_id) FROM answers"
                    + " WHERE guild_id = ? AND answered_at >= ?")) {
      st.setLong(1, BIG_GUILD);
      st.setLong(2, weekStart);
      try (ResultSet rs = st.executeQuery()) {
        rs.next();
        System.out.printf(
            "current week of the big server: %,d answers by %,d members%n",
            rs.getLong(1), rs.getLong(2));
      }
    }
  }

  /**
   * Answers in time order, {@link #ANSWERS_PER_ROUND} distinct members per round; activity skewed
   * so a few members answer a lot (member 0 most). Member totals are computed here the way the
   * rounds domain keeps them.
   */
  static void seedGuild(
      Database db, long guildId, int members, int answers, int spanDays, long seed)
      throws Exception {
    Random random = new Random(seed);
    long[] answered = new long[members];
    long[] correct = new long[members];
    long[] points = new long[members];
    int[] streak = new int[members];
    int[] best = new int[members];
    long[] reachedAt = new long[members];
    long end = NOW.toEpochMilli() - 60_000;
    long start = end - Duration.ofDays(spanDays).toMillis();
    int rounds = answers / ANSWERS_PER_ROUND;
    long step = (end - start) / rounds;

    try (Connection c = db.connection()) {
      c.setAutoCommit(false);
      try (PreparedStatement round =
              c.prepareStatement(
                  "INSERT INTO rounds (round_id, guild_id, channel_id, message_id, kind,"
                      + " question_id, deck_id, topic, choice_order, correct_position,"
                      + " window_seconds, speed_bonus, hide_answers, opened_at, closes_at,"
                      + " closed_at) VALUES (?, ?, 1, NULL, 'QUIZ', 'q', 'd', ?, '0,1,2,3', 0,"
                      + " 60, TRUE, FALSE, ?, ?, ?)");
          PreparedStatement answer =
              c.prepareStatement(
                  "INSERT INTO answers (round_id, guild_id, user_id, choice_position, correct,"
                      + " points, answered_at, recovered, topic)"
                      + " VALUES (?, ?, ?, ?, ?, ?, ?, FALSE, ?)")) {
        int[] picked = new int[ANSWERS_PER_ROUND];
        for (int r = 0; r < rounds; r++) {
          long roundId = nextRoundId++;
          long openedAt = start + r * step;
          String topic = TOPICS[random.nextInt(TOPICS.length)];
          round.setLong(1, roundId);
          round.setLong(2, guildId);
          round.setString(3, topic);
          round.setLong(4, openedAt);
          round.setLong(5, openedAt + 60_000);
          round.setLong(6, openedAt + 60_000);
          round.addBatch();
          for (int a = 0; a < ANSWERS_PER_ROUND; a++) {
            int user = distinctMember(random, members, picked, a);
            picked[a] = user;
            boolean isCorrect = random.nextInt(100) < 60;
            int earned = isCorrect ? 10 + random.nextInt(6) : 0;
            long at = openedAt + 1_000 + random.nextInt(59_000);
            answer.setLong(1, roundId);
            answer.setLong(2, guildId);
            answer.setLong(3, memberId(guildId, user));
            answer.setInt(4, isCorrect ? 0 : 1 + random.nextInt(3));
            answer.setBoolean(5, isCorrect);
            answer.setInt(6, earned);
            answer.setLong(7, at);
            answer.setString(8, topic);
            answer.addBatch();
            answered[user]++;
            if (isCorrect) {
              correct[user]++;
              points[user] += earned;
              reachedAt[user] = at;
              best[user] = Math.max(best[user], ++streak[user]);
            } else {
              streak[user] = 0;
            }
          }
          if (r % 1_000 == 999) {
            round.executeBatch();
            answer.executeBatch();
          }
          if (r % 20_000 == 19_999) {
            c.commit();
          }
        }
        round.executeBatch();
        answer.executeBatch();
      }
      try (PreparedStatement stats =
          c.prepareStatement(
              "INSERT INTO member_stats (guild_id, user_id, answered, correct, points,"
                  + " current_streak, best_streak, score_reached_at)"
                  + " VALUES (?, ?, ?, ?, ?, ?, ?, ?)")) {
        for (int u = 0; u < members; u++) {
          if (answered[u] == 0) {
            continue;
          }
          stats.setLong(1, guildId);
          stats.setLong(2, memberId(guildId, u));
          stats.setLong(3, answered[u]);
          stats.setLong(4, correct[u]);
          stats.setLong(5, points[u]);
          stats.setInt(6, streak[u]);
          stats.setInt(7, best[u]);
          stats.setLong(8, reachedAt[u]);
          stats.addBatch();
          if (u % 10_000 == 9_999) {
            stats.executeBatch();
          }
        }
        stats.executeBatch();
      }
      c.commit();
      new MemberScoreCounts().rebuild(c);
      c.commit();
      c.setAutoCommit(true);
      try (Statement st = c.createStatement()) {
        // What a long-running server has after SQLite's optimize pass; without statistics the
        // planner still picks the same indexes here, this only makes the runs stable.
        st.execute("ANALYZE");
      }
    }
  }

  /** Skewed pick (member 0 most active), distinct from the members already in this round. */
  private static int distinctMember(Random random, int members, int[] picked, int count) {
    while (true) {
      double u = random.nextDouble();
      int user = (int) (members * u * u);
      boolean taken = false;
      for (int i = 0; i < count; i++) {
        taken |= picked[i] == user;
      }
      if (!taken) {
        return user;
      }
    }
  }
}
