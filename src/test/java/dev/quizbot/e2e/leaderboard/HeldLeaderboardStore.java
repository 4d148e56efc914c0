package dev.quizbot.e2e.leaderboard;

import dev.quizbot.leaderboard.ForwardingLeaderboardStore;
import dev.quizbot.leaderboard.LeaderboardStore;
import dev.quizbot.leaderboard.Period;
import dev.quizbot.leaderboard.PeriodWindow;
import java.time.Duration;
import java.time.ZoneId;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;

/**
 * Delegates to the real leaderboard store, but every board query waits until {@link #release}: a
 * large server's slow /leaderboard, held as long as the test needs. Each query entering the wait is
 * counted, so the test knows the command is inside its query.
 */
final class HeldLeaderboardStore extends ForwardingLeaderboardStore {
  /** A safety net: a test that forgets to release does not hang the bot's stop for ever. */
  private static final Duration MAX_HOLD = Duration.ofSeconds(30);

  private final CountDownLatch released = new CountDownLatch(1);
  private final Semaphore entered = new Semaphore(0);
  private volatile LeaderboardStore store;
  private volatile RuntimeException failure;

  /** For {@code AppBot.withLeaderboardStore}: wraps the bot's real store. */
  LeaderboardStore wrap(LeaderboardStore real) {
    store = real;
    return this;
  }

  /** Lets every held query (and every later one) go on. */
  void release() {
    released.countDown();
  }

  /** From now on every board query throws {@code bug} at once (a bug in the query code). */
  void failWith(RuntimeException bug) {
    failure = bug;
  }

  /** Waits until {@code count} board queries are held; fails the test after {@code timeout}. */
  void awaitHeld(int count, Duration timeout) throws InterruptedException {
    if (!entered.tryAcquire(count, timeout.toMillis(), TimeUnit.MILLISECONDS)) {
      throw new AssertionError(count + " board queries did not start within " + timeout);
    }
  }

  private void hold() {
    RuntimeException bug = failure;
    if (bug != null) {
      throw bug;
    }
    entered.release();
    try {
      if (!released.await(MAX_HOLD.toMillis(), TimeUnit.MILLISECONDS)) {
        throw new IllegalStateException("board query held longer than " + MAX_HOLD);
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while held", e);
    }
  }

  @Override
  public RankedSlice allTime(long guildId, int offset, int limit, long callerId) {
    hold();
    return store.allTime(guildId, offset, limit, callerId);
  }

  @Override
  public RankedSlice answersBetween(
      long guildId,
      long fromMillis,
      long toMillis,
      Optional<String> topic,
      int offset,
      int limit,
      long callerId) {
    hold();
    return store.answersBetween(guildId, fromMillis, toMillis, topic, offset, limit, callerId);
  }

  @Override
  public Optional<RankedSlice> periodTotals(
      long guildId,
      Period period,
      ZoneId zone,
      PeriodWindow window,
      int offset,
      int limit,
      long callerId) {
    hold();
    return store.periodTotals(guildId, period, zone, window, offset, limit, callerId);
  }

  @Override
  protected LeaderboardStore delegate() {
    return store;
  }
}
