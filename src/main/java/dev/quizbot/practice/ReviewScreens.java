package dev.quizbot.practice;

import dev.quizbot.bank.ControlChars;
import dev.quizbot.bank.Question;
import dev.quizbot.i18n.Texts;
import dev.quizbot.study.AnswerResult;
import dev.quizbot.study.SessionQuestion;
import dev.quizbot.study.SessionSummary;
import java.time.Duration;
import java.time.Instant;
import java.util.OptionalInt;

/**
 * The text of a review in the terminal, rendered to strings (tested without a terminal): the
 * question with its progress line and choices, the answer (correct or not, the correct choice, the
 * explanation, when it comes back), the summary. The words come from the bundles' {@code
 * practice.*} keys, in the terminal's language, and follow the Discord review's.
 */
public final class ReviewScreens {

  private ReviewScreens() {}

  /** The progress line, the question and its choices in display order, and the keys. */
  public static String question(
      SessionQuestion asked, int[] order, String deckTitle, Style s, Texts t) {
    return question(asked, order, deckTitle, false, s, t);
  }

  /**
   * The question screen; with {@code canReport}, the keys say {@code f} reports a problem with the
   * question answered just before.
   */
  public static String question(
      SessionQuestion asked, int[] order, String deckTitle, boolean canReport, Style s, Texts t) {
    Question q = asked.question();
    int total = asked.number() - 1 + asked.remaining();
    StringBuilder out = new StringBuilder("\n");
    out.append(
            s.accent(
                t.get(
                    "practice.progress",
                    String.valueOf(asked.number()),
                    String.valueOf(total),
                    q.topic(),
                    deckTitle)))
        .append('\n');
    appendQuestion(out, q, order, s, t);
    String keys =
        t.get(
            canReport ? "practice.keys.review.report" : "practice.keys.review",
            KeyMap.range(q.choices().size(), t));
    out.append(s.dim(keys)).append('\n');
    return out.toString();
  }

  /** The keys after the session's last answer, before its summary. */
  static String lastAnswerKeys(Texts t) {
    return t.get("practice.lastAnswerKeys");
  }

  /** {@code f} with no answer yet in this run. */
  static String nothingToReport(Texts t) {
    return t.get("practice.nothingToReport") + "\n";
  }

  /**
   * The prompt, the path of its picture if it has one (a terminal shows no images: the learner
   * opens the file), and the lettered choices in display order. Review and exam mode share it.
   */
  static void appendQuestion(StringBuilder out, Question q, int[] order, Style s, Texts t) {
    out.append(s.bold(ControlChars.visible(q.prompt()))).append('\n');
    if (q.image() != null) {
      out.append(
              s.dim(
                  "  "
                      + t.get(
                          "practice.picture",
                          q.image().file().toAbsolutePath().normalize().toString())))
          .append('\n');
    }
    for (int p = 0; p < order.length; p++) {
      out.append("  ")
          .append(KeyMap.letter(p))
          .append(") ")
          .append(ControlChars.visible(q.choices().get(order[p])))
          .append('\n');
    }
  }

  /** The line for a key that is not a choice. */
  public static String notAChoice(int choices, Texts t) {
    return t.get("practice.notAChoice", t.get("practice.keys.review", KeyMap.range(choices, t)))
        + "\n";
  }

  /** Correct or not, the correct choice, the explanation and when the question comes back. */
  public static String answered(
      AnswerResult result, OptionalInt picked, int[] order, Instant answeredAt, Style s, Texts t) {
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
      out.append(s.right(t.get("practice.correct", answer)));
    } else if (picked.isEmpty()) {
      out.append(s.wrong(t.get("practice.notKnown", answer)));
    } else {
      out.append(s.wrong(t.get("practice.wrong", answer)));
    }
    out.append('\n')
        .append(s.bold(t.get("practice.explanation") + " "))
        .append(ControlChars.visible(q.explanation()))
        .append('\n');
    if (q.reference() != null && !q.reference().isBlank()) {
      out.append(s.dim(t.get("practice.reference", q.reference()))).append('\n');
    }
    out.append(comesBack(result, answeredAt, t)).append('\n');
    return out.toString();
  }

  static String comesBack(AnswerResult result, Instant answeredAt, Texts t) {
    Duration interval =
        result
            .interval()
            .orElseGet(() -> Duration.between(answeredAt, result.nextDue().orElse(answeredAt)));
    return t.get(result.right() ? "practice.again" : "practice.again.missed", worded(interval, t));
  }

  /** "in 4 days", as the Discord review words it. */
  static String worded(Duration interval, Texts t) {
    long minutes = Math.max(1, (interval.toSeconds() + 59) / 60);
    if (minutes < 60) {
      return t.plural("review.in.minutes", minutes);
    }
    long hours = Math.round(interval.toMinutes() / 60.0);
    if (interval.compareTo(Duration.ofHours(23)) < 0) {
      return t.plural("review.in.hours", hours);
    }
    return t.plural("review.in.days", Math.round(interval.toHours() / 24.0));
  }

  /** The end of a session, done or stopped. */
  public static String summary(SessionSummary sum, boolean stopped, Style s, Texts t) {
    int percent = sum.answered() == 0 ? 0 : Math.round(100f * sum.right() / sum.answered());
    return "\n"
        + s.bold(t.get(stopped ? "practice.summary.stopped" : "practice.summary.done"))
        + "\n"
        + t.plural(
            "practice.summary",
            sum.streak(),
            String.valueOf(sum.answered()),
            String.valueOf(sum.right()),
            t.wholePercent(percent),
            String.valueOf(sum.dueTomorrow()))
        + "\n";
  }
}
