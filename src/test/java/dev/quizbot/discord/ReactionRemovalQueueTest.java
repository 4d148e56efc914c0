package dev.quizbot.discord;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.discord.ReactionRemovalQueue.Removal;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
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
                }));
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
              }));
      queue.submit(
          new Removal(
              10,
              2,
              () -> {
                attempted.add(2L);
                return CompletableFuture.completedFuture(null);
              }));
      queue.drainAndClose(Duration.ofSeconds(5));
      assertThat(queue.pendingCount()).isZero();
    }
    assertThat(attempted).containsExactly(1L, 2L);
  }
}
