package dev.quizbot.round;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.leaderboard.MemberScoreCounts;
import dev.quizbot.shard.Shard;
import dev.quizbot.storage.Database;
import dev.quizbot.testing.AnswerStores;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfEnvironmentVariable;

/**
 * Two processes storing answers of the same members at once on a real PostgreSQL (two connection
 * pools, two threads). Runs only when {@code QUIZBOT_TEST_POSTGRES_URL} names a scratch database;
 * only this test's server rows are touched.
 */
@EnabledIfEnvironmentVariable(named = "QUIZBOT_TEST_POSTGRES_URL", matches = "jdbc:postgresql:.*")
final class JdbcAnswerStorePostgresTest {
  private static final long GUILD = 222_000_000_000_000_001L;
  private static final Instant T = Instant.parse("2026-06-10T06:00:00Z");
  private static final int MEMBERS = 6;

  private Database first;
  private Database second;

  @BeforeEach
  void open() throws Exception {
    first = Database.open(System.getenv("QUIZBOT_TEST_POSTGRES_URL"), null, null);
    second = Database.open(System.getenv("QUIZBOT_TEST_POSTGRES_URL"), null, null);
    try (Connection c = first.connection();
        Statement st = c.createStatement()) {
      for (String table :
          List.of(
              "answers",
              "member_stats",
              "leaderboard_score_counts",
              "leaderboard_period_totals",
              "leaderboard_period_coverage",
              "rounds")) {
        st.executeUpdate("DELETE FROM " + table + " WHERE guild_id = " + GUILD);
      }
    }
  }

  @AfterEach
  void close() {
    first.close();
    second.close();
  }

  @Test
  @DisplayName(
      "on PostgreSQL two processes storing the same members' answers at once lose no answer"
          + " from the totals, new members included")
  void concurrentWritersAddUp() throws Exception {
    // GIVEN 60 rounds, each process answering its own 30 with the same 6 members
    JdbcRoundStore rounds = new JdbcRoundStore(first, Shard.ALL);
    for (long round = 1; round <= 60; round++) {
      rounds.insert(PostedRounds.quiz(round, GUILD, T));
    }
    List<StoredAnswer> mine = answers(1, new Random(1));
    List<StoredAnswer> theirs = answers(2, new Random(2));

    // WHEN both store them at the same time in small batches
    CompletableFuture<Void> a = CompletableFuture.runAsync(() -> store(first, mine, 3));
    CompletableFuture<Void> b = CompletableFuture.runAsync(() -> store(second, theirs, 4));
    CompletableFuture.allOf(a, b).get(60, TimeUnit.SECONDS);

    // THEN every member's totals count all their answers, and the score buckets match them
    Map<Long, int[]> expected = new HashMap<>();
    for (StoredAnswer s : concat(mine, theirs)) {
      int[] e = expected.computeIfAbsent(s.userId(), u -> new int[3]);
      e[0]++;
      e[1] += s.correct() ? 1 : 0;
      e[2] += s.points();
    }
    Map<Long, MemberStats> stored = StoredMemberTotals.of(first, GUILD);
    assertThat(stored).hasSize(MEMBERS);
    expected.forEach(
        (user, e) -> {
          MemberStats s = stored.get(user);
          assertThat(new int[] {s.answered(), s.correct(), (int) s.points()})
              .as("member %d", user)
              .containsExactly(e);
        });
    List<String> kept = counts();
    try (Connection c = first.connection()) {
      new MemberScoreCounts().rebuild(c);
    }
    assertThat(kept).isEqualTo(counts());
  }

  private static void store(Database db, List<StoredAnswer> answers, int batch) {
    JdbcAnswerStore store = AnswerStores.withLeaderboard(db);
    for (int from = 0; from < answers.size(); from += batch) {
      List<StoredAnswer> part = answers.subList(from, Math.min(answers.size(), from + batch));
      // As the writer does: a batch that failed (a deadlock PostgreSQL broke) is tried again.
      for (int attempt = 0; ; attempt++) {
        try {
          store.saveAll(part);
          break;
        } catch (RuntimeException e) {
          if (attempt == 3) {
            throw e;
          }
        }
      }
    }
  }

  private static List<StoredAnswer> answers(int process, Random random) {
    List<StoredAnswer> answers = new ArrayList<>();
    for (long round = process; round <= 60; round += 2) {
      for (long user = 1; user <= MEMBERS; user++) {
        boolean correct = random.nextBoolean();
        answers.add(
            new StoredAnswer(
                round,
                GUILD,
                user,
                correct ? 0 : 1,
                correct,
                correct ? 10 + random.nextInt(6) : 0,
                T.plusSeconds(round * 60 + user),
                false,
                "memory"));
      }
    }
    return answers;
  }

  private static List<StoredAnswer> concat(List<StoredAnswer> a, List<StoredAnswer> b) {
    List<StoredAnswer> all = new ArrayList<>(a);
    all.addAll(b);
    return all;
  }

  private List<String> counts() throws Exception {
    List<String> rows = new ArrayList<>();
    try (Connection c = first.connection();
        Statement st = c.createStatement();
        ResultSet rs =
            st.executeQuery(
                "SELECT points, correct, members FROM leaderboard_score_counts WHERE guild_id = "
                    + GUILD
                    + " AND members > 0 ORDER BY points, correct")) {
      while (rs.next()) {
        rows.add(rs.getLong(1) + "/" + rs.getLong(2) + "=" + rs.getLong(3));
      }
    }
    return rows;
  }
}
