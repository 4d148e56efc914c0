package dev.quizbot.discord;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.Semaphore;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The few threads that run the slash commands which read the database or draw ({@link
 * QueuedSlashCommand}), so that JDA's one event thread, which also turns reactions into graded
 * answers, never waits for a board query or a chart. Bounded: at most {@code workers} commands run
 * and {@code queued} wait; beyond that {@link #reserve} says no and the member is told to retry.
 *
 * <p>The places are counted by a semaphore taken on the event thread before anything is sent to
 * Discord, so whether a command will wait, or is refused, is known before the interaction is
 * acknowledged.
 */
public final class CommandExecutor implements AutoCloseable {
  private static final Logger log = LoggerFactory.getLogger(CommandExecutor.class);

  /** Two: the machine the bot is sized for has two cores, and SQLite reads in parallel. */
  public static final int DEFAULT_WORKERS = 2;

  /** Enough for a busy server's members asking at once; a flood beyond it is told to retry. */
  public static final int DEFAULT_QUEUED = 16;

  private final int workers;
  private final Semaphore places;
  private final AtomicInteger admitted = new AtomicInteger();
  private final ThreadPoolExecutor pool;
  private final ScheduledThreadPoolExecutor timer;
  private volatile boolean interrupting;

  // How long the stop waits, after interrupting, for the cut-off commands' "restarting" answers.
  private static final Duration ANSWER_AFTER_INTERRUPT = Duration.ofSeconds(1);

  public CommandExecutor(int workers, int queued) {
    if (workers < 1 || queued < 0) {
      throw new IllegalArgumentException("workers must be >= 1 and queued >= 0");
    }
    this.workers = workers;
    this.places = new Semaphore(workers + queued);
    this.pool =
        new ThreadPoolExecutor(
            workers,
            workers,
            0,
            TimeUnit.MILLISECONDS,
            // Unbounded on its own; the semaphore is the bound.
            new LinkedBlockingQueue<>(),
            DaemonThreads.named("slash-command", true));
    pool.prestartAllCoreThreads();
    this.timer =
        new ScheduledThreadPoolExecutor(1, DaemonThreads.named("slash-command-timer", false));
    // Most timers are cancelled (the command answered in time): do not keep them queued.
    timer.setRemoveOnCancelPolicy(true);
  }

  /**
   * Runs {@code action} after {@code delay} on a timer thread unless cancelled first; after the
   * stop, never. Used to acknowledge an interaction whose command runs longer than expected.
   */
  public Runnable after(Duration delay, Runnable action) {
    try {
      ScheduledFuture<?> scheduled = timer.schedule(action, delay.toNanos(), TimeUnit.NANOSECONDS);
      return () -> scheduled.cancel(false);
    } catch (RejectedExecutionException stopped) {
      return () -> {};
    }
  }

  /** A place for one command, or empty when every worker is busy and the queue is full. */
  public Optional<Place> reserve() {
    if (!places.tryAcquire()) {
      return Optional.empty();
    }
    boolean waits = admitted.incrementAndGet() > workers;
    return Optional.of(new Place(waits));
  }

  /** One reserved place: run it exactly once. */
  public final class Place {
    private final boolean waits;
    private boolean used;

    private Place(boolean waits) {
      this.waits = waits;
    }

    /** True when every worker was busy at reservation: the command will wait in the queue. */
    public boolean waits() {
      return waits;
    }

    /**
     * Runs {@code work} on a worker. When the executor stops before it started (or has stopped),
     * {@code notRun} runs instead, on the stopping thread, so the member is answered anyway.
     */
    public void run(Runnable work, Runnable notRun) {
      if (used) {
        throw new IllegalStateException("a place runs one command");
      }
      used = true;
      QueuedWork queued = new QueuedWork(work, notRun);
      try {
        pool.execute(queued);
      } catch (RejectedExecutionException stopped) {
        queued.skip();
      }
    }

    /** Gives the place back unused (handing the command over failed before it could run). */
    public void giveBack() {
      if (used) {
        throw new IllegalStateException("a place runs one command");
      }
      used = true;
      release();
    }
  }

  /** Work with its place; the place is given back whether it ran or was skipped. */
  private final class QueuedWork implements Runnable {
    private final Runnable work;
    private final Runnable notRun;

    QueuedWork(Runnable work, Runnable notRun) {
      this.work = work;
      this.notRun = notRun;
    }

    @Override
    public void run() {
      try {
        work.run();
      } catch (RuntimeException e) {
        // The work reports its own failures; this only keeps the worker alive on a bug there.
        log.error("a queued slash command failed", e);
      } finally {
        release();
      }
    }

    void skip() {
      try {
        notRun.run();
      } catch (RuntimeException e) {
        log.error("answering a slash command the stop cut off failed", e);
      } finally {
        release();
      }
    }
  }

  private void release() {
    admitted.decrementAndGet();
    places.release();
  }

  /**
   * True when {@code failure}, thrown by a command on this worker, comes from the stop's interrupt
   * (the stop interrupted the running commands, and this thread is interrupted or the failure was
   * caused by the interrupt): the command was cut off, not broken, and its member is told the bot
   * is restarting instead of "something went wrong". Any other failure stays an ERROR.
   */
  public boolean interruptedByStop(Throwable failure) {
    return interrupting && (Thread.currentThread().isInterrupted() || causedByInterrupt(failure));
  }

  private static boolean causedByInterrupt(Throwable failure) {
    for (Throwable t = failure; t != null; t = t.getCause()) {
      // Not InterruptedIOException: its SocketTimeoutException is a database timing out, a
      // failure to report as one even during the stop.
      if (t instanceof InterruptedException
          || t instanceof java.nio.channels.ClosedByInterruptException) {
        return true;
      }
    }
    return false;
  }

  /**
   * Stops: commands still waiting are skipped at once (their {@code notRun} answers the member),
   * running ones get up to {@code grace} to finish, then are interrupted.
   *
   * @return how many waiting commands were skipped
   */
  public int drainAndClose(Duration grace) {
    pool.shutdown();
    List<Runnable> waiting = new ArrayList<>();
    pool.getQueue().drainTo(waiting);
    for (Runnable task : waiting) {
      ((QueuedWork) task).skip();
    }
    // Part of the grace is kept for the interrupted commands' "restarting" answers, so that the
    // whole stays within what the caller gave (QuizbotApp splits shutdown.grace).
    Duration answerWait =
        ANSWER_AFTER_INTERRUPT.compareTo(grace.dividedBy(2)) < 0
            ? ANSWER_AFTER_INTERRUPT
            : grace.dividedBy(2);
    try {
      if (!pool.awaitTermination(grace.minus(answerWait).toNanos(), TimeUnit.NANOSECONDS)) {
        log.warn(
            "stopping: slash command(s) still running after {} ms",
            grace.minus(answerWait).toMillis());
        interrupting = true;
        pool.shutdownNow();
        // The interrupted commands answer "restarting"; let that answer reach JDA's queue
        // before JDA is stopped after this.
        pool.awaitTermination(answerWait.toNanos(), TimeUnit.NANOSECONDS);
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      interrupting = true;
      pool.shutdownNow();
    }
    // Only now: a command still running up to here may need its acknowledgement timer.
    timer.shutdownNow();
    return waiting.size();
  }

  @Override
  public void close() {
    drainAndClose(Duration.ZERO);
  }
}
