package dev.quizbot.storage;

import static org.assertj.core.api.Assertions.assertThat;

import com.zaxxer.hikari.HikariDataSource;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * README: "stop all of them, then start all" and "a SQLite file works for several processes on one
 * machine". After an upgrade, every shard finds the shared SQLite file behind (V5) and migrates it
 * at the same time.
 */
final class ConcurrentUpgradeTest {
  private static final MigrationIndex BUNDLED = MigrationIndex.bundled();
  private static final int ATTEMPTS = 5;
  private static final int SHARDS = 2;

  @TempDir Path dir;

  @Test
  @DisplayName("Two shards started together on a V5 SQLite file both open it, migrated to V6")
  void twoShardsUpgradeOneFileTogether() throws Exception {
    ExecutorService pool = Executors.newFixedThreadPool(SHARDS);
    try {
      for (int attempt = 0; attempt < ATTEMPTS; attempt++) {
        // GIVEN a database file of the release before (V1 to V5)
        Path file = dir.resolve("quizbot-" + attempt + ".db");
        try (HikariDataSource ds = new HikariDataSource()) {
          ds.setJdbcUrl("jdbc:sqlite:" + file);
          ds.setMaximumPoolSize(1);
          new SchemaMigrator(upTo(5)).migrate(ds);
        }

        // WHEN two shards open it at once
        CyclicBarrier start = new CyclicBarrier(SHARDS);
        List<Future<Boolean>> opened = new ArrayList<>();
        for (int s = 0; s < SHARDS; s++) {
          opened.add(
              pool.submit(
                  () -> {
                    start.await();
                    try (Database db = Database.openSqlite(file)) {
                      return new SchemaMigrator(BUNDLED).isCurrent(db.dataSource());
                    }
                  }));
        }

        // THEN both start on the current schema (neither fails its start on the other's V6)
        for (Future<Boolean> f : opened) {
          assertThat(outcome(f)).as("a shard's start, attempt %d", attempt).isEqualTo("current");
        }
      }
    } finally {
      pool.shutdownNow();
    }
  }

  private static String outcome(Future<Boolean> f) throws InterruptedException {
    try {
      return f.get() ? "current" : "behind";
    } catch (ExecutionException e) {
      Throwable cause = e.getCause();
      StringBuilder why = new StringBuilder("failed: ");
      for (Throwable t = cause; t != null; t = t.getCause()) {
        why.append(t.getClass().getSimpleName()).append(": ").append(t.getMessage()).append(" / ");
      }
      return why.toString();
    }
  }

  private static MigrationIndex upTo(int version) {
    List<String> files =
        BUNDLED.files().stream()
            .filter(f -> Integer.parseInt(f.substring(1, f.indexOf("__"))) <= version)
            .toList();
    return new MigrationIndex(files);
  }
}
