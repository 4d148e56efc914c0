package dev.quizbot.round;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.e2e.LogCapture;
import dev.quizbot.storage.StorageException;
import dev.quizbot.testing.Await;
import dev.quizbot.testing.TestClock;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
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
    try (AnswerWriter writer = new AnswerWriter(store, 3, Clock.systemUTC())) {
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
    try (AnswerWriter writer = new AnswerWriter(store, 100, Clock.systemUTC())) {
      writer.start();
      writer.enqueue(write(1));

      writer.flush();

      assertThat(users(store)).containsExactly(1L);
      assertThat(writer.failedAnswers()).isZero();
    }
  }

  @Test
  @DisplayName("an answer reads pending while storage refuses it, stored once it works again")
  void storageOfEachAnswer() {
    RecordingStore store = new RecordingStore();
    try (AnswerWriter writer = fastRetrying(store, new TestClock(T), 10)) {
      // GIVEN one answer queued before the writer runs
      long first = writer.enqueue(write(1));
      assertThat(writer.storage(first)).isEqualTo(AnswerStorage.PENDING);

      // WHEN it is committed THEN it is stored
      writer.start();
      writer.flush();
      assertThat(writer.storage(first)).isEqualTo(AnswerStorage.STORED);

      // WHEN the next batch fails many times THEN it reads pending meanwhile, then stored
      store.failuresLeft = 50;
      long second = writer.enqueue(write(2));
      writer.flush();
      assertThat(writer.storage(second)).isEqualTo(AnswerStorage.STORED);
      assertThat(users(store)).containsExactly(1L, 2L);
      assertThat(writer.failedAnswers()).isZero();
    }
  }

  /** A writer that retries within milliseconds, so an outage costs a test no real wait. */
  private static AnswerWriter fastRetrying(AnswerStore store, Clock clock, int maxHeld) {
    return new AnswerWriter(
        store,
        100,
        clock,
        Duration.ofMillis(1),
        Duration.ofMillis(5),
        maxHeld,
        Duration.ofMillis(200));
  }

  /** A store that refuses every write while its switch is on, as a full disk does. */
  private static final class SwitchedStore implements AnswerStore {
    final RecordingStore stored = new RecordingStore();
    volatile boolean failing;
    final AtomicInteger refused = new AtomicInteger();
    // When set, the first refusal waits here until the test opens it (see holdFirstRefusal).
    volatile CountDownLatch firstRefusalEntered;
    volatile CountDownLatch firstRefusalRelease;

    /** The first refused write waits until {@code release} opens, so a test can queue more. */
    void holdFirstRefusal() {
      firstRefusalEntered = new CountDownLatch(1);
      firstRefusalRelease = new CountDownLatch(1);
    }

    @Override
    public void saveAll(List<StoredAnswer> writes) {
      if (failing) {
        if (refused.getAndIncrement() == 0 && firstRefusalRelease != null) {
          firstRefusalEntered.countDown();
          awaitLatch(firstRefusalRelease);
        }
        throw new StorageException(
            "cannot store " + writes.size() + " answers",
            new SQLException(
                "[SQLITE_FULL] Insertion failed because database is full (database or disk is"
                    + " full)",
                null,
                13));
      }
      stored.saveAll(writes);
    }

    @Override
    public List<StoredAnswer> answersOf(long roundId) {
      return List.of();
    }
  }

  @Test
  @DisplayName(
      "30 s of refused writes lose nothing: all stored once after it; one WARN naming the disk"
          + " full, one INFO with how long and how many were late")
  void outageOfThirtySecondsLosesNothing() {
    // GIVEN a writer whose storage refuses every write (a full disk) from now on
    TestClock clock = new TestClock(T);
    SwitchedStore store = new SwitchedStore();
    LogCapture logs = new LogCapture();
    logs.attach();
    try (AnswerWriter writer = fastRetrying(store, clock, 1_000)) {
      writer.start();
      writer.enqueue(write(1));
      writer.flush();
      store.holdFirstRefusal();
      store.failing = true;

      // WHEN 20 answers are graded during an outage of 30 s; all 20 are held before the writer
      // hears of the outage, so the count it reports does not depend on thread timing
      writer.enqueue(write(2));
      awaitLatch(store.firstRefusalEntered);
      for (long user = 3; user <= 21; user++) {
        writer.enqueue(write(user));
      }
      store.firstRefusalRelease.countDown();
      // the fourth attempt starts after the second refusal was logged: tried again and again
      Await.until(() -> store.refused.get() >= 4, Duration.ofSeconds(10), "four refused writes");
      assertThat(writer.flush(Duration.ofMillis(1))).isFalse();
      assertThat(writer.storageFailing()).isTrue();
      clock.advance(Duration.ofSeconds(30));
      store.failing = false;
      writer.flush();

      // THEN every answer is stored exactly once, in order, and the writer is healthy again
      assertThat(users(store.stored))
          .containsExactlyElementsOf(
              java.util.stream.LongStream.rangeClosed(1, 21).boxed().toList());
      assertThat(writer.storageFailing()).isFalse();
      assertThat(writer.failedAnswers()).isZero();
    } finally {
      logs.detach();
    }
    List<String> warns =
        logs.lines().stream()
            .filter(l -> l.startsWith("WARN") && l.contains("StorageOutage"))
            .toList();
    List<String> infos =
        logs.lines().stream()
            .filter(l -> l.startsWith("INFO") && l.contains("works again"))
            .toList();
    assertThat(warns).hasSize(1);
    assertThat(warns.get(0))
        .contains("the disk is full (SQLITE_FULL)")
        .contains("Holding 20 graded answer(s) in memory");
    assertThat(infos).hasSize(1);
    assertThat(infos.get(0)).contains("after 30.0 s: 20 answer(s) written late, none lost");
  }

  @Test
  @DisplayName("past the memory bound the writer has no room, and room again once storage is back")
  void memoryIsBounded() {
    SwitchedStore store = new SwitchedStore();
    store.failing = true;
    try (AnswerWriter writer = fastRetrying(store, new TestClock(T), 5)) {
      writer.start();
      for (long user = 1; user <= 5; user++) {
        assertThat(writer.hasRoom()).isTrue();
        writer.enqueue(write(user));
      }

      assertThat(writer.hasRoom()).isFalse();

      store.failing = false;
      writer.flush();
      assertThat(writer.hasRoom()).isTrue();
      assertThat(users(store.stored)).hasSize(5);
    }
  }

  @Test
  @DisplayName("at stop, answers storage still refuses are given up (lost) after the close wait")
  void closeGivesUpOnARefusingStorage() {
    SwitchedStore store = new SwitchedStore();
    store.failing = true;
    AnswerWriter writer = fastRetrying(store, new TestClock(T), 100);
    writer.start();
    long seq = writer.enqueue(write(1));

    long t0 = System.nanoTime();
    writer.close();

    assertThat(Duration.ofNanos(System.nanoTime() - t0)).isLessThan(Duration.ofSeconds(5));
    assertThat(writer.storage(seq)).isEqualTo(AnswerStorage.LOST);
    assertThat(writer.failedAnswers()).isEqualTo(1);
  }

  @Test
  @DisplayName(
      "answers that arrive while a commit runs are committed together in the next transaction")
  void arrivalsDuringACommitGoTogether() {
    // GIVEN a writer whose first commit is held inside the store
    CountDownLatch entered = new CountDownLatch(1);
    CountDownLatch release = new CountDownLatch(1);
    RecordingStore recorded = new RecordingStore();
    AnswerStore store =
        new AnswerStore() {
          @Override
          public void saveAll(List<StoredAnswer> writes) {
            if (entered.getCount() > 0) {
              entered.countDown();
              awaitLatch(release);
            }
            recorded.saveAll(writes);
          }

          @Override
          public List<StoredAnswer> answersOf(long roundId) {
            return List.of();
          }
        };
    try (AnswerWriter writer = new AnswerWriter(store, 1_000, Clock.systemUTC())) {
      writer.start();
      writer.enqueue(write(1));
      awaitLatch(entered);

      // WHEN 99 answers arrive while it is held (a reaction burst during a slow commit)
      for (long user = 2; user <= 100; user++) {
        writer.enqueue(write(user));
      }
      release.countDown();
      writer.flush();

      // THEN all are stored in order, in exactly two transactions: the held one and the rest
      assertThat(users(recorded))
          .containsExactlyElementsOf(
              java.util.stream.LongStream.rangeClosed(1, 100).boxed().toList());
      assertThat(recorded.batches).extracting(List::size).containsExactly(1, 99);
    }
  }

  @Test
  @DisplayName("closing stores what is still queued")
  void closeDrains() {
    RecordingStore store = new RecordingStore();
    AnswerWriter writer = new AnswerWriter(store, 100, Clock.systemUTC());
    writer.enqueue(write(1));
    writer.enqueue(write(2));

    writer.close();

    assertThat(users(store)).containsExactly(1L, 2L);
  }

  private static void awaitLatch(CountDownLatch latch) {
    try {
      assertThat(latch.await(10, TimeUnit.SECONDS)).as("latch opened").isTrue();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new AssertionError(e);
    }
  }
}
