package dev.quizbot.round;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.shard.Shard;
import dev.quizbot.storage.Database;
import java.sql.Connection;
import java.sql.Statement;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfEnvironmentVariable;

/**
 * The round store's queries added for the /quiz cooldown, the daily adoption and the durable
 * reveal, on a real PostgreSQL (the same SQL runs on SQLite in {@link JdbcRoundStoreTest}). Runs
 * only when {@code QUIZBOT_TEST_POSTGRES_URL} names a scratch database; only this test's server
 * rows are touched.
 */
@EnabledIfEnvironmentVariable(named = "QUIZBOT_TEST_POSTGRES_URL", matches = "jdbc:postgresql:.*")
final class JdbcRoundStorePostgresTest {
  private static final long GUILD = 333_000_000_000_000_001L;
  private static final long CHANNEL = 333_000_000_000_000_101L;
  private static final long OTHER_CHANNEL = 333_000_000_000_000_102L;
  private static final long FIRST_ID = 333_000_000_000_001_000L;
  private static final Instant OPENED = Instant.parse("2026-03-02T10:00:00Z");

  private Database database;
  private JdbcRoundStore store;

  @BeforeEach
  void open() throws Exception {
    database = Database.open(System.getenv("QUIZBOT_TEST_POSTGRES_URL"), null, null);
    store = new JdbcRoundStore(database, Shard.ALL);
    deleteThisTestsRows();
  }

  @AfterEach
  void close() throws Exception {
    deleteThisTestsRows();
    database.close();
  }

  private void deleteThisTestsRows() throws Exception {
    try (Connection c = database.connection();
        Statement st = c.createStatement()) {
      for (long guild :
          List.of(
              GUILD,
              ShardedRoundStoreTest.SHARD_ZERO_GUILD,
              ShardedRoundStoreTest.SHARD_ONE_GUILD)) {
        st.executeUpdate("DELETE FROM answers WHERE guild_id = " + guild);
        st.executeUpdate("DELETE FROM rounds WHERE guild_id = " + guild);
      }
    }
  }

  @Test
  @DisplayName("PostgreSQL: attaching a message picks the newest unposted daily round of it only")
  void attachMessage() {
    // GIVEN unposted daily rounds of q-ring at +0 s and +60 s and an unposted /quiz at +120 s
    store.insert(round(FIRST_ID, CHANNEL, RoundKind.DAILY, 0));
    store.insert(round(FIRST_ID + 1, CHANNEL, RoundKind.DAILY, 60));
    store.insert(round(FIRST_ID + 2, CHANNEL, RoundKind.QUIZ, 120));

    // WHEN the earlier process's message is attached, then attached again
    boolean carried = store.attachMessage(GUILD, CHANNEL, RoundKind.DAILY, "q-ring", FIRST_ID + 7);
    boolean again = store.attachMessage(GUILD, CHANNEL, RoundKind.DAILY, "q-ring", FIRST_ID + 7);

    // THEN the newest daily round carries it, once
    assertThat(carried).isTrue();
    assertThat(again).isTrue();
    assertThat(store.find(FIRST_ID + 1).orElseThrow().messageId()).hasValue(FIRST_ID + 7);
    assertThat(store.find(FIRST_ID).orElseThrow().messageId()).isEmpty();
    assertThat(store.find(FIRST_ID + 2).orElseThrow().messageId()).isEmpty();
  }

  @Test
  @DisplayName("PostgreSQL: the last /quiz start counts posted /quiz rounds of that channel only")
  void lastPostedQuizStart() {
    // GIVEN posted /quiz at +0 and +120 s, an unposted /quiz at +300 s, a posted daily at +400 s,
    // and a posted /quiz at +500 s in another channel
    store.insert(round(FIRST_ID, CHANNEL, RoundKind.QUIZ, 0));
    store.setMessageId(FIRST_ID, FIRST_ID + 10);
    store.insert(round(FIRST_ID + 1, CHANNEL, RoundKind.QUIZ, 120));
    store.setMessageId(FIRST_ID + 1, FIRST_ID + 11);
    store.insert(round(FIRST_ID + 2, CHANNEL, RoundKind.QUIZ, 300));
    store.insert(round(FIRST_ID + 3, CHANNEL, RoundKind.DAILY, 400));
    store.setMessageId(FIRST_ID + 3, FIRST_ID + 13);
    store.insert(round(FIRST_ID + 4, OTHER_CHANNEL, RoundKind.QUIZ, 500));
    store.setMessageId(FIRST_ID + 4, FIRST_ID + 14);

    // THEN the channel's last /quiz started at +120 s; a channel without one has none
    assertThat(store.lastPostedQuizStart(CHANNEL)).contains(OPENED.plusSeconds(120));
    assertThat(store.lastPostedQuizStart(CHANNEL + 99)).isEmpty();
  }

  @Test
  @DisplayName("PostgreSQL: closed unrevealed rounds with a message are listed until marked")
  void closedUnrevealed() {
    // GIVEN a closed posted round, an open posted round, and a closed round with no message
    store.insert(round(FIRST_ID, CHANNEL, RoundKind.QUIZ, 0));
    store.setMessageId(FIRST_ID, FIRST_ID + 10);
    store.close(FIRST_ID, OPENED.plusSeconds(60));
    store.insert(round(FIRST_ID + 1, CHANNEL, RoundKind.QUIZ, 120));
    store.setMessageId(FIRST_ID + 1, FIRST_ID + 11);
    store.insert(round(FIRST_ID + 2, CHANNEL, RoundKind.DAILY, 0));
    store.close(FIRST_ID + 2, OPENED.plusSeconds(60));

    // WHEN listed, then marked revealed and listed again
    var before = thisTestsRounds(store.closedUnrevealed());
    boolean marked = store.markRevealed(FIRST_ID, OPENED.plusSeconds(61));
    var after = thisTestsRounds(store.closedUnrevealed());

    // THEN only the closed posted round waited, and no longer does
    assertThat(before).extracting(StoredRound::roundId).containsExactly(FIRST_ID);
    assertThat(marked).isTrue();
    assertThat(after).isEmpty();
  }

  /** Other tests' rows may share the scratch database. */
  private static List<StoredRound> thisTestsRounds(List<StoredRound> rounds) {
    return rounds.stream().filter(r -> r.guildId() == GUILD).toList();
  }

  @Test
  @DisplayName("PostgreSQL: shard 1 of 2 lists and sweeps only the rounds of its own servers")
  void shardFilter() {
    // GIVEN a posted open round and a due unposted one in a server of each shard
    ShardedRoundStoreTest.storePosted(store, FIRST_ID, ShardedRoundStoreTest.SHARD_ZERO_GUILD);
    ShardedRoundStoreTest.storePosted(store, FIRST_ID + 1, ShardedRoundStoreTest.SHARD_ONE_GUILD);
    store.insert(
        UnpostedRounds.of(
            FIRST_ID + 2, ShardedRoundStoreTest.SHARD_ZERO_GUILD, 1, RoundKind.QUIZ, OPENED));
    store.insert(
        UnpostedRounds.of(
            FIRST_ID + 3, ShardedRoundStoreTest.SHARD_ONE_GUILD, 1, RoundKind.QUIZ, OPENED));
    JdbcRoundStore shardOne = new JdbcRoundStore(database, new Shard(1, 2));

    // WHEN shard 1 lists the open rounds and sweeps the due unposted ones
    List<Long> open = shardOne.openPosted().stream().map(StoredRound::roundId).toList();
    int swept = shardOne.deleteUnpostedDueBy(OPENED.plusSeconds(60));

    // THEN it saw and swept its own server's rounds only
    assertThat(open).containsExactly(FIRST_ID + 1);
    assertThat(swept).isEqualTo(1);
    assertThat(store.find(FIRST_ID + 2)).isPresent();
    assertThat(store.find(FIRST_ID + 3)).isEmpty();
  }

  private static StoredRound round(long id, long channelId, RoundKind kind, long seconds) {
    return UnpostedRounds.of(id, GUILD, channelId, kind, OPENED.plusSeconds(seconds));
  }
}
