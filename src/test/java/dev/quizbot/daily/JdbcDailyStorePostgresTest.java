package dev.quizbot.daily;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.shard.Shard;
import dev.quizbot.storage.Database;
import dev.quizbot.testing.TestClock;
import java.sql.Connection;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.ZoneId;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Random;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfEnvironmentVariable;

/**
 * The same claims SQL on a real PostgreSQL. Runs only when {@code QUIZBOT_TEST_POSTGRES_URL} names
 * a scratch database (e.g. {@code jdbc:postgresql://127.0.0.1:5432/quiztest?user=quiz}); its daily
 * tables are emptied before each test.
 */
@EnabledIfEnvironmentVariable(named = "QUIZBOT_TEST_POSTGRES_URL", matches = "jdbc:postgresql:.*")
final class JdbcDailyStorePostgresTest {

  private static final long GUILD = 111_000_000_000_000_001L;
  private static final LocalDate DAY = LocalDate.parse("2026-06-10");
  private static final Instant T0 = Instant.parse("2026-06-10T06:00:00Z");

  private Database database;
  private JdbcDailyStore store;

  @BeforeEach
  void open() throws Exception {
    database = Database.open(System.getenv("QUIZBOT_TEST_POSTGRES_URL"), null, null);
    try (Connection c = database.connection();
        Statement st = c.createStatement()) {
      st.executeUpdate("DELETE FROM daily_claims");
      st.executeUpdate("DELETE FROM daily_asked");
      st.executeUpdate("DELETE FROM daily_schedules");
    }
    store = new JdbcDailyStore(database, Shard.ALL);
  }

  @AfterEach
  void close() {
    database.close();
  }

  @Test
  @DisplayName("on PostgreSQL a schedule is stored, replaced and read back")
  void schedulesRoundTrip() {
    DailySchedule first =
        new DailySchedule(
            GUILD,
            222L,
            LocalTime.of(8, 30),
            ZoneId.of("Europe/Berlin"),
            Optional.empty(),
            OptionalLong.empty(),
            Duration.ofHours(12),
            true,
            444L,
            T0);
    DailySchedule second = first.withEnabled(false, 555L, T0.plusSeconds(60));
    store.saveSchedule(first);
    store.saveSchedule(second);
    assertThat(store.findSchedule(GUILD)).contains(second);
    assertThat(store.enabledSchedules()).isEmpty();
  }

  @Test
  @DisplayName("on PostgreSQL shard 1 of 2 gets only its own servers' schedules and claims")
  void shardFilter() {
    // GIVEN an enabled schedule and a claim in a server of each shard
    for (long guild :
        List.of(ShardedDailyStoreTest.SHARD_ZERO_GUILD, ShardedDailyStoreTest.SHARD_ONE_GUILD)) {
      store.saveSchedule(ShardedDailyStoreTest.schedule(guild));
      store.insertClaim(guild, DAY, ClaimStatus.CLAIMED, Optional.of("q1"), "a", T0);
    }
    JdbcDailyStore shardOne = new JdbcDailyStore(database, new Shard(1, 2));

    // WHEN shard 1 reads them THEN it gets its own server's only
    assertThat(shardOne.enabledSchedules())
        .extracting(DailySchedule::guildId)
        .containsExactly(ShardedDailyStoreTest.SHARD_ONE_GUILD);
    assertThat(shardOne.claimsSince(DAY))
        .extracting(DailyClaim::guildId)
        .containsExactly(ShardedDailyStoreTest.SHARD_ONE_GUILD);
  }

  @Test
  @DisplayName("on PostgreSQL the second claim for a date loses and re-claims are compare-and-set")
  void claimsAreExclusive() {
    boolean a = store.insertClaim(GUILD, DAY, ClaimStatus.CLAIMED, Optional.of("q1"), "a", T0);
    boolean b = store.insertClaim(GUILD, DAY, ClaimStatus.CLAIMED, Optional.of("q1"), "b", T0);
    store.markFailed(GUILD, DAY, "a", 1, "Missing Access");
    boolean c = store.reclaim(GUILD, DAY, ClaimStatus.FAILED, 1, "q1", "c", T0);
    boolean d = store.reclaim(GUILD, DAY, ClaimStatus.FAILED, 1, "q1", "d", T0);
    boolean staleOwner = store.markPosted(GUILD, DAY, "a", 1, 7L, "q1", T0);
    boolean owner = store.markPosted(GUILD, DAY, "c", 2, 8L, "q1", T0);
    assertThat(List.of(a, b, c, d, staleOwner, owner))
        .containsExactly(true, false, true, false, false, true);
    assertThat(store.findClaim(GUILD, DAY).orElseThrow().messageId()).hasValue(8L);
    assertThat(store.askedQuestionIds(GUILD)).containsExactly("q1");
  }

  @Test
  @DisplayName("on PostgreSQL two service instances ticking at once post each server once")
  void twoInstancesPostOnce() throws Exception {
    TestClock clock = new TestClock(T0.minus(Duration.ofDays(1)));
    RecordingPoster poster = new RecordingPoster();
    EligibleQuestions bank = topic -> List.of("q1", "q2");
    try (Database second = Database.open(System.getenv("QUIZBOT_TEST_POSTGRES_URL"), null, null)) {
      DailyService a = new DailyService(store, bank, poster, clock, new Random(1), "proc-a");
      DailyService b =
          new DailyService(
              new JdbcDailyStore(second, Shard.ALL), bank, poster, clock, new Random(2), "proc-b");
      for (long g = 1; g <= 20; g++) {
        a.set(
            new DailySetRequest(
                GUILD + g,
                222L,
                "08:00",
                "Europe/Berlin",
                Optional.empty(),
                OptionalLong.empty(),
                Optional.empty(),
                444L));
      }
      clock.set(T0);
      CyclicBarrier start = new CyclicBarrier(2);
      ExecutorService threads = Executors.newFixedThreadPool(2);
      try {
        Future<TickReport> ra = threads.submit(() -> awaitThenTick(start, a));
        Future<TickReport> rb = threads.submit(() -> awaitThenTick(start, b));
        assertThat(ra.get().postsStarted() + rb.get().postsStarted()).isEqualTo(20);
      } finally {
        threads.shutdownNow();
      }
    }
    assertThat(poster.calls()).extracting(RecordingPoster.Call::guildId).doesNotHaveDuplicates();
    assertThat(poster.calls()).hasSize(20);
  }

  private static TickReport awaitThenTick(CyclicBarrier start, DailyService service)
      throws Exception {
    start.await();
    return service.tick();
  }
}
