package dev.quizbot.discord.exam;

import dev.quizbot.discord.RequestPacer;
import dev.quizbot.discord.RestFailures;
import dev.quizbot.exam.ExamLanguages;
import dev.quizbot.exam.ExamReport;
import dev.quizbot.exam.ExamReportDms;
import dev.quizbot.i18n.Texts;
import dev.quizbot.storage.StorageException;
import java.util.Locale;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.atomic.AtomicInteger;
import net.dv8tion.jda.api.JDA;
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
 * line, the report stays in {@code /exam history}), or released for the next tick. It is worded in
 * the language of the member's last {@code /exam} interaction ({@link ExamLanguages}), else
 * English.
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
        .thenRun(
            () ->
                connected
                    .openPrivateChannelById(member)
                    .flatMap(channel -> channel.sendMessage(reports.create(texts, report)))
                    .queue(
                        m -> {
                          sent.incrementAndGet();
                          try {
                            dms.sent(examId);
                          } catch (RuntimeException e) {
                            // Discord has it but the database could not say so (stopping): the
                            // claim goes stale and the DM may be sent once more.
                            log.warn(
                                "exam {}: report DM sent but not recorded: {}",
                                examId,
                                e.getMessage());
                          }
                        },
                        failure -> {
                          if (failure instanceof ErrorResponseException e
                              && (e.getErrorResponse() == ErrorResponse.CANNOT_SEND_TO_USER
                                  || e.getErrorResponse() == ErrorResponse.UNKNOWN_USER)) {
                            dms.gaveUp(examId);
                            log.info(
                                "exam {}: member {} does not take DMs; report left to /exam"
                                    + " history",
                                examId,
                                member);
                          } else if (failure instanceof RejectedExecutionException) {
                            // JDA stopped between the DM channel and the message: never sent,
                            // still owed; released so the next start need not wait for staleness.
                            log.info("exam {}: report DM cut off by the stop; still owed", examId);
                            releaseQuietly(dms, examId);
                          } else {
                            dms.failed(examId);
                            RestFailures.log(failure);
                          }
                        }))
        .exceptionally(
            dropped -> {
              log.info("exam {}: report DM dropped at stop; still owed", examId);
              releaseQuietly(dms, examId);
              return null;
            });
  }

  /** At stop the database may be gone already: then the claim goes stale and is taken over. */
  private static void releaseQuietly(ExamReportDms dms, long examId) {
    try {
      dms.failed(examId);
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
