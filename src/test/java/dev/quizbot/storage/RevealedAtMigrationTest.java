package dev.quizbot.storage;

import static org.assertj.core.api.Assertions.assertThat;

import com.zaxxer.hikari.HikariDataSource;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** V6 adds {@code rounds.revealed_at}; rounds closed before the upgrade count as revealed. */
final class RevealedAtMigrationTest {
  private static final MigrationIndex BUNDLED = MigrationIndex.bundled();

  @Test
  @DisplayName("upgrading to V6 takes rounds closed before it as revealed and leaves open ones not")
  void backfillTakesClosedRoundsAsRevealed(@TempDir Path dir) throws Exception {
    // GIVEN a database of the release before (V1 to V5) holding a closed and an open round
    try (HikariDataSource ds = sqlite(dir)) {
      new SchemaMigrator(upTo(5)).migrate(ds);
      try (Connection c = ds.getConnection();
          Statement st = c.createStatement()) {
        st.executeUpdate(insertRound(1, 7001, "1772452860000"));
        st.executeUpdate(insertRound(2, 7002, "NULL"));
      }

      // WHEN this release migrates it
      new SchemaMigrator(BUNDLED).migrate(ds);

      // THEN the closed round was revealed when it closed, and the open one is not revealed
      assertThat(revealedAt(ds, 1)).isEqualTo(1_772_452_860_000L);
      assertThat(revealedAt(ds, 2)).isNull();
    }
  }

  private static MigrationIndex upTo(int version) {
    List<String> files =
        BUNDLED.files().stream()
            .filter(f -> Integer.parseInt(f.substring(1, f.indexOf("__"))) <= version)
            .toList();
    return new MigrationIndex(files);
  }

  private static String insertRound(long id, long messageId, String closedAt) {
    return "INSERT INTO rounds (round_id, guild_id, channel_id, message_id, kind, question_id,"
        + " deck_id, topic, choice_order, correct_position, window_seconds, speed_bonus,"
        + " hide_answers, opened_at, closes_at, closed_at) VALUES ("
        + id
        + ", 9001, 9101, "
        + messageId
        + ", 'QUIZ', 'q-ring', 'deck-one', 'communication', '0,1,2,3', 0, 60, 1, 0,"
        + " 1772452800000, 1772452860000, "
        + closedAt
        + ")";
  }

  private static Long revealedAt(HikariDataSource ds, long roundId) throws Exception {
    try (Connection c = ds.getConnection();
        Statement st = c.createStatement();
        ResultSet rs =
            st.executeQuery("SELECT revealed_at FROM rounds WHERE round_id = " + roundId)) {
      assertThat(rs.next()).isTrue();
      long value = rs.getLong(1);
      return rs.wasNull() ? null : value;
    }
  }

  private static HikariDataSource sqlite(Path dir) {
    HikariDataSource ds = new HikariDataSource();
    ds.setJdbcUrl("jdbc:sqlite:" + dir.resolve("quizbot.db"));
    ds.setMaximumPoolSize(1);
    return ds;
  }
}
