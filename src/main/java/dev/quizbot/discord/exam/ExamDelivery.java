package dev.quizbot.discord.exam;

import dev.quizbot.discord.RequestPacer;
import dev.quizbot.discord.RestFailures;
import dev.quizbot.exam.ExamLanguages;
import dev.quizbot.exam.ExamReport;
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
 * downtime) to the member by DM. Only the process whose submission won calls it, so the DM goes
 * once. A DM Discord refuses (50007) is one INFO line: the report stays in {@code /exam history}.
 * It is worded in the language of the member's last {@code /exam} interaction ({@link
 * ExamLanguages}), else English.
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

  void deliver(ExamReport report) {
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
                        m -> sent.incrementAndGet(),
                        failure -> {
                          if (failure instanceof ErrorResponseException e
                              && e.getErrorResponse() == ErrorResponse.CANNOT_SEND_TO_USER) {
                            log.info(
                                "exam {}: member {} does not take DMs; report left to /exam"
                                    + " history",
                                report.exam().examId(),
                                member);
                          } else if (failure instanceof RejectedExecutionException) {
                            // JDA stopped between the DM channel and the message: the report
                            // stays in /exam history.
                            log.info(
                                "exam {}: report DM cut off by the stop", report.exam().examId());
                          } else {
                            RestFailures.log(failure);
                          }
                        }))
        .exceptionally(
            dropped -> {
              log.info("exam {}: report DM dropped at stop", report.exam().examId());
              return null;
            });
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

  /** Report DMs Discord took so far. */
  int sentCount() {
    return sent.get();
  }
}
