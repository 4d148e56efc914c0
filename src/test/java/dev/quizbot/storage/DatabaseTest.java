package dev.quizbot.storage;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.sql.ResultSet;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

final class DatabaseTest {

  @Test
  @DisplayName("opening a new SQLite file creates its folder, applies migrations and uses WAL")
  void opensAndMigratesSqlite(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("nested/quizbot.db");
    try (Database db = Database.openSqlite(file);
        var c = db.connection();
        var st = c.createStatement()) {
      assertThat(file).exists();
      assertThat(db.dialect()).isEqualTo(Database.Dialect.SQLITE);
      try (ResultSet rs = st.executeQuery("PRAGMA journal_mode")) {
        rs.next();
        assertThat(rs.getString(1)).isEqualToIgnoringCase("wal");
      }
      try (ResultSet rs = st.executeQuery("SELECT count(*) FROM rounds")) {
        rs.next();
        assertThat(rs.getInt(1)).isZero();
      }
      assertThat(db.isAnswering()).isTrue();
    }
  }

  @Test
  @DisplayName("an unsupported JDBC URL is refused with a message naming the accepted forms")
  void refusesUnknownUrl() {
    assertThatThrownBy(() -> Database.open("jdbc:mysql://h/db?password=secret", null, null))
        .isInstanceOf(StorageException.class)
        .hasMessageContaining("jdbc:sqlite:PATH")
        .hasMessageNotContaining("secret");
  }
}
