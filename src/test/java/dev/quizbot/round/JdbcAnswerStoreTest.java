package dev.quizbot.round;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.shard.Shard;
import dev.quizbot.storage.Database;
import dev.quizbot.testing.AnswerStores;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

final class JdbcAnswerStoreTest {

  private static final Instant T = Instant.parse("2026-03-02T10:00:00Z");
  private static final long GUILD = 9001;

  @TempDir Path dir;
  private Database database;
  private JdbcAnswerStore store;

  @BeforeEach
  void open() {
    database = Database.openSqlite(dir.resolve("answers.db"));
    insertRound(1);
    store = AnswerStores.withLeaderboard(database);
  }

  private void insertRound(long roundId) {
    new JdbcRoundStore(database, Shard.ALL).insert(PostedRounds.quiz(roundId, GUILD, T));
  }

  @AfterEach
  void close() {
    database.close();
  }

  private static StoredAnswer write(long user, boolean correct, int points, int second) {
    return new StoredAnswer(
        1,
        GUILD,
        user,
        correct ? 0 : 1,
        correct,
        points,
        T.plusSeconds(second),
        false,
        "communication");
  }

  @Test
  @DisplayName("an answer is stored and added to its member's totals")
  void roundTrip() {
    store.saveAll(List.of(write(11, true, 14, 3)));

    assertThat(store.answersOf(1))
        .containsExactly(
            new StoredAnswer(1, GUILD, 11, 0, true, 14, T.plusSeconds(3), false, "communication"));
    assertThat(StoredMemberTotals.of(database, GUILD))
        .containsEntry(11L, MemberStats.none(GUILD, 11).after(true, 14, T.plusSeconds(3)));
  }

  @Test
  @DisplayName("within one batch a member's answers add up in answer order")
  void answersAddUpInOrder() {
    MemberStats first = MemberStats.none(GUILD, 11).after(true, 14, T);
    MemberStats second = first.after(false, 0, T.plusSeconds(1));
    store.saveAll(List.of(write(11, true, 14, 0)));
    store.saveAll(List.of(write(12, true, 14, 0)));

    // a second round answered by 11 in the same batch as 12's second answer
    insertRound(2);
    store.saveAll(
        List.of(
            new StoredAnswer(2, GUILD, 11, 1, false, 0, T.plusSeconds(1), false, "memory"),
            new StoredAnswer(2, GUILD, 12, 0, true, 10, T.plusSeconds(2), false, "memory")));

    assertThat(StoredMemberTotals.of(database, GUILD).get(11L)).isEqualTo(second);
    assertThat(StoredMemberTotals.of(database, GUILD).get(12L))
        .isEqualTo(
            MemberStats.none(GUILD, 12).after(true, 14, T).after(true, 10, T.plusSeconds(2)));
  }

  @Test
  @DisplayName(
      "an answer already stored for the same round and member is neither stored nor counted again")
  void duplicateSkipped() {
    store.saveAll(List.of(write(11, true, 14, 0)));

    store.saveAll(List.of(write(11, false, 0, 5)));

    assertThat(store.answersOf(1)).hasSize(1).allMatch(StoredAnswer::correct);
    assertThat(StoredMemberTotals.of(database, GUILD).get(11L))
        .isEqualTo(MemberStats.none(GUILD, 11).after(true, 14, T));
  }

  @Test
  @DisplayName("totals of one server are not visible from another")
  void statsPerServer() {
    store.saveAll(List.of(write(11, true, 14, 0)));

    assertThat(StoredMemberTotals.of(database, GUILD + 1)).isEmpty();
  }
}
