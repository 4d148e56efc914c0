package dev.quizbot.lifecycle;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.shard.Shard;
import dev.quizbot.storage.Database;
import dev.quizbot.testing.TestClock;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A server's data after the bot is removed, on a real database: kept for the grace, purged after,
 * kept on a re-invite, erased on request; other servers untouched; every table with a server column
 * covered. Run on a SQLite file ({@link ServerLifecycleSqliteTest}) and on PostgreSQL ({@link
 * ServerLifecyclePostgresTest}).
 */
abstract class ServerLifecycleContract {
  /** Ids whose shard (id >> 22) % 2 is 0 and 1: A and B in shard 0, C in shard 1. */
  private static final long A = 10L << 22;

  private static final long B = 12L << 22;
  private static final long C = 11L << 22;
  private static final Duration KEEP = Duration.ofDays(30);
  private static final Instant T0 = Instant.parse("2026-12-06T06:00:00Z");

  private Database database;
  private TestClock clock;
  private ServerLifecycle lifecycle;

  /** An empty database with the schema. */
  abstract Database openDatabase();

  /** The same database again, as a second process sees it. */
  abstract Database reopenDatabase();

  @BeforeEach
  void open() throws SQLException {
    database = openDatabase();
    clock = new TestClock(T0);
    lifecycle = new ServerLifecycle(new JdbcServerDepartures(database), KEEP, clock);
    ServerRows.seed(database, A);
    ServerRows.seed(database, B);
  }

  @AfterEach
  void close() {
    database.close();
  }

  /** Rows per table of the server, departures aside. */
  private Map<String, Integer> rowsOf(long guildId) throws SQLException {
    Map<String, Integer> counts = ServerRows.count(database, guildId);
    counts.remove("guild_departures");
    return counts;
  }

  private static Map<String, Integer> oneInEveryTable() {
    return ServerTables.ALL.stream()
        .map(ServerTables.ServerTable::table)
        .filter(t -> !t.equals("guild_departures"))
        .collect(Collectors.toMap(t -> t, t -> 1));
  }

  @Test
  @DisplayName("every table with a server-id column is in the erase list, with that column")
  void everyServerTableIsCovered() throws SQLException {
    // GIVEN the database catalogue after every migration
    Map<String, List<ServerRows.Column>> catalogue = ServerRows.catalogue(database);

    // WHEN the columns whose names say "guild" or "server" are collected
    Set<String> found =
        catalogue.entrySet().stream()
            .flatMap(
                t ->
                    t.getValue().stream()
                        .filter(ServerRows.Column::looksLikeServerId)
                        .map(col -> t.getKey() + "." + col.name()))
            .collect(Collectors.toSet());

    // THEN the erase list names exactly those (a new table fails here until it is listed)
    Set<String> listed =
        ServerTables.ALL.stream()
            .map(t -> t.table() + "." + t.guildColumn())
            .collect(Collectors.toSet());
    assertThat(listed).isEqualTo(found);
  }

  @Test
  @DisplayName("past the grace a removed server's rows are gone from every table, others stay")
  void purgedAfterTheGrace() throws SQLException {
    // GIVEN the bot removed from server A
    lifecycle.left(A);

    // WHEN the clock is a day short of the grace, and then past it
    clock.advance(KEEP.minusDays(1));
    int early = lifecycle.purgeDue();
    Map<String, Integer> keptWithinGrace = rowsOf(A);
    clock.advance(Duration.ofDays(1).plusMinutes(1));
    int purged = lifecycle.purgeDue();

    // THEN nothing went within the grace; after it, every row of A, and none of B
    assertThat(early).isZero();
    assertThat(keptWithinGrace).isEqualTo(oneInEveryTable());
    assertThat(purged).isEqualTo(1);
    assertThat(ServerRows.count(database, A).values()).containsOnly(0);
    assertThat(rowsOf(B)).isEqualTo(oneInEveryTable());
    assertThat(lifecycle.purgeDue()).as("a second tick finds nothing").isZero();
  }

  @Test
  @DisplayName("a re-invite within the grace keeps everything, also after the grace")
  void reinviteKeepsEverything() throws SQLException {
    // GIVEN the bot removed from A, then invited back ten days later
    lifecycle.left(A);
    clock.advance(Duration.ofDays(10));
    lifecycle.present(A);

    // WHEN the clock passes the grace of that removal
    clock.advance(KEEP);
    int purged = lifecycle.purgeDue();

    // THEN nothing is purged
    assertThat(purged).isZero();
    assertThat(rowsOf(A)).isEqualTo(oneInEveryTable());
  }

  @Test
  @DisplayName("two processes purging at once purge the server once")
  void twoProcessesPurgeOnce() throws Exception {
    // GIVEN A removed long ago, and a second process on the same database
    lifecycle.left(A);
    clock.advance(KEEP.plusHours(1));
    try (Database second = reopenDatabase()) {
      ServerLifecycle other = new ServerLifecycle(new JdbcServerDepartures(second), KEEP, clock);

      // WHEN both tick at the same time
      CompletableFuture<Integer> one = CompletableFuture.supplyAsync(lifecycle::purgeDue);
      CompletableFuture<Integer> two = CompletableFuture.supplyAsync(other::purgeDue);

      // THEN one of them purged it, and A's rows are gone, B's kept
      assertThat(one.get() + two.get()).isEqualTo(1);
    }
    assertThat(ServerRows.count(database, A).values()).containsOnly(0);
    assertThat(rowsOf(B)).isEqualTo(oneInEveryTable());
  }

  @Test
  @DisplayName("at start-up, servers of this shard that Discord no longer lists count as left")
  void reconcileFindsRemovalsWhileDown() throws SQLException {
    // GIVEN data of C too (shard 1), and A with an earlier departure although Discord lists it
    ServerRows.seed(database, C);
    new JdbcServerDepartures(database).recordLeft(A, T0.minus(Duration.ofDays(3)));
    JdbcServerDepartures store = new JdbcServerDepartures(database);

    // WHEN shard 0 of 2 reconciles with Discord listing only A (B is gone)
    int removed = lifecycle.reconcile(Set.of(A), new Shard(0, 2));

    // THEN B is left now, A is back, and C (another process's server) is untouched
    assertThat(removed).isEqualTo(1);
    assertThat(store.departures(Shard.ALL)).containsOnlyKeys(B).containsEntry(B, T0);
  }

  @Test
  @DisplayName("an empty server list from Discord marks nothing as left")
  void emptyListIsNotARemovalOfEverything() {
    int removed = lifecycle.reconcile(Set.of(), Shard.ALL);

    assertThat(removed).isZero();
    assertThat(new JdbcServerDepartures(database).departures(Shard.ALL)).isEmpty();
  }

  @Test
  @DisplayName("an admin's erase waits for an open question, then deletes every row of the server")
  void eraseNow() throws SQLException {
    // GIVEN a question of A is open
    try (var c = database.connection();
        var st = c.createStatement()) {
      st.executeUpdate("UPDATE rounds SET closed_at = NULL WHERE guild_id = " + A);
    }

    // WHEN the admin erases while it is open, then after it closed
    java.util.OptionalInt refused = lifecycle.erase(A);
    Map<String, Integer> kept = rowsOf(A);
    try (var c = database.connection();
        var st = c.createStatement()) {
      st.executeUpdate("UPDATE rounds SET closed_at = 1 WHERE guild_id = " + A);
    }
    java.util.OptionalInt rows = lifecycle.erase(A);

    // THEN the first changes nothing; the second deletes every row of A, none of B
    assertThat(refused).isEmpty();
    assertThat(kept).isEqualTo(oneInEveryTable());
    assertThat(rows).hasValue(oneInEveryTable().size());
    assertThat(ServerRows.count(database, A).values()).containsOnly(0);
    assertThat(rowsOf(B)).isEqualTo(oneInEveryTable());
  }
}
