package dev.quizbot.discord;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.discord.ReactionRemovalQueue.Removal;
import dev.quizbot.round.AnswerStorage;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

final class ReactionRemovalQueueTest {

  private record Sent(long userId, long atNanos) {}

  @Test
  @DisplayName("removals in one channel are sent in order and spaced by the interval")
  void pacesOneChannel() {
    List<Sent> sent = new CopyOnWriteArrayList<>();
    try (ReactionRemovalQueue queue = new ReactionRemovalQueue(Duration.ofMillis(100))) {
      // GIVEN three removals in one channel
      for (long user = 1; user <= 3; user++) {
        long u = user;
        queue.submit(
            new Removal(
                10,
                u,
                () -> {
                  sent.add(new Sent(u, System.nanoTime()));
                  return CompletableFuture.completedFuture(null);
                },
                () -> AnswerStorage.STORED,
                Runnable::run));
      }
      // WHEN the queue drains
      queue.drainAndClose(Duration.ofSeconds(5));
    }
    // THEN all were sent, in order, never closer than the interval
    assertThat(sent).extracting(Sent::userId).containsExactly(1L, 2L, 3L);
    for (int i = 1; i < sent.size(); i++) {
      assertThat(sent.get(i).atNanos() - sent.get(i - 1).atNanos())
          .isGreaterThanOrEqualTo(Duration.ofMillis(100).toNanos());
    }
  }

  @Test
  @DisplayName("a removal handed over after the stop closed the queue is dropped, not thrown")
  void afterCloseTheReactionStays() {
    List<Long> attempted = new CopyOnWriteArrayList<>();
    ReactionRemovalQueue queue = new ReactionRemovalQueue(Duration.ofMillis(1));
    queue.drainAndClose(Duration.ofSeconds(5));

    queue.submit(recording(1, attempted, AnswerStorage.STORED));

    assertThat(attempted).isEmpty();
    assertThat(queue.pendingCount()).isZero();
  }

  @Test
  @DisplayName("a failed removal does not stop the ones behind it")
  void failureDoesNotBlock() {
    List<Long> attempted = new CopyOnWriteArrayList<>();
    try (ReactionRemovalQueue queue = new ReactionRemovalQueue(Duration.ofMillis(1))) {
      queue.submit(
          new Removal(
              10,
              1,
              () -> {
                attempted.add(1L);
                return CompletableFuture.failedFuture(
                    new IllegalStateException("Missing permission"));
              },
              () -> AnswerStorage.STORED,
              Runnable::run));
      queue.submit(recording(2, attempted, AnswerStorage.STORED));
      queue.drainAndClose(Duration.ofSeconds(5));
      assertThat(queue.pendingCount()).isZero();
    }
    assertThat(attempted).containsExactly(1L, 2L);
  }

  @Test
  @DisplayName("a reaction is removed only once its answer is stored")
  void waitsForStorage() throws Exception {
    AtomicReference<AnswerStorage> storage = new AtomicReference<>(AnswerStorage.PENDING);
    AtomicReference<Runnable> settled = new AtomicReference<>();
    CountDownLatch sent = new CountDownLatch(1);
    try (ReactionRemovalQueue queue = new ReactionRemovalQueue(Duration.ofMillis(1))) {
      // GIVEN a removal whose answer is still being committed
      queue.submit(
          new Removal(
              10,
              1,
              () -> {
                sent.countDown();
                return CompletableFuture.completedFuture(null);
              },
              storage::get,
              settled::set));

      // THEN nothing is sent while it is pending: the queue waits for the writer's signal
      await(() -> settled.get() != null, "the queue to ask for the settled signal");
      assertThat(sent.getCount()).isOne();

      // WHEN the answer is committed and the writer signals it THEN the removal goes out
      storage.set(AnswerStorage.STORED);
      settled.get().run();
      assertThat(sent.await(5, TimeUnit.SECONDS)).isTrue();
    }
  }

  @Test
  @DisplayName("a reaction whose answer could not be stored stays, and the queue goes on")
  void lostAnswerKeepsReaction() {
    List<Long> attempted = new CopyOnWriteArrayList<>();
    try (ReactionRemovalQueue queue = new ReactionRemovalQueue(Duration.ofMillis(1))) {
      // GIVEN a removal whose answer's batch was dropped, then an ordinary one
      queue.submit(recording(1, attempted, AnswerStorage.LOST));
      queue.submit(recording(2, attempted, AnswerStorage.STORED));

      // WHEN the queue drains
      queue.drainAndClose(Duration.ofSeconds(5));

      // THEN only the stored answer's reaction was removed
      assertThat(queue.pendingCount()).isZero();
    }
    assertThat(attempted).containsExactly(2L);
  }

  /** A removal in channel 10 that notes its member in {@code attempted} and succeeds. */
  private static Removal recording(long user, List<Long> attempted, AnswerStorage answer) {
    return new Removal(
        10,
        user,
        () -> {
          attempted.add(user);
          return CompletableFuture.completedFuture(null);
        },
        () -> answer,
        Runnable::run);
  }

  private static void await(java.util.function.BooleanSupplier condition, String what) {
    long deadline = System.nanoTime() + Duration.ofSeconds(5).toNanos();
    while (!condition.getAsBoolean()) {
      assertThat(System.nanoTime()).as("waiting for " + what).isLessThan(deadline);
      Thread.onSpinWait();
    }
  }
}
