package dev.quizbot.round;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.leaderboard.MemberScoreCounts;
import dev.quizbot.shard.Shard;
import dev.quizbot.storage.Database;
import dev.quizbot.testing.AnswerStores;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

final class ScoreCountsThroughWriterTest {

  private static final Instant T = Instant.parse("2026-03-02T10:00:00Z");

  @Test
  @DisplayName(
      "score counts kept by the answer writer equal the counts rebuilt from member_stats,"
          + " with several answers per member in one batch")
  void writerKeepsCountsExact(@TempDir Path dir) throws Exception {
    try (Database db = Database.openSqlite(dir.resolve("quizbot.db"))) {
      // GIVEN 40 rounds in two servers, and the totals they must give computed in answer order
      JdbcRoundStore rounds = new JdbcRoundStore(db, Shard.ALL);
      Map<List<Long>, MemberStats> totals = new HashMap<>();
      Random random = new Random(7);
      List<StoredAnswer> writes = new ArrayList<>();
      for (long round = 1; round <= 40; round++) {
        long guild = round % 2 == 0 ? 100 : 200;
        rounds.insert(PostedRounds.quiz(round, guild, T));
        for (long user = 1; user <= 12; user++) {
          if (random.nextInt(3) == 0) {
            continue;
          }
          boolean correct = random.nextBoolean();
          int points = correct ? 10 + random.nextInt(2) * 5 : 0;
          Instant at = T.plusSeconds(round * 100 + user);
          MemberStats before =
              totals.getOrDefault(List.of(guild, user), MemberStats.none(guild, user));
          MemberStats after = before.after(correct, points, at);
          totals.put(List.of(guild, user), after);
          writes.add(new StoredAnswer(round, guild, user, 0, correct, points, at, false, "memory"));
        }
      }

      // WHEN they go through the real writer in batches of up to 7 (members repeat in a batch)
      try (AnswerWriter writer =
          new AnswerWriter(AnswerStores.withLeaderboard(db), 7, java.time.Clock.systemUTC())) {
        for (StoredAnswer write : writes) {
          writer.enqueue(write);
        }
        writer.start();
        writer.flush();
      }
      List<String> kept = counts(db);

      // THEN every member's stored totals are the ones computed in answer order
      JdbcAnswerStore store = AnswerStores.withLeaderboard(db);
      Map<List<Long>, MemberStats> stored = new HashMap<>();
      for (long guild : List.of(100L, 200L)) {
        StoredMemberTotals.of(db, guild).forEach((user, s) -> stored.put(List.of(guild, user), s));
      }
      assertThat(stored).isEqualTo(totals);

      // AND the counts equal a rebuild from member_stats, and cover every member
      try (Connection c = db.connection()) {
        new MemberScoreCounts().rebuild(c);
      }
      assertThat(kept).isEqualTo(counts(db));
      assertThat(kept.stream().mapToInt(r -> Integer.parseInt(r.split("=")[1])).sum())
          .isEqualTo(totals.size());
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
