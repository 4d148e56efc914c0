package dev.quizbot.discord;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

final class TickerTest {

  @Test
  @DisplayName("tickOnlyWhenAsked returns after the tick under way: it never sees a later move")
  void tickOnlyWhenAskedWaitsForTheTickUnderWay() throws Exception {
    CountDownLatch started = new CountDownLatch(1);
    CountDownLatch release = new CountDownLatch(1);
    AtomicBoolean moved = new AtomicBoolean(); // stands for a test's clock moved past a deadline
    List<Boolean> seen = new CopyOnWriteArrayList<>();
    Ticker<Integer> ticker =
        new Ticker<>(
            "test",
            Duration.ofHours(1),
            () -> {
              started.countDown();
              awaitQuietly(release);
              seen.add(moved.get());
              return 0;
            });
    try {
      ticker.start(); // its first tick runs at once, and waits for release
      started.await();
      Thread test =
          new Thread(
              () -> {
                ticker.tickOnlyWhenAsked();
                moved.set(true);
              });
      test.start();
      // Either it returned (the tick still held) or it waits for the tick: release it then.
      while (test.isAlive() && test.getState() != Thread.State.WAITING) {
        Thread.onSpinWait();
      }
      release.countDown();
      test.join();
      assertThat(seen).containsExactly(false);
      assertThat(moved).isTrue();
    } finally {
      release.countDown();
      ticker.close();
    }
  }

  private static void awaitQuietly(CountDownLatch latch) {
    try {
      latch.await();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
