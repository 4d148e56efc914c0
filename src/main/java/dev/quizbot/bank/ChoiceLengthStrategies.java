package dev.quizbot.bank;

import java.util.List;
import java.util.Locale;

/**
 * How well a candidate who never reads the question would score by always picking the longest, the
 * shortest or the second-longest choice, over the questions still in use.
 *
 * <p>Each figure is an expected score: when the key ties other choices in length, the strategy
 * picks among the tied ones at random, so a key tied with k others at the picked rank counts
 * 1/(k+1). A bank without a length cue keeps all three near blind guessing (about 25 % with four
 * choices); the 2026-12-06 review found the second-longest at 44 %.
 *
 * @param questions questions counted (retired ones are left out: they are never asked)
 * @param longest expected number right by always picking the longest choice
 * @param shortest the same for the shortest choice
 * @param secondLongest the same for the second-longest choice
 * @param guessing expected number right by picking any choice at random
 */
public record ChoiceLengthStrategies(
    int questions, double longest, double shortest, double secondLongest, double guessing) {

  /** The three strategies' expected scores over {@code questions} that are not retired. */
  public static ChoiceLengthStrategies of(List<Question> questions) {
    int count = 0;
    double longest = 0;
    double shortest = 0;
    double second = 0;
    double guessing = 0;
    for (Question q : questions) {
      if (q.retired()) {
        continue;
      }
      count++;
      int n = q.choices().size();
      longest += keyChance(q, 0);
      shortest += keyChance(q, n - 1);
      second += keyChance(q, 1);
      guessing += 1.0 / n;
    }
    return new ChoiceLengthStrategies(count, longest, shortest, second, guessing);
  }

  /**
   * The chance that the key is the choice at {@code rank} (0 = longest) when the choices are sorted
   * by length, longest first, with ties in a random order.
   */
  static double keyChance(Question q, int rank) {
    int key = q.correctChoice().length();
    int longer = 0;
    int sameLength = 0;
    for (String choice : q.choices()) {
      if (choice.length() > key) {
        longer++;
      } else if (choice.length() == key) {
        sameLength++; // the key itself included
      }
    }
    // The key lands on each of the ranks longer .. longer + sameLength - 1 with equal chance.
    return rank >= longer && rank < longer + sameLength ? 1.0 / sameLength : 0;
  }

  /**
   * How much longer the key is than the question's longest distractor, as a ratio (1.10 = 10 %
   * longer; below 1 when a distractor is longer).
   */
  public static double keyOverLongestDistractor(Question q) {
    int longestDistractor = 0;
    for (int i = 0; i < q.choices().size(); i++) {
      if (i != q.answerIndex()) {
        longestDistractor = Math.max(longestDistractor, q.choices().get(i).length());
      }
    }
    return (double) q.correctChoice().length() / Math.max(1, longestDistractor);
  }

  public double longestShare() {
    return share(longest);
  }

  public double shortestShare() {
    return share(shortest);
  }

  public double secondLongestShare() {
    return share(secondLongest);
  }

  public double guessingShare() {
    return share(guessing);
  }

  private double share(double right) {
    return questions == 0 ? 0 : right / questions;
  }

  /** One line for people: the three strategies' scores as percents, and blind guessing's. */
  public String summary() {
    return String.format(
        Locale.ROOT,
        "choice-length strategies over %d questions: longest %.1f %%, shortest %.1f %%,"
            + " second-longest %.1f %% (blind guessing %.1f %%)",
        questions,
        100 * longestShare(),
        100 * shortestShare(),
        100 * secondLongestShare(),
        100 * guessingShare());
  }
}
