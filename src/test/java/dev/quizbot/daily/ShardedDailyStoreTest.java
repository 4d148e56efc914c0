package dev.quizbot.daily;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.shard.Shard;
import dev.quizbot.storage.Database;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A process that is one shard of two ticks only the daily schedules (and reads only the claims) of
 * its own servers; the same SQL runs on PostgreSQL in {@link JdbcDailyStorePostgresTest}.
 */
final class ShardedDailyStoreTest {
  static final long SHARD_ZERO_GUILD = (555_000_000L << 22) | 7;
  static final long SHARD_ONE_GUILD = (555_000_001L << 22) | 7;
  static final LocalDate DAY = LocalDate.parse("2026-06-10");
  static final Instant T0 = Instant.parse("2026-06-10T06:00:00Z");

  @TempDir Path dir;
  private Database database;

  @BeforeEach
  void open() {
    database = Database.openSqlite(dir.resolve("daily.db"));
  }

  @AfterEach
  void close() {
    database.close();
  }

  @Test
  @DisplayName("shard 1 of 2 gets only the enabled schedules of its own servers")
  void schedulesOfOwnShard() {
    // GIVEN an enabled schedule in a server of each shard
    DailyStore all = new JdbcDailyStore(database, Shard.ALL);
    all.saveSchedule(schedule(SHARD_ZERO_GUILD));
    all.saveSchedule(schedule(SHARD_ONE_GUILD));

    // WHEN shard 1's store lists the enabled schedules
    // THEN it gets its own server's only, while the only shard gets both
    assertThat(new JdbcDailyStore(database, new Shard(1, 2)).enabledSchedules())
        .extracting(DailySchedule::guildId)
        .containsExactly(SHARD_ONE_GUILD);
    assertThat(all.enabledSchedules()).hasSize(2);
  }

  @Test
  @DisplayName("shard 0 of 2 reads only the recent claims of its own servers")
  void claimsOfOwnShard() {
    // GIVEN a claim for the day in a server of each shard
    DailyStore all = new JdbcDailyStore(database, Shard.ALL);
    all.insertClaim(SHARD_ZERO_GUILD, DAY, ClaimStatus.CLAIMED, Optional.of("q1"), "a", T0);
    all.insertClaim(SHARD_ONE_GUILD, DAY, ClaimStatus.CLAIMED, Optional.of("q1"), "b", T0);

    // WHEN shard 0's store reads the claims since that day
    // THEN only its own server's claim is there
    assertThat(new JdbcDailyStore(database, new Shard(0, 2)).claimsSince(DAY))
        .extracting(DailyClaim::guildId)
        .containsExactly(SHARD_ZERO_GUILD);
  }

  static DailySchedule schedule(long guildId) {
    return DailySchedules.at(guildId, ZoneId.of("Europe/Berlin"), true, T0);
  }
}
