package dev.quizbot.discord.exam;

import dev.quizbot.exam.Exam;
import dev.quizbot.exam.ExamReport;
import dev.quizbot.exam.ExamStatus;
import dev.quizbot.exam.ExamSummary;
import dev.quizbot.exam.ReportChange;
import dev.quizbot.exam.ReportQuestion;
import dev.quizbot.exam.SubmittedBy;
import dev.quizbot.exam.TopicResult;
import dev.quizbot.i18n.Texts;
import java.util.Optional;

/**
 * Every member-facing text of the exam's report and history (with {@link ExamTexts}), from the
 * bundles' {@code exam.report.*} and {@code exam.history.*} keys.
 */
final class ExamReportTexts {

  private ExamReportTexts() {}

  static String passLine(Texts t, int passPercent) {
    return t.get("exam.report.passLine", passPercent);
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
            r.percent(),
            t.get(r.passed() ? "exam.report.passed" : "exam.report.notPassed"),
            e.passPercent()));
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
                            c.previousPercent(),
                            r.percent())));
    if (r.change().isEmpty()) {
      s.append("\n").append(t.get("exam.report.firstAttempt"));
    }
    return s.toString();
  }

  /** The per-topic table as a code block. */
  static String topicTable(Texts t, ExamReport r) {
    String topic = t.get("exam.report.table.topic");
    int width = Math.max(5, topic.length());
    for (TopicResult tr : r.topics()) {
      width = Math.max(width, Math.min(tr.topic().length(), 22));
    }
    StringBuilder s = new StringBuilder("```\n");
    s.append(pad(topic, width))
        .append("  ")
        .append(padLeft(t.get("exam.report.table.right"), 5))
        .append("     %")
        .append(r.change().isPresent() ? "  " + padLeft(t.get("exam.report.table.change"), 6) : "");
    for (TopicResult tr : r.topics()) {
      s.append("\n")
          .append(pad(ExamMessages.shorten(tr.topic(), 22), width))
          .append(String.format("  %5s  %3d%%", tr.right() + "/" + tr.total(), tr.percent()));
      Optional<ReportChange> change = r.change();
      if (change.isPresent()) {
        Optional<TopicResult> before = change.get().topic(tr.topic());
        s.append(
            before
                .map(b -> String.format("  %6s", signed(tr.percent() - b.percent())))
                .orElse("       –"));
      }
    }
    s.append("\n```");
    return ExamMessages.shorten(s.toString(), 1024);
  }

  static String flagged(Texts t, ExamReport r) {
    StringBuilder s = new StringBuilder();
    for (ReportQuestion q : r.flagged()) {
      String line =
          "Q"
              + (q.item().index() + 1)
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

  static String missedName(ReportQuestion q) {
    return "Q" + (q.item().index() + 1) + " · " + q.item().topic();
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
                  s.percent());
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

  private static String pad(String s, int width) {
    return s.length() >= width ? s : s + " ".repeat(width - s.length());
  }

  private static String padLeft(String s, int width) {
    return s.length() >= width ? s : " ".repeat(width - s.length()) + s;
  }
}
