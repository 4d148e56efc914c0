package dev.quizbot.daily;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.shard.Shard;
import dev.quizbot.storage.Database;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.ZoneId;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

final class JdbcDailyStoreTest {

  private static final long GUILD = 111_000_000_000_000_001L;
  private static final LocalDate DAY = LocalDate.parse("2026-06-10");
  private static final Instant T0 = Instant.parse("2026-06-10T06:00:00Z");

  @TempDir Path dir;
  private Database database;
  private JdbcDailyStore store;

  @BeforeEach
  void open() {
    database = Database.openSqlite(dir.resolve("daily.db"));
    store = new JdbcDailyStore(database, Shard.ALL);
  }

  @AfterEach
  void close() {
    database.close();
  }

  @Test
  @DisplayName("a schedule is stored and read back with every field")
  void schedulesRoundTrip() {
    DailySchedule schedule =
        new DailySchedule(
            GUILD,
            222_000_000_000_000_002L,
            LocalTime.of(8, 30),
            ZoneId.of("Australia/Lord_Howe"),
            Optional.of("parallelism"),
            OptionalLong.of(333_000_000_000_000_003L),
            Duration.ofMinutes(90),
            true,
            444_000_000_000_000_004L,
            T0);
    store.saveSchedule(schedule);
    assertThat(store.findSchedule(GUILD)).contains(schedule);
    assertThat(store.enabledSchedules()).containsExactly(schedule);
  }

  @Test
  @DisplayName("a second claim for the same server and date loses")
  void secondInsertLoses() {
    boolean first =
        store.insertClaim(GUILD, DAY, ClaimStatus.CLAIMED, Optional.of("q1"), "proc-a", T0);
    boolean second =
        store.insertClaim(GUILD, DAY, ClaimStatus.CLAIMED, Optional.of("q2"), "proc-b", T0);
    assertThat(first).isTrue();
    assertThat(second).isFalse();
    DailyClaim claim = store.findClaim(GUILD, DAY).orElseThrow();
    assertThat(claim.claimedBy()).isEqualTo("proc-a");
    assertThat(claim.questionId()).contains("q1");
    assertThat(claim.attempts()).isEqualTo(1);
  }

  @Test
  @DisplayName("two processes re-claiming the same failed attempt: only one wins")
  void reclaimIsCompareAndSet() {
    store.insertClaim(GUILD, DAY, ClaimStatus.CLAIMED, Optional.of("q1"), "proc-a", T0);
    store.markFailed(GUILD, DAY, "proc-a", 1, "channel not found");
    boolean b = store.reclaim(GUILD, DAY, ClaimStatus.FAILED, 1, "q1", "proc-b", T0);
    boolean c = store.reclaim(GUILD, DAY, ClaimStatus.FAILED, 1, "q1", "proc-c", T0);
    assertThat(b).isTrue();
    assertThat(c).isFalse();
    DailyClaim claim = store.findClaim(GUILD, DAY).orElseThrow();
    assertThat(claim.status()).isEqualTo(ClaimStatus.CLAIMED);
    assertThat(claim.claimedBy()).isEqualTo("proc-b");
    assertThat(claim.attempts()).isEqualTo(2);
    assertThat(claim.lastError()).isEmpty();
  }

  @Test
  @DisplayName("an owner whose claim was taken over cannot mark it posted")
  void markPostedIsFenced() {
    store.insertClaim(GUILD, DAY, ClaimStatus.CLAIMED, Optional.of("q1"), "proc-a", T0);
    store.reclaim(GUILD, DAY, ClaimStatus.CLAIMED, 1, "q1", "proc-b", T0.plusSeconds(900));
    boolean stale = store.markPosted(GUILD, DAY, "proc-a", 1, 55L, "q1", T0);
    boolean current = store.markPosted(GUILD, DAY, "proc-b", 2, 66L, "q1", T0);
    assertThat(stale).isFalse();
    assertThat(current).isTrue();
    DailyClaim claim = store.findClaim(GUILD, DAY).orElseThrow();
    assertThat(claim.status()).isEqualTo(ClaimStatus.POSTED);
    assertThat(claim.messageId()).hasValue(66L);
  }

  @Test
  @DisplayName("marking posted records the question as asked; forgetting removes it")
  void askedHistory() {
    store.insertClaim(GUILD, DAY, ClaimStatus.CLAIMED, Optional.of("q1"), "proc-a", T0);
    store.markPosted(GUILD, DAY, "proc-a", 1, 55L, "q1", T0);
    assertThat(store.askedQuestionIds(GUILD)).containsExactly("q1");
    store.forgetAsked(GUILD, List.of("q1", "q2"));
    assertThat(store.askedQuestionIds(GUILD)).isEmpty();
  }

  @Test
  @DisplayName("claims since a date include that date and later ones only")
  void claimsSinceFiltersByDate() {
    store.insertClaim(GUILD, DAY.minusDays(1), ClaimStatus.SKIPPED, Optional.empty(), "p", T0);
    store.insertClaim(GUILD, DAY, ClaimStatus.CLAIMED, Optional.of("q1"), "p", T0);
    assertThat(store.claimsSince(DAY)).extracting(DailyClaim::localDate).containsExactly(DAY);
  }
}
