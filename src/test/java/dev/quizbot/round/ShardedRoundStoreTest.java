package dev.quizbot.round;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.shard.Shard;
import dev.quizbot.storage.Database;
import java.nio.file.Path;
import java.time.Instant;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A process that is one shard of two recovers and sweeps only the stored rounds of its own servers;
 * the same SQL runs on PostgreSQL in {@link JdbcRoundStorePostgresTest}.
 */
final class ShardedRoundStoreTest {
  static final long SHARD_ZERO_GUILD = (444_000_000L << 22) | 1;
  static final long SHARD_ONE_GUILD = (444_000_001L << 22) | 1;
  private static final Instant OPENED = Instant.parse("2026-03-02T10:00:00Z");

  @TempDir Path dir;
  private Database database;

  @BeforeEach
  void open() {
    database = Database.openSqlite(dir.resolve("rounds.db"));
  }

  @AfterEach
  void close() {
    database.close();
  }

  @Test
  @DisplayName("shard 1 of 2 lists only the open rounds of its own servers")
  void openPostedOfOwnShard() {
    // GIVEN a posted open round in a server of each shard
    RoundStore all = new JdbcRoundStore(database, Shard.ALL);
    storePosted(all, 1, SHARD_ZERO_GUILD);
    storePosted(all, 2, SHARD_ONE_GUILD);

    // WHEN each shard's store lists the open rounds
    // THEN each sees its own server's round; the only shard sees both
    assertThat(new JdbcRoundStore(database, new Shard(1, 2)).openPosted())
        .extracting(StoredRound::guildId)
        .containsExactly(SHARD_ONE_GUILD);
    assertThat(new JdbcRoundStore(database, new Shard(0, 2)).openPosted())
        .extracting(StoredRound::guildId)
        .containsExactly(SHARD_ZERO_GUILD);
    assertThat(all.openPosted()).hasSize(2);
  }

  @Test
  @DisplayName("shard 0 of 2 deletes only its own servers' leftover unposted rounds")
  void sweepOfOwnShard() {
    // GIVEN an unposted round past its deadline in a server of each shard
    RoundStore all = new JdbcRoundStore(database, Shard.ALL);
    all.insert(UnpostedRounds.of(1, SHARD_ZERO_GUILD, 10, RoundKind.QUIZ, OPENED));
    all.insert(UnpostedRounds.of(2, SHARD_ONE_GUILD, 20, RoundKind.QUIZ, OPENED));

    // WHEN shard 0 sweeps
    int deleted =
        new JdbcRoundStore(database, new Shard(0, 2)).deleteUnpostedDueBy(OPENED.plusSeconds(60));

    // THEN only its own server's round went
    assertThat(deleted).isEqualTo(1);
    assertThat(all.find(1)).isEmpty();
    assertThat(all.find(2)).isPresent();
  }

  @Test
  @DisplayName("shard 1 of 2 lists only its own servers' rounds closed but not revealed")
  void closedUnrevealedOfOwnShard() {
    // GIVEN a posted round closed without its reveal in a server of each shard
    RoundStore all = new JdbcRoundStore(database, Shard.ALL);
    storePosted(all, 1, SHARD_ZERO_GUILD);
    storePosted(all, 2, SHARD_ONE_GUILD);
    all.close(1, OPENED.plusSeconds(60));
    all.close(2, OPENED.plusSeconds(60));

    // WHEN shard 1 lists the reveals left to send
    // THEN it sees its own server's round only; the only shard sees both
    assertThat(new JdbcRoundStore(database, new Shard(1, 2)).closedUnrevealed())
        .extracting(StoredRound::roundId)
        .containsExactly(2L);
    assertThat(all.closedUnrevealed()).hasSize(2);
  }

  static void storePosted(RoundStore store, long roundId, long guildId) {
    store.insert(UnpostedRounds.of(roundId, guildId, roundId * 10, RoundKind.QUIZ, OPENED));
    store.setMessageId(roundId, roundId * 100);
  }
}
