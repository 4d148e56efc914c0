package dev.quizbot.round;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.shard.Shard;
import dev.quizbot.storage.Database;
import dev.quizbot.testing.AnswerStores;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two bot processes (shards) on one machine may share one SQLite file. Each has its own connection
 * pool; their answer transactions read (the members' totals) before they write, and in SQLite's
 * default deferred mode a transaction that read a snapshot another connection has since committed
 * over cannot take the write lock: it fails at once with SQLITE_BUSY, whatever the busy timeout.
 */
final class TwoProcessesOneSqliteFileTest {
  private static final Instant T = Instant.parse("2026-03-02T10:00:00Z");
  private static final int BATCHES = 150;
  private static final int PER_BATCH = 10;

  @TempDir Path dir;

  @Test
  @DisplayName("two processes' answer writers on one SQLite file both commit every batch")
  void concurrentWritersOnOneFile() throws Exception {
    // GIVEN two databases opened on one file, as two processes do, each with a round of its own
    Path file = dir.resolve("shared.db");
    try (Database first = Database.openSqlite(file);
        Database second = Database.openSqlite(file)) {
      new JdbcRoundStore(first, Shard.ALL).insert(PostedRounds.quiz(1, 100, T));
      new JdbcRoundStore(second, Shard.ALL).insert(PostedRounds.quiz(2, 200, T));

      // WHEN both store batches of answers at the same time
      CountDownLatch go = new CountDownLatch(1);
      ExecutorService pool = Executors.newFixedThreadPool(2);
      try {
        Future<Integer> a = pool.submit(writer(AnswerStores.withLeaderboard(first), 1, 100, go));
        Future<Integer> b = pool.submit(writer(AnswerStores.withLeaderboard(second), 2, 200, go));
        go.countDown();

        // THEN no batch failed, and every answer is stored once
        assertThat(a.get()).as("batches the first process could not store").isZero();
        assertThat(b.get()).as("batches the second process could not store").isZero();
      } finally {
        pool.shutdownNow();
      }
      JdbcAnswerStore reader = AnswerStores.withLeaderboard(first);
      assertThat(reader.answersOf(1)).hasSize(BATCHES * PER_BATCH);
      assertThat(reader.answersOf(2)).hasSize(BATCHES * PER_BATCH);
    }
  }

  /** Stores the batches one after another; returns how many failed. */
  private static Callable<Integer> writer(
      JdbcAnswerStore store, long roundId, long guildId, CountDownLatch go) {
    return () -> {
      go.await();
      int failed = 0;
      for (int batch = 0; batch < BATCHES; batch++) {
        List<StoredAnswer> answers = new ArrayList<>();
        for (int i = 0; i < PER_BATCH; i++) {
          long user = 1_000 + batch * PER_BATCH + i;
          answers.add(
              new StoredAnswer(
                  roundId, guildId, user, 0, true, 12, T.plusMillis(user), false, "memory"));
        }
        try {
          store.saveAll(answers);
        } catch (RuntimeException e) {
          failed++;
        }
      }
      return failed;
    };
  }
}
