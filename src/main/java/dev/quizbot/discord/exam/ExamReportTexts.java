package dev.quizbot.discord.exam;

import dev.quizbot.exam.Exam;
import dev.quizbot.exam.ExamReport;
import dev.quizbot.exam.ExamStatus;
import dev.quizbot.exam.ExamSummary;
import dev.quizbot.exam.ReportChange;
import dev.quizbot.exam.ReportQuestion;
import dev.quizbot.exam.SubmittedBy;
import dev.quizbot.exam.TopicResult;
import dev.quizbot.i18n.DisplayWidth;
import dev.quizbot.i18n.Texts;
import java.util.Optional;

/**
 * Every member-facing text of the exam's report and history (with {@link ExamTexts}), from the
 * bundles' {@code exam.report.*} and {@code exam.history.*} keys.
 */
final class ExamReportTexts {
  /** The widest a topic's cell gets in the table, in display columns; a longer topic ends in …. */
  private static final int TOPIC_COLUMNS = 22;

  /** "100%"; German's "100 %" is one wider, so the column takes its widest cell. */
  private static final int PERCENT_WIDTH = 4;

  private ExamReportTexts() {}

  static String passLine(Texts t, int passPercent) {
    return t.get("exam.report.passLine", t.wholePercent(passPercent));
  }

  static String title(Texts t, ExamReport r) {
    return ExamMessages.shorten(t.get("exam.report.title", r.deckTitle()), 256);
  }

  static String summary(Texts t, ExamReport r) {
    Exam e = r.exam();
    StringBuilder s = new StringBuilder();
    s.append(
        t.get(
            "exam.report.score",
            r.score(),
            r.total(),
            t.wholePercent(r.percent()),
            t.get(r.passed() ? "exam.report.passed" : "exam.report.notPassed"),
            t.wholePercent(e.passPercent())));
    boolean timeUp = e.submittedBy().orElse(SubmittedBy.MEMBER) == SubmittedBy.TIME_UP;
    s.append("\n")
        .append(
            t.get(
                timeUp ? "exam.report.timeUsed.timeUp" : "exam.report.timeUsed",
                ExamTexts.duration(t, r.timeUsed()),
                ExamTexts.duration(t, e.allowed())));
    r.change()
        .ifPresent(
            c ->
                s.append("\n")
                    .append(
                        t.get(
                            "exam.report.change",
                            ExamTexts.date(c.previous().startedAt()),
                            signed(r.percent() - c.previousPercent()),
                            t.wholePercent(c.previousPercent()),
                            t.wholePercent(r.percent()))));
    if (r.change().isEmpty()) {
      s.append("\n").append(t.get("exam.report.firstAttempt"));
    }
    s.append("\n")
        .append(t.get(hasWrongAnswers(r) ? "exam.report.next.wrong" : "exam.report.next.again"));
    return s.toString();
  }

  /**
   * Whether a question was answered wrong: those are due in the member's review at once, so the
   * report offers "Review now" (unanswered ones are no review, nothing was recalled).
   */
  static boolean hasWrongAnswers(ExamReport r) {
    return r.missed().stream().anyMatch(q -> q.item().answered());
  }

  /**
   * The per-topic table as a code block. Cells are padded by display columns ({@link
   * DisplayWidth}): a Japanese topic or header is twice as wide as its length, and a German header
   * may be wider than its numbers, so each column is as wide as its widest cell.
   */
  static String topicTable(Texts t, ExamReport r) {
    String topicHead = t.get("exam.report.table.topic");
    String rightHead = t.get("exam.report.table.right");
    String changeHead = t.get("exam.report.table.change");
    int topicWidth = Math.max(5, DisplayWidth.of(topicHead));
    for (TopicResult tr : r.topics()) {
      topicWidth = Math.max(topicWidth, DisplayWidth.of(topicCell(tr)));
    }
    int rightWidth = Math.max(5, DisplayWidth.of(rightHead));
    int changeWidth = Math.max(6, DisplayWidth.of(changeHead));
    int percentWidth = PERCENT_WIDTH;
    for (TopicResult tr : r.topics()) {
      percentWidth = Math.max(percentWidth, DisplayWidth.of(t.wholePercent(tr.percent())));
    }
    Optional<ReportChange> change = r.change();
    StringBuilder s = new StringBuilder("```\n");
    s.append(DisplayWidth.padEnd(topicHead, topicWidth))
        .append("  ")
        .append(DisplayWidth.padStart(rightHead, rightWidth))
        .append("  ")
        .append(DisplayWidth.padStart("%", percentWidth))
        .append(change.isPresent() ? "  " + DisplayWidth.padStart(changeHead, changeWidth) : "");
    for (TopicResult tr : r.topics()) {
      s.append("\n")
          .append(DisplayWidth.padEnd(topicCell(tr), topicWidth))
          .append("  ")
          .append(DisplayWidth.padStart(tr.right() + "/" + tr.total(), rightWidth))
          .append("  ")
          .append(DisplayWidth.padStart(t.wholePercent(tr.percent()), percentWidth));
      if (change.isPresent()) {
        String cell =
            change.get().topic(tr.topic()).map(b -> signed(tr.percent() - b.percent())).orElse("–");
        s.append("  ").append(DisplayWidth.padStart(cell, changeWidth));
      }
    }
    s.append("\n```");
    return ExamMessages.shorten(s.toString(), 1024);
  }

  private static String topicCell(TopicResult tr) {
    return DisplayWidth.shorten(tr.topic(), TOPIC_COLUMNS);
  }

  static String flagged(Texts t, ExamReport r) {
    StringBuilder s = new StringBuilder();
    for (ReportQuestion q : r.flagged()) {
      String line =
          ExamTexts.ref(t, q.item().index())
              + " "
              + (q.right() ? "✅" : "❌")
              + " "
              + q.question()
                  .map(x -> ExamMessages.shorten(x.prompt(), 80))
                  .orElse(t.get("exam.report.removed"))
              + "\n";
      if (s.length() + line.length() > 1000) {
        s.append("…");
        break;
      }
      s.append(line);
    }
    return s.toString();
  }

  static String missedTitle(Texts t, int page, int pages, int count) {
    return t.get("exam.report.missedTitle", count, page + 1, pages);
  }

  static String missedName(Texts t, ReportQuestion q) {
    return ExamTexts.ref(t, q.item().index()) + " · " + q.item().topic();
  }

  static String missedValue(Texts t, ReportQuestion q) {
    if (q.question().isEmpty()) {
      return t.get("exam.report.missedGone");
    }
    var question = q.question().get();
    String body =
        ExamMessages.shorten(question.prompt(), 300)
            + "\n"
            + t.get(
                "exam.report.yourAnswer",
                q.pickedText().map(x -> ExamMessages.shorten(x, 150)).orElse(t.get("exam.none")))
            + "\n"
            + t.get("exam.report.correct", ExamMessages.shorten(question.correctChoice(), 150))
            + "\n"
            + question.explanation();
    return ExamMessages.shorten(body, 900);
  }

  static String historyLine(Texts t, ExamSummary s) {
    Exam e = s.exam();
    String result =
        switch (e.status()) {
          case SUBMITTED ->
              t.get(
                  s.passed() ? "exam.history.passed" : "exam.history.notPassed",
                  e.score().orElse(0),
                  e.questionCount(),
                  t.wholePercent(s.percent()));
          case ABANDONED -> t.get("exam.history.abandoned");
          case RUNNING -> t.get("exam.history.running", ExamTexts.relative(e.endsAt()));
        };
    return t.plural(
        "exam.history.line",
        e.questionCount(),
        ExamTexts.date(e.startedAt()),
        s.deckTitle(),
        result);
  }

  static boolean isSubmitted(ExamSummary s) {
    return s.exam().status() == ExamStatus.SUBMITTED;
  }

  private static String signed(int n) {
    return n > 0 ? "+" + n : Integer.toString(n);
  }
}
