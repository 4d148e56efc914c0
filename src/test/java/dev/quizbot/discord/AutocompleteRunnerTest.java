package dev.quizbot.discord;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.testing.Await;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

final class AutocompleteRunnerTest {
  private static final Duration LONG = Duration.ofMinutes(5);

  private final CountDownLatch release = new CountDownLatch(1);
  private final CountDownLatch started = new CountDownLatch(1);
  private final List<String> answered = new CopyOnWriteArrayList<>();
  private AutocompleteRunner runner;

  @AfterEach
  void stop() {
    release.countDown();
    if (runner != null) {
      runner.close();
    }
  }

  /** Occupies the runner's one thread until {@link #release} opens. */
  private void holdTheThread() throws InterruptedException {
    runner.submit(
        () -> {
          started.countDown();
          await(release);
        },
        () -> answered.add("held: no choices"));
    assertThat(started.await(10, TimeUnit.SECONDS)).isTrue();
  }

  private void submit(String name) {
    runner.submit(() -> answered.add(name + ": choices"), () -> answered.add(name + ": none"));
  }

  /** Queued after everything before it, so when it runs the others have run. */
  private void awaitEverythingBefore() throws InterruptedException {
    CountDownLatch done = new CountDownLatch(1);
    runner.submit(done::countDown, done::countDown);
    assertThat(done.await(10, TimeUnit.SECONDS)).isTrue();
  }

  @Test
  @DisplayName("an autocomplete runs on the runner's own thread, never the caller's")
  void runsOffTheCallersThread() throws InterruptedException {
    runner = new AutocompleteRunner(4, LONG);
    CountDownLatch ran = new CountDownLatch(1);
    List<Thread> threads = new CopyOnWriteArrayList<>();
    runner.submit(
        () -> {
          threads.add(Thread.currentThread());
          ran.countDown();
        },
        () -> {});

    assertThat(ran.await(10, TimeUnit.SECONDS)).isTrue();
    assertThat(threads).singleElement().isNotSameAs(Thread.currentThread());
    assertThat(threads.get(0).getName()).isEqualTo("autocomplete");
    assertThat(threads.get(0).isDaemon()).isTrue();
  }

  @Test
  @DisplayName(
      "while the thread is held, a full queue answers its oldest with no choices, and the newest"
          + " keystrokes get their choices once it is free")
  void fullQueuePushesOutTheOldest() throws InterruptedException {
    // GIVEN a runner whose thread is held, with room for two waiting
    runner = new AutocompleteRunner(2, LONG);
    holdTheThread();

    // WHEN four keystrokes arrive
    submit("a");
    submit("b");
    submit("c");
    submit("d");

    // THEN the two oldest were answered with no choices at once, on the caller's thread
    assertThat(answered).containsExactly("a: none", "b: none");

    // AND once the thread is free the two newest get their choices, in order (waiting for the
    // four answers: one more job would push out "c")
    release.countDown();
    Await.until(() -> answered.size() == 4, Duration.ofSeconds(10), "four answers");
    assertThat(answered).containsExactly("a: none", "b: none", "c: choices", "d: choices");
  }

  @Test
  @DisplayName("one that waited past the limit is answered with no choices, not looked up")
  void staleOneGetsNoChoices() throws InterruptedException {
    // GIVEN a runner allowing 2 s of wait on a clock the test moves, its thread held
    AtomicLong now = new AtomicLong();
    runner = new AutocompleteRunner(4, Duration.ofSeconds(2), now::get);
    holdTheThread();

    // WHEN a keystroke waits 2 s and 1 ns behind it, and the next one exactly 2 s
    submit("late");
    now.addAndGet(1);
    submit("in time");
    now.addAndGet(Duration.ofSeconds(2).toNanos());
    release.countDown();
    awaitEverythingBefore();

    // THEN the late one gets no choices, the one in time its choices
    assertThat(answered).containsExactly("late: none", "in time: choices");
  }

  @Test
  @DisplayName("a failing autocomplete does not stop the thread: the next one is answered")
  void failureKeepsTheThread() throws InterruptedException {
    runner = new AutocompleteRunner(4, LONG);
    runner.submit(
        () -> {
          throw new IllegalStateException("made-up bug");
        },
        () -> {});
    submit("next");
    awaitEverythingBefore();

    assertThat(answered).containsExactly("next: choices");
  }

  @Test
  @DisplayName("close answers the autocompletes still waiting with no choices")
  void closeAnswersTheWaiting() throws InterruptedException {
    // GIVEN two keystrokes waiting behind a held thread
    runner = new AutocompleteRunner(4, LONG);
    holdTheThread();
    submit("a");
    submit("b");

    // WHEN the runner closes THEN both are answered with no choices, at once
    runner.close();
    assertThat(answered).containsExactly("a: none", "b: none");
  }

  @Test
  @DisplayName("after close, an autocomplete is answered with no choices at once")
  void closedAnswersEmpty() {
    runner = new AutocompleteRunner(4, LONG);
    runner.close();

    submit("after stop");

    assertThat(answered).containsExactly("after stop: none");
  }

  private static void await(CountDownLatch latch) {
    try {
      latch.await(10, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
