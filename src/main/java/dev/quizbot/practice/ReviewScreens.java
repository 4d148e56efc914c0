package dev.quizbot.practice;

import dev.quizbot.bank.ControlChars;
import dev.quizbot.bank.Question;
import dev.quizbot.study.AnswerResult;
import dev.quizbot.study.Intervals;
import dev.quizbot.study.SessionQuestion;
import dev.quizbot.study.SessionSummary;
import java.time.Duration;
import java.time.Instant;
import java.util.OptionalInt;

/**
 * The text of a review in the terminal, rendered to strings (tested without a terminal): the
 * question with its progress line and choices, the answer (right or wrong, the correct choice, the
 * explanation, when it comes back), the summary. The words follow the Discord review's.
 */
public final class ReviewScreens {
  static final String NOT_A_CHOICE = "That key is not a choice: nothing was recorded. ";

  private ReviewScreens() {}

  /** The progress line, the question and its choices in display order, and the keys. */
  public static String question(SessionQuestion asked, int[] order, String deckTitle, Style s) {
    return question(asked, order, deckTitle, false, s);
  }

  /**
   * The question screen; with {@code canReport}, the keys say {@code f} reports a problem with the
   * question answered just before.
   */
  public static String question(
      SessionQuestion asked, int[] order, String deckTitle, boolean canReport, Style s) {
    Question q = asked.question();
    int total = asked.number() - 1 + asked.remaining();
    StringBuilder out = new StringBuilder("\n");
    out.append(
            s.accent(
                "Question "
                    + asked.number()
                    + " of "
                    + total
                    + " · "
                    + q.topic()
                    + " · "
                    + deckTitle))
        .append('\n');
    appendQuestion(out, q, order, s);
    String keys = keysLine(q.choices().size(), false);
    if (canReport) {
      keys = keys.replace(", q quit", ", f report the last question, q quit");
    }
    out.append(s.dim(keys)).append('\n');
    return out.toString();
  }

  /** The keys after the session's last answer, before its summary. */
  static final String LAST_ANSWER_KEYS = "Keys: f report this question, any other key: the summary";

  /** {@code f} with no answer yet in this run. */
  static final String NOTHING_TO_REPORT =
      "f reports a problem with the question you have just answered: answer one first.\n";

  /**
   * The prompt, the path of its picture if it has one (a terminal shows no images: the learner
   * opens the file), and the lettered choices in display order. Review and exam mode share it.
   */
  static void appendQuestion(StringBuilder out, Question q, int[] order, Style s) {
    out.append(s.bold(ControlChars.visible(q.prompt()))).append('\n');
    if (q.image() != null) {
      out.append(s.dim("  Picture: " + q.image().file().toAbsolutePath().normalize())).append('\n');
    }
    for (int p = 0; p < order.length; p++) {
      out.append("  ")
          .append(KeyMap.letter(p))
          .append(") ")
          .append(ControlChars.visible(q.choices().get(order[p])))
          .append('\n');
    }
  }

  static String keysLine(int choices, boolean exam) {
    return "Keys: "
        + KeyMap.range(choices)
        + ", ? don't know"
        + (exam ? ", f flag" : "")
        + ", q quit";
  }

  /** The line for a key that is not a choice. */
  public static String notAChoice(int choices, boolean exam) {
    return NOT_A_CHOICE + keysLine(choices, exam) + ".\n";
  }

  /** Right or wrong, the correct choice, the explanation and when the question comes back. */
  public static String answered(
      AnswerResult result, OptionalInt picked, int[] order, Instant answeredAt, Style s) {
    Question q = result.question().orElseThrow();
    int correct = 0;
    for (int p = 0; p < order.length; p++) {
      if (order[p] == q.answerIndex()) {
        correct = p;
      }
    }
    String answer =
        KeyMap.letter(correct) + ") " + ControlChars.visible(q.choices().get(q.answerIndex()));
    StringBuilder out = new StringBuilder();
    if (result.right()) {
      out.append(s.right("Right: " + answer));
    } else if (picked.isEmpty()) {
      out.append(s.wrong("Not known yet: it is " + answer));
    } else {
      out.append(s.wrong("Wrong: it is " + answer));
    }
    out.append('\n')
        .append(s.bold("Explanation: "))
        .append(ControlChars.visible(q.explanation()))
        .append('\n');
    if (q.reference() != null && !q.reference().isBlank()) {
      out.append(s.dim("Reference: " + q.reference())).append('\n');
    }
    out.append(comesBack(result, answeredAt)).append('\n');
    return out.toString();
  }

  static String comesBack(AnswerResult result, Instant answeredAt) {
    Duration interval =
        result
            .interval()
            .orElseGet(() -> Duration.between(answeredAt, result.nextDue().orElse(answeredAt)));
    String when = "Again " + Intervals.worded(interval) + ".";
    return result.right()
        ? when
        : when + " It also comes back in this session, until you get it right.";
  }

  /** The end of a session, done or stopped. */
  public static String summary(SessionSummary sum, boolean stopped, Style s) {
    int percent = sum.answered() == 0 ? 0 : Math.round(100f * sum.right() / sum.answered());
    return "\n"
        + s.bold(stopped ? "Stopped: your answers are kept." : "Review done.")
        + "\nAnswered "
        + sum.answered()
        + ", right "
        + sum.right()
        + " ("
        + percent
        + "%), due tomorrow "
        + sum.dueTomorrow()
        + ", study-day streak "
        + sum.streak()
        + (sum.streak() == 1 ? " day" : " days")
        + ".\n";
  }
}
