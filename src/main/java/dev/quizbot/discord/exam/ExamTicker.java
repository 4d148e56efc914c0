package dev.quizbot.discord.exam;

import dev.quizbot.exam.ExamReport;
import dev.quizbot.exam.ExamReportDms;
import dev.quizbot.exam.ExamService;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Submits the exams whose time is up, on the service's clock: at start (exams that ended while the
 * bot was down, scored on what was stored by their deadline) and every {@code interval}; each
 * submission at the deadline owes its member the report by DM (recorded in the submission's
 * transaction), and each tick sends the owed DMs this process claims. Every process ticks: the
 * submission's and the claim's compare-and-sets let one win.
 */
public final class ExamTicker implements AutoCloseable {
  private static final Logger log = LoggerFactory.getLogger(ExamTicker.class);

  public static final Duration DEFAULT_INTERVAL = Duration.ofSeconds(5);

  private final ExamService service;
  private final ExamDelivery delivery;
  private final ExamReportDms dms;
  private final Duration interval;
  private volatile ScheduledFuture<?> automatic;
  private final ScheduledExecutorService scheduler =
      Executors.newSingleThreadScheduledExecutor(
          r -> {
            Thread t = new Thread(r, "exam-ticker");
            t.setDaemon(true);
            return t;
          });

  ExamTicker(ExamService service, ExamDelivery delivery, ExamReportDms dms, Duration interval) {
    this.service = service;
    this.delivery = delivery;
    this.dms = dms;
    this.interval = interval;
  }

  public void start() {
    automatic =
        scheduler.scheduleWithFixedDelay(
            this::tickSafely, 0, interval.toMillis(), TimeUnit.MILLISECONDS);
  }

  /**
   * Stops the ticks on the real clock's schedule, keeping {@link #tickNow()}: tests that move their
   * clock decide when a tick happens, so none races their own.
   */
  public void tickOnlyWhenAsked() {
    ScheduledFuture<?> running = automatic;
    if (running != null) {
      running.cancel(false);
    }
  }

  /** Ticks at once on the ticker's thread and waits (tests move their clock, then call this). */
  public int tickNow() {
    try {
      return scheduler.submit(this::tick).get();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while ticking", e);
    } catch (ExecutionException e) {
      throw new IllegalStateException("exam tick failed", e.getCause());
    }
  }

  /** Ticks soon on the ticker's thread without waiting (an owed DM to send now). */
  void tickSoon() {
    try {
      scheduler.execute(this::tickSafely);
    } catch (java.util.concurrent.RejectedExecutionException e) {
      // stopping: the owed DM stays in the database for the next start
    }
  }

  /** Report DMs Discord took so far (tests). */
  public int sentCount() {
    return delivery.sentCount();
  }

  private int tick() {
    if (!delivery.ready()) {
      return 0; // no Discord yet to tell anyone: submit once it is there
    }
    List<ExamReport> won = service.submitDue();
    for (ExamReport report : won) {
      log.info(
          "exam {} of member {} submitted at its deadline: {}/{}",
          report.exam().examId(),
          report.exam().memberId(),
          report.score(),
          report.total());
    }
    for (ExamReportDms.Claimed claimed : dms.claimOwed()) {
      delivery.deliver(claimed, dms);
    }
    return won.size();
  }

  private void tickSafely() {
    try {
      tick();
    } catch (RuntimeException e) {
      log.error("exam tick failed", e);
    }
  }

  @Override
  public void close() {
    scheduler.shutdownNow();
  }
}
