package dev.quizbot.round;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.storage.Database;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
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
    new JdbcRoundStore(database)
        .insert(
            new StoredRound(
                1,
                GUILD,
                9101,
                OptionalLong.of(7001),
                RoundKind.QUIZ,
                "q-ring",
                "deck-one",
                "communication",
                List.of(0, 1, 2, 3),
                0,
                60,
                true,
                false,
                T,
                T.plusSeconds(60),
                Optional.empty()));
    store = new JdbcAnswerStore(database);
  }

  @AfterEach
  void close() {
    database.close();
  }

  private static AnswerWrite write(
      long user, boolean correct, int points, int second, MemberStats stats) {
    return new AnswerWrite(
        new StoredAnswer(
            1,
            GUILD,
            user,
            correct ? 0 : 1,
            correct,
            points,
            T.plusSeconds(second),
            false,
            "communication"),
        stats);
  }

  @Test
  @DisplayName("answers and member totals written together read back unchanged")
  void roundTrip() {
    MemberStats stats = MemberStats.none(GUILD, 11).after(true, 14, T.plusSeconds(3));

    store.saveAll(List.of(write(11, true, 14, 3, stats)));

    assertThat(store.answersOf(1))
        .containsExactly(
            new StoredAnswer(1, GUILD, 11, 0, true, 14, T.plusSeconds(3), false, "communication"));
    assertThat(store.memberStatsOf(GUILD)).containsEntry(11L, stats);
  }

  @Test
  @DisplayName("within one batch the member's last totals win")
  void lastTotalsWin() {
    MemberStats first = MemberStats.none(GUILD, 11).after(true, 14, T);
    MemberStats second = first.after(false, 0, T.plusSeconds(1));

    store.saveAll(List.of(write(11, true, 14, 0, first), write(11, false, 0, 1, second)));

    assertThat(store.memberStatsOf(GUILD).get(11L)).isEqualTo(second);
  }

  @Test
  @DisplayName("an answer already stored for the same round and member is not stored twice")
  void duplicateSkipped() {
    MemberStats stats = MemberStats.none(GUILD, 11).after(true, 14, T);
    store.saveAll(List.of(write(11, true, 14, 0, stats)));

    store.saveAll(List.of(write(11, false, 0, 5, stats)));

    assertThat(store.answersOf(1)).hasSize(1).allMatch(StoredAnswer::correct);
  }

  @Test
  @DisplayName("totals of one server are not visible from another")
  void statsPerServer() {
    store.saveAll(List.of(write(11, true, 14, 0, MemberStats.none(GUILD, 11).after(true, 14, T))));

    assertThat(store.memberStatsOf(GUILD + 1)).isEmpty();
  }
}
