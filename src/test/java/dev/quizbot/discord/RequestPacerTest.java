package dev.quizbot.discord;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.discord.RequestPacer.Kind;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

final class RequestPacerTest {
  private static final long SECOND = TimeUnit.SECONDS.toNanos(1);

  // The time each grant was judged at: the pacer's thread reads it just before it completes the
  // permit, and the permit's callback runs right after on that thread.
  private final ThreadLocal<Long> lastRead = new ThreadLocal<>();
  private final RequestPacer pacer =
      new RequestPacer(
          20,
          () -> {
            long now = System.nanoTime();
            lastRead.set(now);
            return now;
          });

  @AfterEach
  void stop() {
    pacer.close();
  }

  @Test
  @DisplayName("No sliding second hands out more permits than the rate")
  void noSecondHandsOutMoreThanTheRate() {
    // GIVEN 30 requests asked for at once, at 20 per second
    ConcurrentLinkedQueue<Long> grantedAt = new ConcurrentLinkedQueue<>();
    List<CompletableFuture<Void>> permits = new ArrayList<>();
    synchronized (pacer) { // no grant before every callback is attached (on the pacer's thread)
      for (int i = 0; i < 30; i++) {
        permits.add(pacer.acquire(Kind.DAILY).thenRun(() -> grantedAt.add(lastRead.get())));
      }
    }

    // WHEN they are all granted
    CompletableFuture.allOf(permits.toArray(CompletableFuture[]::new)).join();

    // THEN, at the times the grants were judged, no sliding second holds more than 20 and they
    // come spaced out, not in a burst
    List<Long> times = new ArrayList<>(grantedAt);
    assertThat(times).hasSize(30).doesNotContainNull();
    times.sort(null);
    for (int i = 0; i + 20 < times.size(); i++) {
      assertThat(times.get(i + 20) - times.get(i)).isGreaterThanOrEqualTo(SECOND);
    }
    assertThat(times.get(times.size() - 1) - times.get(0))
        .as("30 permits at 20/s span at least 1 s")
        .isGreaterThanOrEqualTo(SECOND);
  }

  @Test
  @DisplayName("Waiting permits are served reveals first, then restart reads, then daily posts")
  void servedByKind() {
    // GIVEN a backlog of daily posts and restart reads, queued while the pacer's thread cannot
    // grant (it needs the pacer's lock, held here)
    ConcurrentLinkedQueue<String> order = new ConcurrentLinkedQueue<>();
    List<CompletableFuture<Void>> permits = new ArrayList<>();
    synchronized (pacer) {
      for (int i = 0; i < 5; i++) {
        String daily = "daily-" + i;
        permits.add(pacer.acquire(Kind.DAILY).thenRun(() -> order.add(daily)));
      }
      for (int i = 0; i < 3; i++) {
        String read = "read-" + i;
        permits.add(pacer.acquire(Kind.RECOVERY_READ).thenRun(() -> order.add(read)));
      }

      // WHEN a reveal asks while that backlog waits
      permits.add(pacer.acquire(Kind.REVEAL).thenRun(() -> order.add("reveal")));
    }
    CompletableFuture.allOf(permits.toArray(CompletableFuture[]::new)).join();

    // THEN the reveal comes first, then the reads, then the daily posts in their order
    assertThat(order)
        .containsExactly(
            "reveal", "read-0", "read-1", "read-2", "daily-0", "daily-1", "daily-2", "daily-3",
            "daily-4");
  }

  @Test
  @DisplayName("drainAndClose paces then releases reveals, and fails reads and daily posts at once")
  void drainAndCloseReleasesRevealsAndFailsTheRest() throws Exception {
    // GIVEN 2 requests per second, with 6 reveals, 2 reads and 3 daily posts waiting
    RequestPacer slow = new RequestPacer(2);
    List<CompletableFuture<Void>> reveals = new ArrayList<>();
    List<CompletableFuture<Void>> others = new ArrayList<>();
    for (int i = 0; i < 6; i++) {
      reveals.add(slow.acquire(Kind.REVEAL));
    }
    for (int i = 0; i < 2; i++) {
      others.add(slow.acquire(Kind.RECOVERY_READ));
    }
    for (int i = 0; i < 3; i++) {
      others.add(slow.acquire(Kind.DAILY));
    }

    // WHEN the bot stops with 300 ms of patience
    long start = System.nanoTime();
    int unpaced = slow.drainAndClose(Duration.ofMillis(300));

    // THEN within about that time every reveal is granted, the last ones without pace; the reads
    // and daily posts fail as "stopping" (so their callers record it); later asks are settled the
    // same way at once
    // (pacing all six would take 2.5 s; the bound leaves a loaded machine 1.7 s of stalls)
    assertThat(System.nanoTime() - start).isLessThan(2 * SECOND);
    assertThat(reveals).allMatch(p -> p.isDone() && !p.isCompletedExceptionally());
    assertThat(unpaced).isBetween(4, 6); // 6 if a loaded machine delays even the first permit
    assertThat(others).allSatisfy(p -> assertThat(p).failsWithin(Duration.ZERO));
    assertThat(others.get(0).handle((ok, error) -> error).join())
        .isInstanceOf(CancellationException.class);
    assertThat(slow.acquire(Kind.REVEAL)).isCompleted();
    assertThat(slow.acquire(Kind.DAILY)).isCompletedExceptionally();
  }

  @Test
  @DisplayName("close fails every waiting permit, reveals included, rather than leaving it pending")
  void closeFailsEverything() {
    // GIVEN a slow pacer with permits of every kind waiting
    RequestPacer slow = new RequestPacer(1);
    List<CompletableFuture<Void>> permits = new ArrayList<>();
    for (Kind kind : Kind.values()) {
      permits.add(slow.acquire(kind));
      permits.add(slow.acquire(kind));
    }

    // WHEN it is closed at once (a start-up that failed)
    slow.close();

    // THEN every permit is settled: granted before the close, or failed as "stopping"
    assertThat(permits).allMatch(CompletableFuture::isDone);
    assertThat(permits.stream().filter(CompletableFuture::isCompletedExceptionally).count())
        .isGreaterThanOrEqualTo(permits.size() - 1);
  }
}
