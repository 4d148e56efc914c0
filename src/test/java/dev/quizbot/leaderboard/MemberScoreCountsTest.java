package dev.quizbot.leaderboard;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.storage.Database;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

final class MemberScoreCountsTest {

  @Test
  @DisplayName("score counts kept answer by answer equal the counts rebuilt from member_stats")
  void incrementalEqualsRebuild(@TempDir Path dir) throws Exception {
    try (Database db = Database.openSqlite(dir.resolve("quizbot.db"))) {
      // GIVEN members moving between scores, some to the same score, in two servers
      new AnswerFixture(db)
          .correct(1, 11, "memory", 10, "2026-03-02T09:00:00Z")
          .correct(1, 12, "memory", 10, "2026-03-02T09:01:00Z")
          .wrong(1, 12, "memory", "2026-03-02T09:02:00Z")
          .correct(1, 11, "memory", 15, "2026-03-02T09:03:00Z")
          .wrong(1, 13, "memory", "2026-03-02T09:04:00Z")
          .correct(2, 11, "memory", 12, "2026-03-02T09:05:00Z");
      List<String> incremental = counts(db);

      // WHEN the counts are rebuilt from member_stats
      try (Connection c = db.connection()) {
        new MemberScoreCounts().rebuild(c);
      }

      // THEN nothing changes, and emptied buckets are gone
      assertThat(counts(db))
          .isEqualTo(incremental)
          .containsExactly("1:0:0=1", "1:10:1=1", "1:25:2=1", "2:12:1=1");
    }
  }

  private static List<String> counts(Database db) throws Exception {
    List<String> rows = new ArrayList<>();
    try (Connection c = db.connection();
        Statement st = c.createStatement();
        ResultSet rs =
            st.executeQuery(
                "SELECT guild_id, points, correct, members FROM leaderboard_score_counts"
                    + " ORDER BY guild_id, points, correct")) {
      while (rs.next()) {
        rows.add(rs.getLong(1) + ":" + rs.getLong(2) + ":" + rs.getLong(3) + "=" + rs.getLong(4));
      }
    }
    return rows;
  }
}
