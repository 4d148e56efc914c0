package dev.quizbot.round;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

final class AnswerWriterTest {

  private static final Instant T = Instant.parse("2026-03-02T10:00:00Z");

  /** Records each batch it is given. */
  private static final class RecordingStore implements AnswerStore {
    final List<List<StoredAnswer>> batches = Collections.synchronizedList(new ArrayList<>());
    int failuresLeft;

    @Override
    public synchronized void saveAll(List<StoredAnswer> writes) {
      if (failuresLeft > 0) {
        failuresLeft--;
        throw new IllegalStateException("disk busy");
      }
      batches.add(List.copyOf(writes));
    }

    @Override
    public List<StoredAnswer> answersOf(long roundId) {
      return List.of();
    }
  }

  private static StoredAnswer write(long user) {
    return new StoredAnswer(1, 2, user, 0, true, 10, T, false, "t");
  }

  private static List<Long> users(RecordingStore store) {
    return store.batches.stream().flatMap(List::stream).map(StoredAnswer::userId).toList();
  }

  @Test
  @DisplayName("after flush every queued write is stored, in queue order")
  void flushStoresInOrder() {
    RecordingStore store = new RecordingStore();
    try (AnswerWriter writer = new AnswerWriter(store, 3)) {
      writer.start();
      for (long user = 1; user <= 10; user++) {
        writer.enqueue(write(user));
      }

      writer.flush();

      assertThat(users(store)).containsExactly(1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 10L);
      assertThat(store.batches).allMatch(b -> b.size() <= 3);
    }
  }

  @Test
  @DisplayName("a batch that fails once is retried and stored")
  void retriesFailedBatch() {
    RecordingStore store = new RecordingStore();
    store.failuresLeft = 1;
    try (AnswerWriter writer = new AnswerWriter(store, 100)) {
      writer.start();
      writer.enqueue(write(1));

      writer.flush();

      assertThat(users(store)).containsExactly(1L);
      assertThat(writer.failedAnswers()).isZero();
    }
  }

  @Test
  @DisplayName("an answer reads pending until committed, then stored; a dropped batch reads lost")
  void storageOfEachAnswer() {
    RecordingStore store = new RecordingStore();
    try (AnswerWriter writer = new AnswerWriter(store, 1)) {
      // GIVEN one answer queued before the writer runs
      long first = writer.enqueue(write(1));
      assertThat(writer.storage(first)).isEqualTo(AnswerStorage.PENDING);

      // WHEN it is committed THEN it is stored
      writer.start();
      writer.flush();
      assertThat(writer.storage(first)).isEqualTo(AnswerStorage.STORED);

      // WHEN the next batch fails every attempt THEN its answer is lost, the earlier one not
      store.failuresLeft = 4;
      long second = writer.enqueue(write(2));
      writer.flush();
      assertThat(writer.storage(second)).isEqualTo(AnswerStorage.LOST);
      assertThat(writer.storage(first)).isEqualTo(AnswerStorage.STORED);
      assertThat(writer.failedAnswers()).isEqualTo(1);
    }
  }

  @Test
  @DisplayName("answers arriving one by one in a burst are committed in a few transactions")
  void burstIsGathered() throws Exception {
    RecordingStore store = new RecordingStore();
    try (AnswerWriter writer = new AnswerWriter(store, 1_000)) {
      writer.start();
      // WHEN 100 answers arrive 0.2 ms apart (a reaction burst as the gateway thread grades it);
      // an idle writer without gathering commits nearly each one alone
      for (long user = 1; user <= 100; user++) {
        writer.enqueue(write(user));
        long next = System.nanoTime() + 200_000;
        while (System.nanoTime() < next) {
          Thread.onSpinWait();
        }
      }
      writer.flush();

      // THEN all are stored in order, in few transactions (a descheduled producer may split one)
      assertThat(users(store)).hasSize(100).isSorted();
      assertThat(store.batches).hasSizeLessThan(25);
    }
  }

  @Test
  @DisplayName("closing stores what is still queued")
  void closeDrains() {
    RecordingStore store = new RecordingStore();
    AnswerWriter writer = new AnswerWriter(store, 100);
    writer.enqueue(write(1));
    writer.enqueue(write(2));

    writer.close();

    assertThat(users(store)).containsExactly(1L, 2L);
  }
}
