package dev.quizbot.discord.exam;

import dev.quizbot.discord.EarlierMessage;
import dev.quizbot.discord.RequestPacer;
import dev.quizbot.discord.RestFailures;
import dev.quizbot.exam.ExamLanguages;
import dev.quizbot.exam.ExamReport;
import dev.quizbot.exam.ExamReportDms;
import dev.quizbot.i18n.Texts;
import dev.quizbot.storage.StorageException;
import java.time.Instant;
import java.util.Locale;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.atomic.AtomicInteger;
import net.dv8tion.jda.api.JDA;
import net.dv8tion.jda.api.entities.channel.concrete.PrivateChannel;
import net.dv8tion.jda.api.events.GenericEvent;
import net.dv8tion.jda.api.events.session.ReadyEvent;
import net.dv8tion.jda.api.exceptions.ErrorResponseException;
import net.dv8tion.jda.api.hooks.EventListener;
import net.dv8tion.jda.api.requests.ErrorResponse;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Sends the report of an exam submitted when its time was up (by the ticker, or at start-up after
 * downtime) to the member by DM. The DM is owed in the database; only the process whose claim won
 * ({@link ExamReportDms}) calls this, and it records how it went: sent, given up (50007: one INFO
 * line, the report stays in {@code /exam history}), failed (tried again after a growing wait,
 * {@link ExamReportDms#failed}), or released for the next tick (cut off by the stop). A retake (the
 * row was claimed before) first reads the DM's messages since a minute before the first claim for
 * the bot's report of that exam ({@link ExamReportMessage#isReportOf}); found, it is recorded sent
 * without a second DM. Every request takes a pacer permit. It is worded in the language of the
 * member's last {@code /exam} interaction ({@link ExamLanguages}), else English.
 */
final class ExamDelivery implements EventListener {
  private static final Logger log = LoggerFactory.getLogger(ExamDelivery.class);

  private final ExamReportMessage reports;
  private final RequestPacer pacer;
  private final ExamLanguages languages;
  private final AtomicInteger sent = new AtomicInteger();
  private volatile JDA jda;

  ExamDelivery(ExamReportMessage reports, RequestPacer pacer, ExamLanguages languages) {
    this.reports = reports;
    this.pacer = pacer;
    this.languages = languages;
  }

  @Override
  public void onEvent(GenericEvent event) {
    if (event instanceof ReadyEvent ready) {
      jda = ready.getJDA();
    }
  }

  /** True once JDA is ready: before that nothing is submitted by the ticker. */
  boolean ready() {
    return jda != null;
  }

  void deliver(ExamReportDms.Claimed claimed, ExamReportDms dms) {
    ExamReport report = claimed.report();
    long examId = claimed.examId();
    JDA connected = jda;
    long member = report.exam().memberId();
    Texts texts = language(report.exam().examId());
    // An ordinary permit of the bot's one budget, like a reminder's message: after downtime many
    // exams may end at once.
    pacer
        .acquire(RequestPacer.Kind.REMINDER_SEND)
        .thenCompose(ready -> connected.openPrivateChannelById(member).submit())
        .thenCompose(
            dm -> {
              if (claimed.earlierClaimAt().isEmpty()) {
                return post(dm, report, texts, false);
              }
              return earlierReport(dm, examId, claimed.earlierClaimAt().get())
                  .thenCompose(
                      found ->
                          found
                              ? CompletableFuture.completedFuture(false)
                              : post(dm, report, texts, true));
            })
        .whenComplete(
            (posted, failure) -> {
              if (failure == null) {
                recordSent(dms, examId, posted);
              } else {
                recordFailure(dms, claimed, RestFailures.cause(failure));
              }
            });
  }

  /** Sends the report; true once Discord answered with the message. */
  private CompletableFuture<Boolean> post(
      PrivateChannel dm, ExamReport report, Texts texts, boolean newPermit) {
    CompletableFuture<Void> permit =
        newPermit
            ? pacer.acquire(RequestPacer.Kind.REMINDER_SEND)
            : CompletableFuture.completedFuture(null);
    return permit
        .thenCompose(ready -> dm.sendMessage(reports.create(texts, report)).submit())
        .thenApply(
            m -> {
              sent.incrementAndGet();
              return true;
            });
  }

  /**
   * Whether the DM holds the bot's report of the exam since a minute before the row's first claim:
   * an earlier attempt that reached Discord without the answer coming back (a 5xx after storing, a
   * lost connection, a process killed after sending).
   */
  private CompletableFuture<Boolean> earlierReport(PrivateChannel dm, long examId, Instant since) {
    return EarlierMessage.find(
            pacer,
            RequestPacer.Kind.REMINDER_SEND,
            dm,
            since,
            m -> ExamReportMessage.isReportOf(m, examId))
        .thenApply(
            found -> {
              if (found.message().isPresent()) {
                log.info(
                    "exam {}: report DM was sent by an earlier attempt: not sent again", examId);
              }
              return found.message().isPresent();
            });
  }

  private static void recordSent(ExamReportDms dms, long examId, boolean posted) {
    try {
      dms.sent(examId);
    } catch (RuntimeException e) {
      // Discord has it but the database could not say so (stopping): the claim goes stale and
      // the retake finds the DM instead of sending it again.
      log.warn(
          "exam {}: report DM {} but not recorded: {}",
          examId,
          posted ? "sent" : "found",
          e.getMessage());
    }
  }

  private static void recordFailure(
      ExamReportDms dms, ExamReportDms.Claimed claimed, Throwable failure) {
    long examId = claimed.examId();
    if (failure instanceof ErrorResponseException e
        && (e.getErrorResponse() == ErrorResponse.CANNOT_SEND_TO_USER
            || e.getErrorResponse() == ErrorResponse.UNKNOWN_USER)) {
      dms.gaveUp(examId);
      log.info(
          "exam {}: member {} does not take DMs; report left to /exam history",
          examId,
          claimed.report().exam().memberId());
    } else if (failure instanceof RejectedExecutionException
        || failure instanceof CancellationException) {
      // JDA stopped before the request went out, or the pacer dropped the permit at stop: never
      // sent, still owed; released so the next start need not wait for staleness.
      log.info("exam {}: report DM cut off by the stop; still owed", examId);
      releaseQuietly(dms, examId);
    } else {
      try {
        ExamReportDms.Retry retry = dms.failed(claimed);
        if (retry == ExamReportDms.Retry.LATER) {
          log.info(
              "exam {}: report DM failed (attempt {}), tried again in {}",
              examId,
              claimed.attempts() + 1,
              ExamReportDms.backoff(claimed.attempts() + 1));
        }
      } catch (RuntimeException e) {
        log.info("exam {}: report DM claim left to go stale ({})", examId, e.getMessage());
      }
      RestFailures.log(failure);
    }
  }

  /** At stop the database may be gone already: then the claim goes stale and is taken over. */
  private static void releaseQuietly(ExamReportDms dms, long examId) {
    try {
      dms.released(examId);
    } catch (RuntimeException e) {
      log.info("exam {}: report DM claim left to go stale ({})", examId, e.getMessage());
    }
  }

  /** Report DMs Discord took so far. */
  int sentCount() {
    return sent.get();
  }

  private Texts language(long examId) {
    try {
      return languages
          .of(examId)
          .map(tag -> Texts.of(Locale.forLanguageTag(tag)))
          .orElseGet(Texts::english);
    } catch (StorageException e) {
      // The report was stored already; a report in English beats none.
      log.warn("exam {}: language unreadable ({}); report in English", examId, e.getMessage());
      return Texts.english();
    }
  }
}
