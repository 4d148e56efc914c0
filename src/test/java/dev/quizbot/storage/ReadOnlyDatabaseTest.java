package dev.quizbot.storage;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.zaxxer.hikari.HikariDataSource;
import java.io.IOException;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * README "When start-up fails": exit status 4 is "database unreachable or not writable". A SQLite
 * file the bot may read but not write (left owned by root by an earlier container run, or on a
 * volume mounted read-only) must be refused at open, not discovered at the first graded answer.
 */
final class ReadOnlyDatabaseTest {

  @TempDir Path dir;

  @Test
  @DisplayName("a SQLite file that cannot be written is refused at open, naming the file")
  void unwritableFileIsRefusedAtOpen() throws Exception {
    // GIVEN an existing, migrated database file that this process can no longer write
    Path file = dir.resolve("quizbot.db");
    Database.openSqlite(file).close();
    makeUnwritable(file);
    try {
      // WHEN the bot opens it at start-up
      Throwable opened = catchThrowable(() -> Database.openSqlite(file).close());

      // THEN start-up fails with a storage error (exit 4) naming the file
      assertThat(opened)
          .as("opening a read-only database must fail at start-up")
          .isInstanceOf(StorageException.class);
      assertThat(opened.getMessage()).contains(file.toString()).containsIgnoringCase("readonly");
    } finally {
      makeWritable(file);
    }
  }

  @Test
  @DisplayName(
      "connections opened while the file could not be written are dropped, not kept read-only"
          + " after the file can be written again")
  void readOnlyConnectionIsNotKept() throws Exception {
    // GIVEN an open database whose file then cannot be written, every pooled connection let go
    // so the next one is opened now
    Path file = dir.resolve("quizbot.db");
    Database db = Database.openSqlite(file);
    try {
      try (Connection c = db.connection();
          Statement s = c.createStatement()) {
        s.execute("CREATE TABLE t (x INTEGER)");
      }
      makeUnwritable(file);
      try {
        ((HikariDataSource) db.dataSource()).getHikariPoolMXBean().softEvictConnections();
        // WHEN a connection opened meanwhile (SQLite opens it read-only, silently) fails a write
        try (Connection opened = db.connection();
            Statement s = opened.createStatement()) {
          assertThat(catchThrowable(() -> s.execute("INSERT INTO t VALUES (1)")))
              .hasMessageContaining("readonly");
        }
      } finally {
        makeWritable(file);
      }
      // THEN once the file can be written, the second write at the latest succeeds: the first may
      // meet a connection the checkpointer had opened read-only meanwhile, and its failure drops
      // them all. (Before SqliteReadOnlyEviction the read-only connection was handed out again
      // and every write failed until a restart.)
      int attempts = 0;
      boolean stored = false;
      while (!stored && attempts < 2) {
        attempts++;
        try (Connection next = db.connection();
            Statement s = next.createStatement()) {
          s.execute("INSERT INTO t VALUES (2)");
          stored = true;
        } catch (SQLException readOnly) {
          assertThat(readOnly.getMessage()).contains("readonly");
        }
      }
      assertThat(stored).as("stored within two writes").isTrue();
    } finally {
      db.close();
    }
  }

  /**
   * Read-only permissions; as root (who ignores them, e.g. in CI containers) the immutable
   * attribute instead, skipping the test where that is not available.
   */
  private static void makeUnwritable(Path file) throws IOException, InterruptedException {
    file.toFile().setWritable(false, false);
    if (isRoot()) {
      assumeTrue(chattr("+i", file), "chattr +i is not available to make the file read-only");
    }
  }

  private static void makeWritable(Path file) throws IOException, InterruptedException {
    if (isRoot()) {
      chattr("-i", file);
    }
    file.toFile().setWritable(true, false);
  }

  private static boolean isRoot() {
    return "root".equals(System.getProperty("user.name"));
  }

  private static boolean chattr(String change, Path file) throws IOException, InterruptedException {
    Process p =
        new ProcessBuilder("chattr", change, file.toString())
            .redirectErrorStream(true)
            .redirectOutput(ProcessBuilder.Redirect.DISCARD)
            .start();
    return p.waitFor(10, TimeUnit.SECONDS) && p.exitValue() == 0;
  }
}
