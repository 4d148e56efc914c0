package dev.quizbot.storage;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

final class WalCheckpointerTest {

  @TempDir Path dir;

  @Test
  @DisplayName("committed rows reach the database file itself without a commit checkpointing")
  void logCopiedInTheBackground() throws Exception {
    Path file = dir.resolve("quizbot.db");
    try (Database db = Database.openSqlite(file)) {
      // GIVEN a few committed rows: far below the log size at which a commit checkpoints
      db.inTransaction(
          c -> {
            try (Statement st = c.createStatement()) {
              for (int guild = 1; guild <= 20; guild++) {
                st.executeUpdate(
                    "INSERT INTO guild_allowed_channels (guild_id, channel_id) VALUES ("
                        + guild
                        + ", 7)");
              }
            }
            return null;
          });

      // WHEN the background checkpoints run, THEN the database file without its log holds them
      long deadline = System.nanoTime() + 20_000_000_000L;
      int rowsInFile = rowsInFileAlone(file);
      while (rowsInFile < 20 && System.nanoTime() < deadline) {
        Thread.sleep(50);
        rowsInFile = rowsInFileAlone(file);
      }
      assertThat(rowsInFile).isEqualTo(20);
    }
  }

  @Test
  @DisplayName("every pooled connection still checkpoints in its commit past the fallback size")
  void fallbackOnEveryConnection() throws Exception {
    try (Database db = Database.openSqlite(dir.resolve("quizbot.db"));
        Connection c = db.connection();
        Statement st = c.createStatement();
        ResultSet rs = st.executeQuery("PRAGMA wal_autocheckpoint")) {
      rs.next();
      assertThat(rs.getInt(1)).isEqualTo(WalCheckpointer.FALLBACK_PAGES);
    }
  }

  /** Rows in a copy of the database file made without its -wal file; -1 while unreadable. */
  private int rowsInFileAlone(Path file) throws Exception {
    Path copy = dir.resolve("copy-" + System.nanoTime() + ".db");
    Files.copy(file, copy, StandardCopyOption.REPLACE_EXISTING);
    try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + copy);
        Statement st = c.createStatement();
        ResultSet rs = st.executeQuery("SELECT count(*) FROM guild_allowed_channels")) {
      rs.next();
      return rs.getInt(1);
    } catch (SQLException tornOrMissing) {
      return -1; // copied while a checkpoint wrote it, or before the table reached the file
    }
  }
}
