package dev.quizbot.practice;

import dev.quizbot.bank.ControlChars;
import dev.quizbot.bank.Question;
import dev.quizbot.exam.Exam;
import dev.quizbot.exam.ExamQuestion;
import dev.quizbot.exam.ExamReport;
import dev.quizbot.exam.ReportQuestion;
import dev.quizbot.exam.SubmittedBy;
import dev.quizbot.exam.TopicResult;
import dev.quizbot.i18n.DisplayWidth;
import dev.quizbot.i18n.Texts;
import java.time.Duration;
import java.util.List;
import java.util.Locale;

/**
 * The text of a mock exam in the terminal, rendered to strings: the opening line, each question
 * with its progress and time left, the time line, and the report, in the terminal's language
 * ({@code practice.*} keys).
 */
public final class ExamScreens {
  private static final int PROMPT_IN_REPORT = 110;

  private ExamScreens() {}

  /** What the exam is: questions, time, pass mark, keys. */
  public static String opening(Exam exam, String deckTitle, boolean resumed, Style s, Texts t) {
    String what = t.get(resumed ? "practice.exam.resumed" : "practice.exam.started", deckTitle);
    return "\n"
        + s.bold(what)
        + "\n"
        + t.get(
            "practice.exam.what",
            String.valueOf(exam.questionCount()),
            clock(exam.allowed()),
            t.wholePercent(exam.passPercent()))
        + "\n";
  }

  /** The progress line, the question and its choices in the exam's order, and the keys. */
  public static String question(ExamQuestion q, Duration left, Style s, Texts t) {
    Question question = q.question().orElseThrow();
    int[] order = q.choiceOrder().stream().mapToInt(Integer::intValue).toArray();
    StringBuilder out = new StringBuilder("\n");
    String marked = q.item().flagged() ? " · " + t.get("practice.exam.marked") : "";
    String answered =
        q.item().choice().isPresent()
            ? " · "
                + t.get(
                    "practice.exam.answered",
                    KeyMap.letter(q.choiceOrder().indexOf(q.item().choice().getAsInt())))
            : "";
    out.append(
            s.accent(
                t.get(
                        "practice.exam.progress",
                        String.valueOf(q.number()),
                        String.valueOf(q.total()),
                        question.topic(),
                        clock(left))
                    + answered
                    + marked))
        .append('\n');
    ReviewScreens.appendQuestion(out, question, order, s, t);
    out.append(s.dim(keys(order.length, t))).append('\n');
    return out.toString();
  }

  static String keys(int choices, Texts t) {
    return t.get("practice.keys.exam", KeyMap.range(choices, t));
  }

  /** The line rewritten each second on a terminal. */
  public static String timeLine(Duration left, int answered, int total, Texts t) {
    return t.get(
        "practice.exam.timeLine", clock(left), String.valueOf(answered), String.valueOf(total));
  }

  /** Every question has an answer: submit or change one. */
  public static String allAnswered(int total, Style s, Texts t) {
    return "\n"
        + s.bold(t.get("practice.exam.allAnswered", String.valueOf(total)))
        + " "
        + t.get("practice.exam.allAnswered.keys")
        + "\n";
  }

  /** Submitting with questions still open needs a second s. */
  public static String confirm(int open, Texts t) {
    return t.plural("practice.exam.confirm", open) + "\n";
  }

  public static String notAChoice(int choices, Texts t) {
    return t.get("practice.notAChoice", keys(choices, t)) + "\n";
  }

  /** The report of a submitted exam. */
  public static String report(ExamReport r, Style s, Texts t) {
    Exam exam = r.exam();
    StringBuilder out = new StringBuilder("\n");
    boolean timeUp = exam.submittedBy().orElse(SubmittedBy.MEMBER) == SubmittedBy.TIME_UP;
    String verdict =
        r.passed()
            ? s.right(t.get("practice.exam.report.passed"))
            : s.wrong(t.get("practice.exam.report.notPassed"));
    out.append(s.bold(t.get("practice.exam.report.title", r.deckTitle())))
        .append('\n')
        .append(t.get(timeUp ? "practice.exam.report.timeUp" : "practice.exam.report.submitted"))
        .append('\n')
        .append(
            t.get(
                "practice.exam.report.score",
                String.valueOf(r.score()),
                String.valueOf(r.total()),
                t.wholePercent(r.percent()),
                t.wholePercent(exam.passPercent()),
                verdict))
        .append('\n')
        .append(t.get("practice.exam.report.timeUsed", clock(r.timeUsed()), clock(exam.allowed())))
        .append('\n');
    r.percentChange()
        .ifPresent(
            c ->
                out.append(t.get("practice.exam.report.change", (c >= 0 ? "+" : "") + c))
                    .append('\n'));
    out.append(t.get("practice.exam.report.perTopic")).append('\n');
    // padded by display columns: a Japanese topic is twice as wide as its length
    int width = r.topics().stream().mapToInt(x -> DisplayWidth.of(x.topic())).max().orElse(5);
    for (TopicResult topic : r.topics()) {
      out.append("  ")
          .append(DisplayWidth.padEnd(topic.topic(), width))
          .append("  ")
          .append(
              t.get(
                  "practice.exam.report.topicLine",
                  String.valueOf(topic.right()),
                  String.valueOf(topic.total()),
                  t.wholePercent(topic.percent())))
          .append('\n');
    }
    list(
        out,
        t.get("practice.exam.report.missed", String.valueOf(r.missed().size())),
        r.missed(),
        true,
        s,
        t);
    list(
        out,
        t.get("practice.exam.report.marked", String.valueOf(r.flagged().size())),
        r.flagged(),
        false,
        s,
        t);
    return out.toString();
  }

  private static void list(
      StringBuilder out,
      String title,
      List<ReportQuestion> questions,
      boolean answers,
      Style s,
      Texts t) {
    if (questions.isEmpty()) {
      return;
    }
    out.append(title).append('\n');
    for (ReportQuestion q : questions) {
      out.append("  ")
          .append(q.item().index() + 1)
          .append(". ")
          .append(
              q.question()
                  .map(x -> shorten(ControlChars.visible(x.prompt())))
                  .orElse(t.get("practice.exam.report.gone")))
          .append('\n');
      if (answers && q.question().isPresent() && q.question().get().image() != null) {
        // a terminal shows no images: the path, as the question screen gives it
        out.append(
                s.dim(
                    "     "
                        + t.get(
                            "practice.exam.report.picture",
                            q.question()
                                .get()
                                .image()
                                .file()
                                .toAbsolutePath()
                                .normalize()
                                .toString())))
            .append('\n');
      }
      if (answers && q.question().isPresent()) {
        out.append("     ")
            .append(
                t.get(
                    "practice.exam.report.answers",
                    q.pickedText().orElse(t.get("practice.exam.report.none")),
                    s.right(q.question().get().correctChoice())))
            .append('\n');
        String explanation = ControlChars.visible(q.question().get().explanation());
        if (explanation != null && !explanation.isBlank()) {
          // the console breaks it to the terminal's width, later lines indented like this one
          out.append("     ")
              .append(s.bold(t.get("practice.explanation") + " "))
              .append(explanation)
              .append('\n');
        }
      }
    }
  }

  /** At most {@link #PROMPT_IN_REPORT} columns: a Japanese prompt is cut at half the characters. */
  private static String shorten(String text) {
    return DisplayWidth.shorten(text, PROMPT_IN_REPORT);
  }

  /** "9:05", "1:02:00". */
  static String clock(Duration d) {
    long seconds = Math.max(0, (d.toMillis() + 999) / 1000);
    long h = seconds / 3600;
    long m = (seconds % 3600) / 60;
    long sec = seconds % 60;
    return h > 0
        ? String.format(Locale.ROOT, "%d:%02d:%02d", h, m, sec)
        : String.format(Locale.ROOT, "%d:%02d", m, sec);
  }
}
