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

final class JdbcRoundStoreTest {

  private static final Instant OPENED = Instant.parse("2026-03-02T10:00:00Z");

  @TempDir Path dir;
  private Database database;
  private JdbcRoundStore store;

  @BeforeEach
  void open() {
    database = Database.openSqlite(dir.resolve("rounds.db"));
    store = new JdbcRoundStore(database);
  }

  @AfterEach
  void close() {
    database.close();
  }

  private static StoredRound round(long id) {
    return new StoredRound(
        id,
        9001,
        9101,
        OptionalLong.empty(),
        RoundKind.DAILY,
        "q-ring",
        "deck-one",
        "communication",
        List.of(2, 0, 3, 1),
        1,
        43_200,
        false,
        true,
        OPENED,
        OPENED.plusSeconds(43_200),
        Optional.empty());
  }

  @Test
  @DisplayName("a stored round reads back field for field, its choice order included")
  void roundTrip() {
    store.insert(round(1));

    assertThat(store.find(1)).contains(round(1));
  }

  @Test
  @DisplayName("a round is listed as open only once its message id is recorded")
  void openPostedNeedsMessage() {
    store.insert(round(1));
    assertThat(store.openPosted()).isEmpty();

    store.setMessageId(1, 7001);

    assertThat(store.openPosted())
        .extracting(r -> r.messageId())
        .containsExactly(OptionalLong.of(7001));
  }

  @Test
  @DisplayName("closing is done once: the second close reports nothing and keeps the first time")
  void closeOnce() {
    store.insert(round(1));
    store.setMessageId(1, 7001);

    assertThat(store.close(1, OPENED.plusSeconds(5))).isTrue();
    assertThat(store.close(1, OPENED.plusSeconds(9))).isFalse();

    assertThat(store.find(1).orElseThrow().closedAt()).contains(OPENED.plusSeconds(5));
    assertThat(store.openPosted()).isEmpty();
  }

  @Test
  @DisplayName("only unposted rounds are deleted, and only due ones by the sweep")
  void deleteUnposted() {
    store.insert(round(1));
    store.insert(round(2));
    store.setMessageId(2, 7002);

    assertThat(store.deleteUnposted(2)).isFalse();
    assertThat(store.deleteUnpostedDueBy(OPENED.plusSeconds(60))).isZero();
    assertThat(store.deleteUnpostedDueBy(OPENED.plusSeconds(43_200))).isEqualTo(1);
    assertThat(store.find(1)).isEmpty();
    assertThat(store.find(2)).isPresent();
  }
}
