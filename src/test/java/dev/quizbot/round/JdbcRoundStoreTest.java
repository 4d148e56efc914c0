package dev.quizbot.round;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.shard.Shard;
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
    store = new JdbcRoundStore(database, Shard.ALL);
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

  @Test
  @DisplayName("attaching a message picks the newest unposted daily round of that question only")
  void attachMessagePicksTheNewestMatchingRound() {
    // GIVEN unposted daily rounds of q-ring in channel 9101 at +0 s and +60 s, and an unposted
    // /quiz round of the same question in that channel at +120 s
    store.insert(round(1));
    store.insert(quiz(2, 9101, RoundKind.DAILY, 60));
    store.insert(quiz(3, 9101, RoundKind.QUIZ, 120));

    // WHEN the earlier process's message is attached
    boolean carried = store.attachMessage(9001, 9101, RoundKind.DAILY, "q-ring", 7001);

    // THEN the newest daily round got it, and the others still wait
    assertThat(carried).isTrue();
    assertThat(store.find(2).orElseThrow().messageId()).hasValue(7001);
    assertThat(store.find(1).orElseThrow().messageId()).isEmpty();
    assertThat(store.find(3).orElseThrow().messageId()).isEmpty();
  }

  @Test
  @DisplayName("attaching a message reports false when no unposted round of that question is left")
  void attachMessageWithoutRound() {
    store.insert(round(1));

    assertThat(store.attachMessage(9001, 9101, RoundKind.DAILY, "q-other", 7001)).isFalse();
    assertThat(store.find(1).orElseThrow().messageId()).isEmpty();
  }

  @Test
  @DisplayName("attaching a message a round already carries changes nothing and reports true")
  void attachMessageAlreadyCarried() {
    store.insert(round(1));
    store.setMessageId(1, 7001);
    store.insert(quiz(2, 9101, RoundKind.DAILY, 60));

    assertThat(store.attachMessage(9001, 9101, RoundKind.DAILY, "q-ring", 7001)).isTrue();
    assertThat(store.find(2).orElseThrow().messageId()).isEmpty();
  }

  /** A round of channel {@code channelId} opened {@code seconds} after OPENED, unposted. */
  private static StoredRound quiz(long id, long channelId, RoundKind kind, long seconds) {
    return UnpostedRounds.of(id, 9001, channelId, kind, OPENED.plusSeconds(seconds));
  }

  @Test
  @DisplayName("the last /quiz start of a channel counts posted /quiz rounds of that channel only")
  void lastPostedQuizStart() {
    // GIVEN in channel 9101: posted /quiz at +0 and +120 s, an unposted /quiz at +300 s, a posted
    // daily round at +400 s; and a posted /quiz at +500 s in channel 9102
    store.insert(quiz(1, 9101, RoundKind.QUIZ, 0));
    store.setMessageId(1, 7001);
    store.insert(quiz(2, 9101, RoundKind.QUIZ, 120));
    store.setMessageId(2, 7002);
    store.close(2, OPENED.plusSeconds(180));
    store.insert(quiz(3, 9101, RoundKind.QUIZ, 300));
    store.insert(quiz(4, 9101, RoundKind.DAILY, 400));
    store.setMessageId(4, 7004);
    store.insert(quiz(5, 9102, RoundKind.QUIZ, 500));
    store.setMessageId(5, 7005);

    // THEN channel 9101's last /quiz started at +120 s (closed or not)
    assertThat(store.lastPostedQuizStart(9101)).contains(OPENED.plusSeconds(120));
  }

  @Test
  @DisplayName("a channel that never had a posted /quiz has no last start")
  void noLastPostedQuizStart() {
    store.insert(quiz(1, 9101, RoundKind.QUIZ, 0));

    assertThat(store.lastPostedQuizStart(9101)).isEmpty();
    assertThat(store.lastPostedQuizStart(9199)).isEmpty();
  }

  @Test
  @DisplayName("a closed round with a message and no reveal yet is listed as not revealed")
  void closedUnrevealedListed() {
    // GIVEN a posted round closed at +60 s
    store.insert(round(1));
    store.setMessageId(1, 7001);
    store.close(1, OPENED.plusSeconds(60));

    // WHEN the rounds waiting for their reveal are listed
    List<StoredRound> waiting = store.closedUnrevealed();

    // THEN it is there, with what rebuilds its reveal
    assertThat(waiting).extracting(StoredRound::roundId).containsExactly(1L);
    assertThat(waiting.get(0).messageId()).hasValue(7001);
    assertThat(waiting.get(0).closedAt()).contains(OPENED.plusSeconds(60));
    assertThat(waiting.get(0).choiceOrder()).containsExactly(2, 0, 3, 1);
  }

  @Test
  @DisplayName("marking a closed round revealed removes it from the rounds waiting for a reveal")
  void markRevealedRemovesFromList() {
    // GIVEN two closed posted rounds not revealed
    store.insert(round(1));
    store.setMessageId(1, 7001);
    store.close(1, OPENED.plusSeconds(60));
    store.insert(round(2));
    store.setMessageId(2, 7002);
    store.close(2, OPENED.plusSeconds(61));

    // WHEN the first is marked revealed, twice
    boolean first = store.markRevealed(1, OPENED.plusSeconds(62));
    boolean second = store.markRevealed(1, OPENED.plusSeconds(63));

    // THEN only the second still waits, and the first mark counted once
    assertThat(first).isTrue();
    assertThat(second).isFalse();
    assertThat(store.closedUnrevealed()).extracting(StoredRound::roundId).containsExactly(2L);
  }

  @Test
  @DisplayName("open rounds and rounds without a message are not waiting for a reveal")
  void openAndUnpostedNotListed() {
    // GIVEN an open posted round, an unposted round, and an unposted round marked closed
    store.insert(round(1));
    store.setMessageId(1, 7001);
    store.insert(round(2));
    store.insert(round(3));
    store.close(3, OPENED.plusSeconds(60));

    // THEN none of them waits for a reveal
    assertThat(store.closedUnrevealed()).isEmpty();
  }

  @Test
  @DisplayName("rounds waiting for a reveal are listed earliest closed first")
  void closedUnrevealedOrder() {
    store.insert(round(1));
    store.setMessageId(1, 7001);
    store.insert(round(2));
    store.setMessageId(2, 7002);
    store.close(2, OPENED.plusSeconds(60));
    store.close(1, OPENED.plusSeconds(90));

    assertThat(store.closedUnrevealed()).extracting(StoredRound::roundId).containsExactly(2L, 1L);
  }
}
