package dev.quizbot.study;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** The pause a refit takes before each batch, on a clock the test moves (no real waiting). */
class ReviewLullTest {

  private static final long QUIET = TimeUnit.MILLISECONDS.toNanos(ReviewLull.QUIET_MILLIS);
  private static final long MAX_WAIT = TimeUnit.MILLISECONDS.toNanos(ReviewLull.MAX_WAIT_MILLIS);

  private long now = 1_000_000_000L;
  private final List<Long> sleeps = new ArrayList<>();
  private Runnable duringSleep = () -> {};
  private final ReviewLull lull =
      ReviewLull.on(
          () -> now,
          nanos -> {
            sleeps.add(nanos);
            now += nanos;
            duringSleep.run();
          });

  @Test
  void noReviewsNoWait() {
    lull.await();
    assertThat(sleeps).isEmpty();
  }

  @Test
  void waitsUntilReviewsHaveBeenQuietForTheQuietPeriod() {
    lull.noted();
    now += QUIET / 5;

    lull.await();

    assertThat(sleeps).containsExactly(QUIET - QUIET / 5);
    lull.await(); // quiet now: no second wait
    assertThat(sleeps).hasSize(1);
  }

  @Test
  void aReviewDuringTheWaitExtendsIt() {
    lull.noted();
    duringSleep =
        () -> {
          if (sleeps.size() == 1) {
            now -= QUIET / 2; // the review came half-way through the first sleep
            lull.noted();
            now += QUIET / 2;
          }
        };

    lull.await();

    assertThat(sleeps).containsExactly(QUIET, QUIET / 2);
  }

  @Test
  void constantReviewsHoldItAtMostTheLongestWait() {
    lull.noted();
    duringSleep = lull::noted; // a review stored during every sleep

    long start = now;
    lull.await();

    assertThat(now - start).isEqualTo(MAX_WAIT);
    assertThat(sleeps.stream().mapToLong(Long::longValue).sum()).isEqualTo(MAX_WAIT);
  }

  @Test
  void noneNeverWaits() {
    ReviewLull none = ReviewLull.none(); // its sleeper throws: any wait fails the test
    none.noted();
    none.await();
    none.noted();
    none.await();
  }
}
