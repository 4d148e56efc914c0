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
import java.time.Duration;
import java.util.List;
import java.util.Locale;

/**
 * The text of a mock exam in the terminal, rendered to strings: the opening line, each question
 * with its progress and time left, the time line, and the report.
 */
public final class ExamScreens {
  private static final int PROMPT_IN_REPORT = 110;

  /** What the pass mark is, as the Discord report and the README say. */
  static final String PRACTICE_MARK = "a practice mark set by the deck's author, not NVIDIA's";

  private ExamScreens() {}

  /** What the exam is: questions, time, pass mark, keys. */
  public static String opening(Exam exam, String deckTitle, boolean resumed, Style s) {
    String what =
        resumed ? "Your running exam continues (its clock kept running): " : "Mock exam started: ";
    return "\n"
        + s.bold(what + deckTitle)
        + "\n"
        + exam.questionCount()
        + " questions, "
        + clock(exam.allowed())
        + " in all, pass mark "
        + exam.passPercent()
        + "%. Answers are not shown until the report.\n";
  }

  /** The progress line, the question and its choices in the exam's order, and the keys. */
  public static String question(ExamQuestion q, Duration left, Style s) {
    Question question = q.question().orElseThrow();
    int[] order = q.choiceOrder().stream().mapToInt(Integer::intValue).toArray();
    StringBuilder out = new StringBuilder("\n");
    String flagged = q.item().flagged() ? " · flagged" : "";
    String answered =
        q.item().choice().isPresent()
            ? " · answered " + KeyMap.letter(q.choiceOrder().indexOf(q.item().choice().getAsInt()))
            : "";
    out.append(
            s.accent(
                "Question "
                    + q.number()
                    + " of "
                    + q.total()
                    + " · "
                    + question.topic()
                    + " · "
                    + clock(left)
                    + " left"
                    + answered
                    + flagged))
        .append('\n');
    ReviewScreens.appendQuestion(out, question, order, s);
    out.append(s.dim(keys(order.length))).append('\n');
    return out.toString();
  }

  static String keys(int choices) {
    return "Keys: "
        + KeyMap.range(choices)
        + ", ? leave for now, f flag, s submit, q leave the exam running";
  }

  /** The line rewritten each second on a terminal. */
  public static String timeLine(Duration left, int answered, int total) {
    return clock(left) + " left · " + answered + " of " + total + " answered";
  }

  /** Every question has an answer: submit or change one. */
  public static String allAnswered(int total, Style s) {
    return "\n"
        + s.bold("All " + total + " questions answered.")
        + " Press s to submit, or q to leave the exam running (it is submitted at the end of its"
        + " time).\n";
  }

  /** Submitting with questions still open needs a second s. */
  public static String confirm(int open) {
    return open
        + (open == 1 ? " question has" : " questions have")
        + " no answer: press s again to submit anyway, any other key to go on.\n";
  }

  public static String notAChoice(int choices) {
    return ReviewScreens.NOT_A_CHOICE + keys(choices) + ".\n";
  }

  /** The report of a submitted exam. */
  public static String report(ExamReport r, Style s) {
    Exam exam = r.exam();
    StringBuilder out = new StringBuilder("\n");
    boolean timeUp = exam.submittedBy().orElse(SubmittedBy.MEMBER) == SubmittedBy.TIME_UP;
    out.append(s.bold("Exam report · " + r.deckTitle()))
        .append('\n')
        .append(timeUp ? "Time is up: submitted with the answers given.\n" : "Submitted.\n")
        .append("Score: ")
        .append(r.score())
        .append(" of ")
        .append(r.total())
        .append(" (")
        .append(r.percent())
        .append("%), pass mark ")
        .append(exam.passPercent())
        .append("% (")
        .append(PRACTICE_MARK)
        .append("): ")
        .append(r.passed() ? s.right("PASSED") : s.wrong("NOT PASSED"))
        .append('\n')
        .append("Time used: ")
        .append(clock(r.timeUsed()))
        .append(" of ")
        .append(clock(exam.allowed()))
        .append('\n');
    r.percentChange()
        .ifPresent(
            c ->
                out.append("Since your last attempt: ")
                    .append(c >= 0 ? "+" : "")
                    .append(c)
                    .append(" points\n"));
    out.append("Per topic:\n");
    // padded by display columns: a Japanese topic is twice as wide as its length
    int width = r.topics().stream().mapToInt(t -> DisplayWidth.of(t.topic())).max().orElse(5);
    for (TopicResult t : r.topics()) {
      out.append("  ")
          .append(DisplayWidth.padEnd(t.topic(), width))
          .append(
              String.format(Locale.ROOT, "  %d of %d (%d%%)%n", t.right(), t.total(), t.percent()));
    }
    list(out, "Missed", r.missed(), true, s);
    list(out, "Flagged", r.flagged(), false, s);
    return out.toString();
  }

  private static void list(
      StringBuilder out, String title, List<ReportQuestion> questions, boolean answers, Style s) {
    if (questions.isEmpty()) {
      return;
    }
    out.append(title).append(" (").append(questions.size()).append("):\n");
    for (ReportQuestion q : questions) {
      out.append("  ")
          .append(q.item().index() + 1)
          .append(". ")
          .append(
              q.question()
                  .map(x -> shorten(ControlChars.visible(x.prompt())))
                  .orElse("(no longer in the bank)"))
          .append('\n');
      if (answers && q.question().isPresent() && q.question().get().image() != null) {
        // a terminal shows no images: the path, as the question screen gives it
        out.append(
                s.dim(
                    "     picture: "
                        + q.question().get().image().file().toAbsolutePath().normalize()))
            .append('\n');
      }
      if (answers && q.question().isPresent()) {
        out.append("     yours: ")
            .append(q.pickedText().orElse("none"))
            .append(" · right: ")
            .append(s.right(q.question().get().correctChoice()))
            .append('\n');
        String explanation = ControlChars.visible(q.question().get().explanation());
        if (explanation != null && !explanation.isBlank()) {
          // the console breaks it to the terminal's width, later lines indented like this one
          out.append("     ").append(s.bold("Explanation: ")).append(explanation).append('\n');
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
