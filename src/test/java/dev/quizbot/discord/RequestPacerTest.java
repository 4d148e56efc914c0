package dev.quizbot.discord;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class RequestPacerTest {
  private static final long SECOND = TimeUnit.SECONDS.toNanos(1);

  private final RequestPacer pacer = new RequestPacer(20);

  @AfterEach
  void stop() {
    pacer.close();
  }

  @Test
  void noSecondHandsOutMoreThanTheRate() {
    // GIVEN 30 requests asked for at once, at 20 per second
    ConcurrentLinkedQueue<Long> grantedAt = new ConcurrentLinkedQueue<>();
    List<CompletableFuture<Void>> permits = new ArrayList<>();
    for (int i = 0; i < 30; i++) {
      permits.add(pacer.acquire().thenRun(() -> grantedAt.add(System.nanoTime())));
    }

    // WHEN they are all granted
    CompletableFuture.allOf(permits.toArray(CompletableFuture[]::new)).join();

    // THEN no sliding second holds more than 20 and they come spaced out, not in a burst (the
    // times are taken in the callbacks, so a thread that stalls may shift one a little)
    List<Long> times = new ArrayList<>(grantedAt);
    times.sort(null);
    long slack = TimeUnit.MILLISECONDS.toNanos(40);
    for (int i = 0; i + 20 < times.size(); i++) {
      assertThat(times.get(i + 20) - times.get(i)).isGreaterThanOrEqualTo(SECOND - slack);
    }
    assertThat(times.get(times.size() - 1) - times.get(0))
        .as("30 permits at 20/s span at least 1 s")
        .isGreaterThanOrEqualTo(SECOND - slack);
  }

  @Test
  void urgentPermitsGoBeforeWaitingOrdinaryOnes() {
    // GIVEN a backlog of ordinary permits (a daily fan-out)
    ConcurrentLinkedQueue<String> order = new ConcurrentLinkedQueue<>();
    List<CompletableFuture<Void>> permits = new ArrayList<>();
    for (int i = 0; i < 10; i++) {
      String name = "daily-" + i;
      permits.add(pacer.acquire().thenRun(() -> order.add(name)));
    }

    // WHEN a reveal asks while that backlog waits
    permits.add(pacer.acquireUrgent().thenRun(() -> order.add("reveal")));
    CompletableFuture.allOf(permits.toArray(CompletableFuture[]::new)).join();

    // THEN the reveal is among the first two granted (the first daily one may already be out)
    assertThat(new ArrayList<>(order).indexOf("reveal")).isLessThanOrEqualTo(1);
    assertThat(order).hasSize(11);
  }

  @Test
  void drainAndCloseReleasesUrgentPermitsAndDropsOrdinaryOnes() throws Exception {
    // GIVEN 2 requests per second, with 6 urgent and 3 ordinary permits waiting
    RequestPacer slow = new RequestPacer(2);
    List<CompletableFuture<Void>> urgent = new ArrayList<>();
    List<CompletableFuture<Void>> ordinary = new ArrayList<>();
    for (int i = 0; i < 6; i++) {
      urgent.add(slow.acquireUrgent());
    }
    for (int i = 0; i < 3; i++) {
      ordinary.add(slow.acquire());
    }

    // WHEN the bot stops with 300 ms of patience
    long start = System.nanoTime();
    int unpaced = slow.drainAndClose(Duration.ofMillis(300));

    // THEN within about that time every urgent permit is granted, the last ones without pace,
    // and no ordinary one is; an urgent permit asked for afterwards is granted at once
    assertThat(System.nanoTime() - start).isLessThan(SECOND);
    assertThat(urgent).allMatch(CompletableFuture::isDone);
    assertThat(unpaced).isBetween(4, 6); // 6 if a loaded machine delays even the first permit
    Thread.sleep(100);
    assertThat(ordinary).noneMatch(CompletableFuture::isDone);
    assertThat(slow.acquireUrgent()).isDone();
    assertThat(slow.acquire()).isNotDone();
  }
}
