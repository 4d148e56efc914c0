package dev.quizbot.study;

import dev.quizbot.i18n.Texts;
import java.util.List;
import java.util.function.UnaryOperator;

/**
 * The readiness sentences that {@code /readiness}, its chart and {@code quizbot practice
 * --readiness} share, so the three say the same thing in the same words: the predicted score
 * against the pass mark with the points short, the chance of passing, and the one next step (the
 * command that reviews the topic that would add the most points). Each caller gives its own way to
 * stress a figure (Discord's bold, the terminal's) and its own command keys.
 */
public final class ReadinessWords {

  private ReadinessWords() {}

  /** A share shown as whole percentage points: 0.123 is 12. */
  public static long points(double share) {
    return Math.round(share * 100);
  }

  /**
   * "On {date} you'd score about {score} (pass mark {mark}): ❌ 43 points short." then the chance of
   * passing on a line of its own.
   *
   * @param stress what goes around the score and the chance ({@code **} on Discord), or ""
   */
  public static String summary(ReadinessReport r, String date, String stress, Texts t) {
    String verdict =
        r.passes() ? t.get("readiness.passes") : t.plural("readiness.below", r.pointsShort());
    return t.get(
            "readiness.summary",
            date,
            stress + t.percent(r.predicted()) + stress,
            t.percent(r.passMark()),
            verdict)
        + "\n"
        + chance(r, stress, t);
  }

  /** "Chance of passing: 64% · likely score 60% to 78%": the chart's line too. */
  public static String chance(ReadinessReport r, String stress, Texts t) {
    return t.get(
        "readiness.chance",
        stress + t.percent(r.outlook().passProbability()) + stress,
        t.percent(r.outlook().low()),
        t.percent(r.outlook().high()));
  }

  /**
   * The next step: with no answer in the deck, that the figure is pure guessing and the command to
   * start; else the command reviewing the topic that gains most; empty when nothing is left to
   * gain.
   *
   * @param deckCommand the key of the command that starts on a deck ({0}: the deck)
   * @param topicCommand the key of the command that reviews a topic ({0}: the deck, {1}: the topic)
   * @param quote turns a value into how the command line takes it (a topic with a space in quotes)
   */
  public static String nextStep(
      ReadinessReport r,
      String deckCommand,
      String topicCommand,
      UnaryOperator<String> quote,
      Texts t) {
    if (r.guessingOnly()) {
      return t.get("readiness.guessing", t.get(deckCommand, quote.apply(r.deckId())));
    }
    List<TopicReadiness> best = r.bestGains(1);
    if (best.isEmpty()) {
      return "";
    }
    return t.get(
        "readiness.next",
        t.get(topicCommand, quote.apply(r.deckId()), quote.apply(best.get(0).topic())));
  }
}
