package dev.quizbot.discord.exam;

import dev.quizbot.exam.Exam;
import dev.quizbot.exam.ExamReport;
import dev.quizbot.exam.ExamStatus;
import dev.quizbot.exam.ExamSummary;
import dev.quizbot.exam.ReportChange;
import dev.quizbot.exam.ReportQuestion;
import dev.quizbot.exam.SubmittedBy;
import dev.quizbot.exam.TopicResult;
import java.util.Optional;

/** Every member-facing text of the exam's report and history (with {@link ExamTexts}). */
final class ExamReportTexts {

  private ExamReportTexts() {}

  static final String CHART_TITLE = "Share right per topic and in total";
  static final String TOTAL = "Total";
  static final String TOPICS_FIELD = "Per topic";
  static final String FLAGGED_FIELD = "Flagged";
  static final String PREVIOUS = "◀ Previous";
  static final String NEXT = "Next ▶";
  static final String ALL_RIGHT = "No missed questions: every answer was right.";
  static final String HISTORY_TITLE = "Your mock exams";

  static String passLine(int passPercent) {
    return "pass " + passPercent + "%";
  }

  static String title(ExamReport r) {
    return ExamMessages.shorten("Mock exam report · " + r.deckTitle(), 256);
  }

  static String summary(ExamReport r) {
    Exam e = r.exam();
    StringBuilder s = new StringBuilder();
    s.append("**Score: ")
        .append(r.score())
        .append("/")
        .append(r.total())
        .append(" (")
        .append(r.percent())
        .append(" %)** · ")
        .append(r.passed() ? "✅ **passed**" : "❌ **not passed**")
        .append(" (pass mark ")
        .append(e.passPercent())
        .append(" %: a practice mark of this deck, not NVIDIA's)")
        .append("\nTime used: ")
        .append(ExamTexts.duration(r.timeUsed()))
        .append(" of ")
        .append(ExamTexts.duration(e.allowed()))
        .append(
            e.submittedBy().orElse(SubmittedBy.MEMBER) == SubmittedBy.TIME_UP
                ? " (submitted when the time was up)"
                : "");
    r.change()
        .ifPresent(
            c ->
                s.append("\nSince your previous attempt (")
                    .append(ExamTexts.date(c.previous().startedAt()))
                    .append("): ")
                    .append(signed(r.percent() - c.previousPercent()))
                    .append(" points (")
                    .append(c.previousPercent())
                    .append(" % → ")
                    .append(r.percent())
                    .append(" %)"));
    if (r.change().isEmpty()) {
      s.append("\nYour first attempt at this deck.");
    }
    return s.toString();
  }

  /** The per-topic table as a code block. */
  static String topicTable(ExamReport r) {
    int width = 5;
    for (TopicResult t : r.topics()) {
      width = Math.max(width, Math.min(t.topic().length(), 22));
    }
    StringBuilder s = new StringBuilder("```\n");
    s.append(pad("topic", width))
        .append("  right     %")
        .append(r.change().isPresent() ? "  change" : "");
    for (TopicResult t : r.topics()) {
      s.append("\n")
          .append(pad(ExamMessages.shorten(t.topic(), 22), width))
          .append(String.format("  %5s  %3d%%", t.right() + "/" + t.total(), t.percent()));
      Optional<ReportChange> change = r.change();
      if (change.isPresent()) {
        Optional<TopicResult> before = change.get().topic(t.topic());
        s.append(
            before
                .map(b -> String.format("  %6s", signed(t.percent() - b.percent())))
                .orElse("       –"));
      }
    }
    s.append("\n```");
    return ExamMessages.shorten(s.toString(), 1024);
  }

  static String flagged(ExamReport r) {
    StringBuilder s = new StringBuilder();
    for (ReportQuestion q : r.flagged()) {
      String line =
          "Q"
              + (q.item().index() + 1)
              + " "
              + (q.right() ? "✅" : "❌")
              + " "
              + q.question().map(x -> ExamMessages.shorten(x.prompt(), 80)).orElse("(removed)")
              + "\n";
      if (s.length() + line.length() > 1000) {
        s.append("…");
        break;
      }
      s.append(line);
    }
    return s.toString();
  }

  static String missedTitle(int page, int pages, int count) {
    return "Missed questions (" + count + ") · page " + (page + 1) + " of " + pages;
  }

  static String missedName(ReportQuestion q) {
    return "Q" + (q.item().index() + 1) + " · " + q.item().topic();
  }

  static String missedValue(ReportQuestion q) {
    if (q.question().isEmpty()) {
      return "This question was removed from the bank.";
    }
    var question = q.question().get();
    String body =
        ExamMessages.shorten(question.prompt(), 300)
            + "\nYour answer: "
            + q.pickedText().map(t -> ExamMessages.shorten(t, 150)).orElse("none")
            + "\nCorrect: **"
            + ExamMessages.shorten(question.correctChoice(), 150)
            + "**\n"
            + question.explanation();
    return ExamMessages.shorten(body, 900);
  }

  static String historyLine(ExamSummary s) {
    Exam e = s.exam();
    String result =
        switch (e.status()) {
          case SUBMITTED ->
              e.score().orElse(0)
                  + "/"
                  + e.questionCount()
                  + " ("
                  + s.percent()
                  + " %) "
                  + (s.passed() ? "✅ passed" : "❌ not passed");
          case ABANDONED -> "abandoned";
          case RUNNING -> "running, ends " + ExamTexts.relative(e.endsAt());
        };
    return ExamTexts.date(e.startedAt())
        + " · "
        + s.deckTitle()
        + " · "
        + e.questionCount()
        + " questions · "
        + result;
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
}
