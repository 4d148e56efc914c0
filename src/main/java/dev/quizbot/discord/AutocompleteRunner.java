package dev.quizbot.discord;

import java.time.Duration;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.RejectedExecutionHandler;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Runs autocompletes on a thread of their own, off JDA's event thread (which also grades
 * reactions): some read the database (a server's decks), and a database in trouble makes a read
 * wait seconds. Only the newest keystrokes matter, so when {@code waiting} are queued the oldest is
 * answered with no choices to make room; one that waited past {@code maxWait} is answered the same
 * way, as Discord would refuse its choices after its 3 s anyway. Waits are measured from when the
 * event reached us, on this machine's monotonic clock, so a host clock off from Discord's changes
 * nothing.
 */
public final class AutocompleteRunner implements AutoCloseable {
  private static final Logger log = LoggerFactory.getLogger(AutocompleteRunner.class);

  /** Most autocompletes waiting at once (a dozen members typing). */
  public static final int DEFAULT_WAITING = 16;

  /** Discord allows 3 s; after 2 s waiting, there is no time left to look anything up. */
  public static final Duration DEFAULT_MAX_WAIT = Duration.ofSeconds(2);

  private final ThreadPoolExecutor pool;
  private final long maxWaitNanos;
  private final LongSupplier nanoTime;

  public AutocompleteRunner(int waiting, Duration maxWait) {
    this(waiting, maxWait, System::nanoTime);
  }

  /** With {@code nanoTime} standing in for {@link System#nanoTime} (a test moves it). */
  AutocompleteRunner(int waiting, Duration maxWait, LongSupplier nanoTime) {
    this.nanoTime = nanoTime;
    if (waiting < 1) {
      throw new IllegalArgumentException("waiting must be >= 1");
    }
    this.maxWaitNanos = maxWait.toNanos();
    this.pool =
        new ThreadPoolExecutor(
            1,
            1,
            0,
            TimeUnit.MILLISECONDS,
            new ArrayBlockingQueue<>(waiting),
            DaemonThreads.named("autocomplete", false),
            new PushOutOldest());
    // Started now: a full queue is handed its jobs by PushOutOldest, which starts no thread.
    pool.prestartAllCoreThreads();
  }

  /**
   * On the event thread: runs {@code answer} on the autocomplete thread, or {@code empty} (no
   * choices) when it is pushed out, waited too long, or the runner has stopped.
   */
  public void submit(Runnable answer, Runnable empty) {
    pool.execute(new Job(answer, empty, nanoTime.getAsLong()));
  }

  /**
   * Stops at once; autocompletes still waiting get no choices (JDA runs a while longer: without an
   * answer the member would read "Loading options failed").
   */
  @Override
  public void close() {
    for (Runnable waiting : pool.shutdownNow()) {
      ((Job) waiting).answerEmpty();
    }
  }

  private final class Job implements Runnable {
    private final Runnable answer;
    private final Runnable empty;
    private final long arrived;

    Job(Runnable answer, Runnable empty, long arrived) {
      this.answer = answer;
      this.empty = empty;
      this.arrived = arrived;
    }

    @Override
    public void run() {
      try {
        if (nanoTime.getAsLong() - arrived > maxWaitNanos) {
          empty.run();
        } else {
          answer.run();
        }
      } catch (RuntimeException e) {
        // The answer catches its own failures; this keeps the thread for the next keystroke.
        log.error("autocomplete failed", e);
      }
    }

    void answerEmpty() {
      try {
        empty.run();
      } catch (RuntimeException e) {
        log.error("answering an autocomplete with no choices failed", e);
      }
    }
  }

  /** Full: the oldest waiting job gets no choices and the new one takes its place. */
  private static final class PushOutOldest implements RejectedExecutionHandler {
    @Override
    public void rejectedExecution(Runnable job, ThreadPoolExecutor pool) {
      if (pool.isShutdown()) {
        ((Job) job).answerEmpty();
        return;
      }
      BlockingQueue<Runnable> queue = pool.getQueue();
      Runnable oldest = queue.poll();
      if (oldest != null) {
        ((Job) oldest).answerEmpty();
      }
      if (!queue.offer(job)) {
        ((Job) job).answerEmpty(); // another producer took the freed place: rare, and harmless
      } else if (pool.isShutdown() && queue.remove(job)) {
        ((Job) job).answerEmpty(); // closed meanwhile: nothing reads the queue any more
      }
    }
  }
}
