package dev.quizbot.discord.exam;

import dev.quizbot.exam.ExamReport;
import dev.quizbot.exam.ExamReportDms;
import dev.quizbot.exam.ExamService;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One tick of the exams' deadline ticker: submits the exams whose time is up, on the service's
 * clock (at start too: exams that ended while the bot was down, scored on what was stored by their
 * deadline); each submission at the deadline owes its member the report by DM (recorded in the
 * submission's transaction), and each tick sends the owed DMs this process claims. Every process
 * ticks: the submission's and the claim's compare-and-sets let one win.
 */
final class ExamDeadlines {
  private static final Logger log = LoggerFactory.getLogger(ExamDeadlines.class);

  private final ExamService service;
  private final ExamDelivery delivery;
  private final ExamReportDms dms;

  ExamDeadlines(ExamService service, ExamDelivery delivery, ExamReportDms dms) {
    this.service = service;
    this.delivery = delivery;
    this.dms = dms;
  }

  /** Returns how many exams this tick submitted. */
  int tick() {
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
}
