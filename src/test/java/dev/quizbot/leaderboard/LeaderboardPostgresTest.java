package dev.quizbot.leaderboard;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.daily.DailySchedules;
import dev.quizbot.daily.JdbcDailyStore;
import dev.quizbot.round.PostedRounds;
import dev.quizbot.round.StoredAnswer;
import dev.quizbot.shard.Shard;
import dev.quizbot.storage.Database;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Supplier;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfEnvironmentVariable;
import org.junit.jupiter.api.io.TempDir;

/**
 * The same answers, written through the production answer store into a SQLite file and into a real
 * PostgreSQL, then every board and stats query the bot makes read from both and compared. Runs only
 * when {@code QUIZBOT_TEST_POSTGRES_URL} names a scratch database; only this test's servers' rows
 * are touched there.
 *
 * <p>Three servers: one with a {@code /quizconfig} zone (and a daily schedule in another zone,
 * which it must not use), one whose only zone is its daily schedule's, one with none (UTC). 45 days
 * span both daylight-saving changes and a month end; crafted members tie on points, on points and
 * correct answers, and on the reach instant too.
 */
@EnabledIfEnvironmentVariable(named = "QUIZBOT_TEST_POSTGRES_URL", matches = "jdbc:postgresql:.*")
final class LeaderboardPostgresTest {

  private static final long CONFIG_ZONE_GUILD = 444_000_000_000_000_001L;
  private static final long DAILY_ZONE_GUILD = 444_000_000_000_000_002L;
  private static final long NO_ZONE_GUILD = 444_000_000_000_000_003L;
  private static final List<Long> GUILDS =
      List.of(CONFIG_ZONE_GUILD, DAILY_ZONE_GUILD, NO_ZONE_GUILD);
  private static final ZoneId NEW_YORK = ZoneId.of("America/New_York");
  private static final ZoneId BERLIN = ZoneId.of("Europe/Berlin");

  /** Round ids (and so message ids) far from the other PostgreSQL tests' ones. */
  private static final long FIRST_ROUND = 444_000_000_000L;

  private static final Instant START = Instant.parse("2026-02-20T00:00:00Z");
  private static final int DAYS = 45;
  private static final int RANDOM_MEMBERS = 35;
  private static final long FIRST_MEMBER = 1001;

  /** Tied members: see {@link #recordTies}. */
  private static final List<Long> TIED_IN_ORDER =
      List.of(2005L, 2006L, 2001L, 2003L, 2004L, 2002L, 2007L);

  private static final long ABSENT = 9999;
  private static final Set<String> TOPICS =
      Set.of("memory", "Networking", "parallelism", "c-sharp");

  /**
   * Days of the span, in several zones' weeks and months, DST changes and a month end among them.
   */
  private static final List<Instant> NOWS =
      List.of(
          Instant.parse("2026-02-27T12:00:00Z"),
          Instant.parse("2026-03-08T12:00:00Z"),
          Instant.parse("2026-03-29T12:00:00Z"),
          Instant.parse("2026-04-01T03:00:00Z"),
          Instant.parse("2026-04-05T20:00:00Z"));

  @TempDir Path dir;
  private Side sqlite;
  private Side postgres;
  private long nextRound = FIRST_ROUND;
  private AnswerLog log;

  /** One database and the production readers over it. */
  private record Side(Database db, JdbcLeaderboardStore store, JdbcGuildZones zones) {
    static Side of(Database db) {
      return new Side(db, new JdbcLeaderboardStore(db), new JdbcGuildZones(db));
    }

    LeaderboardService service(Instant now) {
      return new LeaderboardService(store, zones, g -> TOPICS, Clock.fixed(now, ZoneOffset.UTC));
    }
  }

  @BeforeEach
  void writeTheSameAnswersToBoth() throws Exception {
    sqlite = Side.of(Database.openSqlite(dir.resolve("quizbot.db")));
    postgres = Side.of(Database.open(System.getenv("QUIZBOT_TEST_POSTGRES_URL"), null, null));
    deleteOwnRows(postgres.db());
    log = new AnswerLog();
    recordRandomAnswers(log, new Random(44));
    recordTies(log);
    writeScenario(sqlite.db());
    writeScenario(postgres.db());
  }

  /** Zones first, as an admin would set them before play (the totals then cover every period). */
  private void writeScenario(Database db) throws Exception {
    new AnswerFixture(db).timezone(CONFIG_ZONE_GUILD, NEW_YORK.getId());
    scheduleDaily(db, CONFIG_ZONE_GUILD, ZoneId.of("Asia/Tokyo"));
    scheduleDaily(db, DAILY_ZONE_GUILD, BERLIN);
    log.writeTo(db);
  }

  @AfterEach
  void close() {
    sqlite.db().close();
    postgres.db().close();
  }

  @Test
  @DisplayName(
      "on PostgreSQL each server's zone is read as on SQLite: /quizconfig over the daily one,"
          + " else the daily one, else UTC")
  void zonesAgree() {
    // GIVEN the three servers' settings and schedules on both databases

    // WHEN each zone is read from both
    List<String> fromSqlite = zonesOf(sqlite);
    List<String> fromPostgres = zonesOf(postgres);

    // THEN they agree, and are the expected ones
    assertThat(fromPostgres).isEqualTo(fromSqlite);
    assertThat(fromPostgres).containsExactly("America/New_York", "Europe/Berlin", "Z", "Z");
  }

  @Test
  @DisplayName(
      "on PostgreSQL the kept member totals, score buckets and period totals equal SQLite's")
  void storedTotalsAgree() throws Exception {
    // GIVEN the same answers written to both

    // WHEN the rows the boards read are listed from both
    List<String> fromSqlite = keptRows(sqlite.db());
    List<String> fromPostgres = keptRows(postgres.db());

    // THEN they are the same rows, one per member of each server at least
    assertThat(fromPostgres).isEqualTo(fromSqlite);
    assertThat(fromPostgres)
        .filteredOn(row -> row.startsWith("member_stats"))
        .hasSize(GUILDS.size() * (RANDOM_MEMBERS + TIED_IN_ORDER.size()));
  }

  @Test
  @DisplayName(
      "on PostgreSQL every page of the all-time, month and week boards, by topic or not, equals"
          + " SQLite's, with ranks, caller lines, sizes and the refusal past the last page")
  void boardsAgree() {
    // GIVEN the same answers in both databases
    int boardsCompared = 0;
    for (long guild : GUILDS) {
      for (Instant now : NOWS) {
        for (Period period : Period.values()) {
          for (Optional<String> topic :
              List.of(Optional.<String>empty(), Optional.of("networking"))) {
            // WHEN each page up to one past the last is read by several callers from both
            int pages = sqlite.service(now).board(guild, period, topic, 1, ABSENT).pageCount();
            for (int page = 1; page <= pages + 1; page++) {
              for (long caller : List.of(FIRST_MEMBER, 2003L, ABSENT)) {
                int p = page;
                // THEN both give the same board, or the same refusal
                assertThat(
                        outcome(() -> postgres.service(now).board(guild, period, topic, p, caller)))
                    .as(
                        "guild %d %s %s topic %s page %d caller %d",
                        guild, now, period, topic, p, caller)
                    .isEqualTo(
                        outcome(() -> sqlite.service(now).board(guild, period, topic, p, caller)));
                boardsCompared++;
              }
            }
          }
        }
      }
    }
    assertThat(boardsCompared).isGreaterThan(GUILDS.size() * NOWS.size() * 3 * 2 * 2 * 3);
  }

  @Test
  @DisplayName(
      "on PostgreSQL the tied members come out in the board order: points, correct, reach, id")
  void tiesOrderedOnPostgres() {
    // GIVEN the crafted ties in the week of Monday 30 March
    LeaderboardService service = postgres.service(Instant.parse("2026-04-05T20:00:00Z"));

    for (Period period : List.of(Period.ALL_TIME, Period.WEEK)) {
      // WHEN every page of the board is read from PostgreSQL
      List<BoardEntry> all = new ArrayList<>();
      Board first = service.board(NO_ZONE_GUILD, period, Optional.empty(), 1, 2003);
      for (int page = 1; page <= first.pageCount(); page++) {
        all.addAll(service.board(NO_ZONE_GUILD, period, Optional.empty(), page, 2003).entries());
      }

      // THEN the board spans several pages and the tied members keep their order
      assertThat(first.pageCount()).as("%s pages", period).isGreaterThan(1);
      assertThat(all)
          .extracting(BoardEntry::userId)
          .filteredOn(TIED_IN_ORDER::contains)
          .as("%s", period)
          .containsExactlyElementsOf(TIED_IN_ORDER);
      assertThat(all).extracting(BoardEntry::rank).doesNotHaveDuplicates();
    }
  }

  @Test
  @DisplayName(
      "on PostgreSQL the week and month boards from the totals and from the answers equal SQLite's,"
          + " every page and caller, past the end included")
  void periodQueriesAgree() {
    // GIVEN the same answers in both databases, kept in each server's zone
    long membersSeen = 0;
    for (long guild : GUILDS) {
      ZoneId zone = sqlite.zones().zoneOf(guild);
      for (int day = 0; day <= DAYS; day += 3) {
        Instant now = START.plus(Duration.ofDays(day)).plusSeconds(13 * 3600);
        for (Period period : List.of(Period.WEEK, Period.MONTH)) {
          PeriodWindow w = LeaderboardService.windowOf(period, now.atZone(zone)).orElseThrow();
          for (int offset : List.of(0, 10, 20, 40)) {
            for (long caller : List.of(FIRST_MEMBER + 7, 2003L, ABSENT)) {
              String what = "guild " + guild + " " + period + " " + w + " offset " + offset;
              // WHEN the fast path and the scan are read from both
              Function<Side, Optional<LeaderboardStore.RankedSlice>> fast =
                  s -> s.store().periodTotals(guild, period, zone, w, offset, 10, caller);
              Function<Side, LeaderboardStore.RankedSlice> scan =
                  s ->
                      s.store()
                          .answersBetween(
                              guild,
                              w.startMillis(),
                              w.endMillis(),
                              Optional.empty(),
                              offset,
                              10,
                              caller);
              Function<Side, LeaderboardStore.RankedSlice> topicScan =
                  s ->
                      s.store()
                          .answersBetween(
                              guild,
                              w.startMillis(),
                              w.endMillis(),
                              Optional.of("Networking"),
                              offset,
                              10,
                              caller);

              // THEN both databases agree on each, and the totals were kept for the whole span
              assertThat(fast.apply(postgres)).as(what).isEqualTo(fast.apply(sqlite)).isPresent();
              assertThat(scan.apply(postgres)).as(what).isEqualTo(scan.apply(sqlite));
              assertThat(topicScan.apply(postgres)).as(what).isEqualTo(topicScan.apply(sqlite));
              assertThat(fast.apply(postgres)).as(what).contains(scan.apply(postgres));
              membersSeen += scan.apply(postgres).totalMembers();
            }
          }
        }
      }
    }
    assertThat(membersSeen).isPositive();
  }

  @Test
  @DisplayName(
      "on PostgreSQL /stats of a member equals SQLite's: totals, rank, accuracy per topic and"
          + " points per day")
  void statsAgree() {
    // GIVEN the same answers in both databases
    for (long guild : GUILDS) {
      for (Instant now : NOWS) {
        for (long member : List.of(FIRST_MEMBER, FIRST_MEMBER + 17, 2003L, 2004L, 2007L, ABSENT)) {
          // WHEN /stats and the queries under it are read from both
          String what = "guild " + guild + " member " + member + " at " + now;
          // THEN they agree
          assertThat(postgres.service(now).stats(guild, member))
              .as(what)
              .isEqualTo(sqlite.service(now).stats(guild, member));
          assertThat(postgres.store().standing(guild, member))
              .as(what)
              .isEqualTo(sqlite.store().standing(guild, member));
          assertThat(postgres.store().topicAccuracy(guild, member))
              .as(what)
              .isEqualTo(sqlite.store().topicAccuracy(guild, member));
          long from = now.minus(Duration.ofDays(10)).toEpochMilli();
          assertThat(postgres.store().pointsSince(guild, member, from))
              .as(what)
              .isEqualTo(sqlite.store().pointsSince(guild, member, from));
        }
      }
    }
    // ... and are not empty: a regular member has every topic and points on some recent day
    MemberStatsView stats =
        postgres
            .service(Instant.parse("2026-04-05T20:00:00Z"))
            .stats(DAILY_ZONE_GUILD, FIRST_MEMBER)
            .orElseThrow();
    assertThat(stats.topics())
        .extracting(TopicAccuracy::topic)
        .containsExactlyInAnyOrderElementsOf(TOPICS);
    assertThat(stats.lastDays()).hasSize(LeaderboardService.STATS_DAYS);
    assertThat(stats.lastDays()).anyMatch(d -> d.points() > 0);
  }

  @Test
  @DisplayName(
      "on a PostgreSQL database with an English collation, the usual default, /stats lists the"
          + " topics in the same order as on SQLite")
  void topicOrderIgnoresCollation() throws Exception {
    // GIVEN the same answers in a PostgreSQL database whose default collation is ICU's en-US
    try (Database english = Database.open(englishCollationDatabaseUrl(), null, null)) {
      deleteOwnRows(english);
      writeScenario(english);
      Side englishSide = Side.of(english);
      Instant now = Instant.parse("2026-04-05T20:00:00Z");

      // WHEN a member's accuracy per topic is read from both
      List<TopicAccuracy> fromSqlite = sqlite.store().topicAccuracy(NO_ZONE_GUILD, FIRST_MEMBER);
      List<TopicAccuracy> fromEnglish =
          englishSide.store().topicAccuracy(NO_ZONE_GUILD, FIRST_MEMBER);

      // THEN the topics come in the same order (SQLite's: by code point, capitals first)
      assertThat(fromSqlite)
          .extracting(TopicAccuracy::topic)
          .containsExactly("Networking", "c-sharp", "memory", "parallelism");
      assertThat(fromEnglish).isEqualTo(fromSqlite);
      assertThat(englishSide.service(now).stats(NO_ZONE_GUILD, FIRST_MEMBER))
          .isEqualTo(sqlite.service(now).stats(NO_ZONE_GUILD, FIRST_MEMBER));
    }
  }

  /**
   * A sibling of the scratch database, created once with ICU's en-US collation as most PostgreSQL
   * installations default to a language collation (en_US.UTF-8), not the C one of the scratch
   * server; the test is skipped where it cannot be created (no ICU, PostgreSQL before 15, no right
   * to create databases).
   */
  private static String englishCollationDatabaseUrl() throws SQLException {
    String name = "quizbot_test_en_us";
    String url = System.getenv("QUIZBOT_TEST_POSTGRES_URL");
    int query = url.indexOf('?');
    String base = query < 0 ? url : url.substring(0, query);
    String params = query < 0 ? "" : url.substring(query);
    try (Connection c = DriverManager.getConnection(url);
        Statement st = c.createStatement()) {
      try (ResultSet rs =
          st.executeQuery("SELECT 1 FROM pg_database WHERE datname = '" + name + "'")) {
        if (!rs.next()) {
          st.executeUpdate(
              "CREATE DATABASE "
                  + name
                  + " TEMPLATE template0 ENCODING 'UTF8' LOCALE_PROVIDER icu ICU_LOCALE 'en-US'"
                  + " LOCALE 'C'");
        }
      }
    } catch (SQLException e) {
      Assumptions.abort("cannot create an en-US collation database: " + e.getMessage());
    }
    return base.substring(0, base.lastIndexOf('/') + 1) + name + params;
  }

  /**
   * Four rounds a day in each server, a third of the members answering each, stored four rounds per
   * batch (so batches mix servers), every seventh batch replayed.
   */
  private void recordRandomAnswers(AnswerLog log, Random random) {
    List<String> topics = TOPICS.stream().sorted().toList();
    int rounds = 0;
    for (int slot = 0; slot < DAYS * 4; slot++) {
      for (long guild : GUILDS) {
        Instant opened = START.plus(Duration.ofHours(6L * slot)).plusSeconds(random.nextInt(3600));
        String topic = topics.get(random.nextInt(topics.size()));
        long round = nextRound++;
        log.round(PostedRounds.quiz(round, guild, topic, opened));
        for (long member = FIRST_MEMBER; member < FIRST_MEMBER + RANDOM_MEMBERS; member++) {
          if (random.nextInt(3) != 0) {
            continue;
          }
          boolean correct = random.nextBoolean();
          int points = correct ? 10 + random.nextInt(6) : 0;
          Instant at = opened.plusSeconds(1 + random.nextInt(60));
          log.answer(
              new StoredAnswer(
                  round, guild, member, correct ? 0 : 1, correct, points, at, false, topic));
        }
        if (++rounds % 4 == 0) {
          log.endBatch(rounds % 28 == 0);
        }
      }
    }
    log.endBatch(false);
  }

  /**
   * In each server, in the week of Monday 30 March (whichever zone): 2005 has 30 points in 3
   * correct, 2006 30 in 2; 2001, 2003, 2004 and 2002 have 13 in 1, reached in that order, 2003 and
   * 2004 in the same round at the same instant; 2007 has only wrong answers.
   */
  private void recordTies(AnswerLog log) {
    for (long guild : GUILDS) {
      tie(log, guild, "2026-04-01T10:00:00Z", 13, 2001);
      tie(log, guild, "2026-04-01T12:00:00Z", 13, 2003, 2004);
      tie(log, guild, "2026-04-01T14:00:00Z", 13, 2002);
      tie(log, guild, "2026-04-02T10:00:00Z", 10, 2005);
      tie(log, guild, "2026-04-02T10:05:00Z", 10, 2005);
      tie(log, guild, "2026-04-02T10:10:00Z", 10, 2005);
      tie(log, guild, "2026-04-02T11:00:00Z", 15, 2006);
      tie(log, guild, "2026-04-02T11:05:00Z", 15, 2006);
      tie(log, guild, "2026-04-02T12:00:00Z", 0, 2007);
      tie(log, guild, "2026-04-02T12:05:00Z", 0, 2007);
      log.endBatch(false);
    }
  }

  private void tie(AnswerLog log, long guild, String at, int points, long... members) {
    Instant answeredAt = Instant.parse(at);
    long round = nextRound++;
    log.round(PostedRounds.quiz(round, guild, "memory", answeredAt.minusSeconds(5)));
    for (long member : members) {
      boolean correct = points > 0;
      log.answer(
          new StoredAnswer(
              round, guild, member, correct ? 0 : 1, correct, points, answeredAt, false, "memory"));
    }
  }

  private static void scheduleDaily(Database db, long guild, ZoneId zone) {
    new JdbcDailyStore(db, Shard.ALL)
        .saveSchedule(DailySchedules.at(guild, zone, true, START.minus(Duration.ofDays(1))));
  }

  private static void deleteOwnRows(Database db) throws SQLException {
    String own = GUILDS.stream().map(String::valueOf).reduce((a, b) -> a + ", " + b).orElseThrow();
    try (Connection c = db.connection();
        Statement st = c.createStatement()) {
      for (String table :
          List.of(
              "answers",
              "rounds",
              "member_stats",
              "leaderboard_score_counts",
              "leaderboard_period_totals",
              "leaderboard_period_coverage",
              "guild_settings",
              "daily_schedules")) {
        st.executeUpdate("DELETE FROM " + table + " WHERE guild_id IN (" + own + ")");
      }
    }
  }

  private List<String> zonesOf(Side side) {
    List<String> zones = new ArrayList<>();
    for (long guild :
        List.of(CONFIG_ZONE_GUILD, DAILY_ZONE_GUILD, NO_ZONE_GUILD, 444_000_000_000_000_099L)) {
      zones.add(side.zones().zoneOf(guild).getId());
    }
    return zones;
  }

  /** A board, or the refusal's message: both must agree on which, and on its content. */
  private static Object outcome(Supplier<Board> board) {
    try {
      return board.get();
    } catch (LeaderboardException e) {
      return "refused: " + e.getMessage();
    }
  }

  /** This test's servers' rows of the tables the boards and stats read, in key order. */
  private static List<String> keptRows(Database db) throws SQLException {
    List<String> rows = new ArrayList<>();
    String own = "guild_id IN (?, ?, ?)";
    for (String query :
        List.of(
            "SELECT 'member_stats', guild_id, user_id, answered, correct, points, current_streak,"
                + " best_streak, score_reached_at FROM member_stats WHERE "
                + own
                + " ORDER BY guild_id, user_id",
            "SELECT 'score_counts', guild_id, points, correct, members FROM leaderboard_score_counts"
                + " WHERE "
                + own
                + " ORDER BY guild_id, points, correct",
            "SELECT 'period_totals', guild_id, period, zone_id, period_start, user_id, points,"
                + " correct, answered, reached_at FROM leaderboard_period_totals WHERE "
                + own
                + " ORDER BY guild_id, period, zone_id, period_start, user_id",
            "SELECT 'coverage', guild_id, zone_id, complete_from FROM leaderboard_period_coverage"
                + " WHERE "
                + own
                + " ORDER BY guild_id")) {
      try (Connection c = db.connection();
          PreparedStatement st = c.prepareStatement(query)) {
        for (int i = 0; i < GUILDS.size(); i++) {
          st.setLong(i + 1, GUILDS.get(i));
        }
        try (ResultSet rs = st.executeQuery()) {
          int columns = rs.getMetaData().getColumnCount();
          while (rs.next()) {
            StringBuilder row = new StringBuilder(rs.getString(1));
            for (int col = 2; col <= columns; col++) {
              row.append(' ').append(rs.getString(col));
            }
            rows.add(row.toString());
          }
        }
      }
    }
    return rows;
  }
}
