package dev.quizbot.discord;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

final class CommandExecutorTest {
  private final CommandExecutor executor = new CommandExecutor(1, 2);
  private final CountDownLatch release = new CountDownLatch(1);
  private final CountDownLatch started = new CountDownLatch(1);

  @AfterEach
  void stop() {
    release.countDown();
    executor.close();
  }

  private void holdTheWorker() throws InterruptedException {
    executor.reserve().orElseThrow().run(this::heldWork, () -> {});
    assertThat(started.await(10, TimeUnit.SECONDS)).isTrue();
  }

  private void heldWork() {
    started.countDown();
    try {
      release.await(10, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  @Test
  @DisplayName(
      "a place reserved while a worker is free does not wait; one behind a busy worker does")
  void waitsOnlyBehindBusyWorkers() throws InterruptedException {
    // GIVEN one worker
    // WHEN the first place is reserved, THEN it starts at once
    Optional<CommandExecutor.Place> first = executor.reserve();
    assertThat(first).hasValueSatisfying(p -> assertThat(p.waits()).isFalse());
    first.get().run(this::heldWork, () -> {});
    assertThat(started.await(10, TimeUnit.SECONDS)).isTrue();

    // WHEN a second one is reserved while the worker runs the first, THEN it waits
    assertThat(executor.reserve()).hasValueSatisfying(p -> assertThat(p.waits()).isTrue());
  }

  @Test
  @DisplayName("beyond the workers and the queue, no place is given")
  void fullIsRefused() throws InterruptedException {
    // GIVEN the one worker busy and both queue places taken
    holdTheWorker();
    executor.reserve().orElseThrow().run(() -> {}, () -> {});
    executor.reserve().orElseThrow().run(() -> {}, () -> {});

    // WHEN one more command comes / THEN it is refused
    assertThat(executor.reserve()).isEmpty();
  }

  @Test
  @DisplayName("a place given back unused can be reserved again")
  void givenBackPlaceIsFreeAgain() throws InterruptedException {
    // GIVEN the one worker busy and the queue full but for one place, reserved and not run
    holdTheWorker();
    executor.reserve().orElseThrow().run(() -> {}, () -> {});
    CommandExecutor.Place last = executor.reserve().orElseThrow();
    assertThat(executor.reserve()).isEmpty();

    // WHEN that place is given back / THEN another command gets it
    last.giveBack();
    assertThat(executor.reserve()).isPresent();
  }

  @Test
  @DisplayName("a command still waiting at the stop is not run but answered through notRun")
  void waitingAtStopIsAnsweredNotRun() throws InterruptedException {
    // GIVEN the worker busy and one command waiting
    holdTheWorker();
    List<String> happened = new ArrayList<>();
    executor
        .reserve()
        .orElseThrow()
        .run(
            () -> happened.add("ran"),
            () -> {
              happened.add("told restarting");
              // Only now may the running command end, so the waiting one cannot start first.
              release.countDown();
            });

    // WHEN the executor stops while the worker still runs
    int skipped = executor.drainAndClose(Duration.ofSeconds(10));

    // THEN the waiting command was answered instead of run
    assertThat(happened).containsExactly("told restarting");
    assertThat(skipped).isEqualTo(1);
  }

  @Test
  @DisplayName("a command handed over after the stop is answered through notRun")
  void afterStopIsAnsweredNotRun() {
    // GIVEN a place reserved just before the stop
    CommandExecutor.Place place = executor.reserve().orElseThrow();
    executor.close();
    List<String> happened = new ArrayList<>();

    // WHEN its command is handed over
    place.run(() -> happened.add("ran"), () -> happened.add("told restarting"));

    // THEN it is answered, not run
    assertThat(happened).containsExactly("told restarting");
  }
}
