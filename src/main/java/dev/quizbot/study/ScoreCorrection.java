package dev.quizbot.study;

import java.util.Arrays;
import java.util.List;

/**
 * How far the forecast's expected score missed the members' mock-exam scores, by how much of the
 * deck a member had seen when her exam started: learned from the exams the bot forecast and added
 * to each new forecast's expected score (by {@link ScoreShift}).
 *
 * <p>Why: the learned prior ({@link PopulationPrior}) is one for all members, and where the memory
 * model misfits how members forget, one prior cannot be right for all of them. In bench P16 the
 * half-life regression learners who had seen most of the deck (the long studiers, who sit near the
 * pass mark) scored 2–3 points above their forecast, those who had seen a third or less as
 * forecast, and the pass probability near the pass mark was too low by up to 15 points. Their own
 * past exams measure that gap; the share of the deck seen, which the bot knows at every forecast,
 * separated it where the amount of history and the rest before the exam did not
 * (design/forecast-history.md, "The score correction").
 *
 * <p>How: per third of the deck seen, the mean of (score − the forecast before its correction) over
 * the exams, shrunk towards 0 as if {@value #SHRINK} more exams had missed by nothing (an exam
 * misses by about 6 points of the answers' chance alone: 30 exams leave about 1 point of it), and
 * kept within ±{@value #LIMIT}. Pure.
 */
public final class ScoreCorrection {

  /** Strata: thirds of the deck seen. */
  static final int STRATA = 3;

  /** The shift is shrunk towards 0 as if this many more exams had missed by nothing. */
  static final double SHRINK = 30;

  /** The shift's bound, as a share of the exam: a correction, never the forecast itself. */
  static final double LIMIT = 0.10;

  /** No correction. */
  public static final ScoreCorrection NONE =
      new ScoreCorrection(
          new double[STRATA], new double[] {Double.NaN, Double.NaN, Double.NaN}, new int[STRATA]);

  /**
   * One submitted exam the bot forecast.
   *
   * @param deckSeen the share of the deck's questions the member had seen at its start, 0 to 1
   * @param predicted the forecast's expected score before its correction, 0 to 1
   * @param score the share answered right, 0 to 1
   */
  public record Outcome(double deckSeen, double predicted, double score) {}

  private final double[] shifts;
  private final double[] misses;
  private final int[] exams;

  private ScoreCorrection(double[] shifts, double[] misses, int[] exams) {
    this.shifts = shifts;
    this.misses = misses;
    this.exams = exams;
  }

  /** The correction learned from {@code outcomes}; one with a value out of range is skipped. */
  public static ScoreCorrection learn(List<Outcome> outcomes) {
    double[] sums = new double[STRATA];
    int[] counts = new int[STRATA];
    for (Outcome o : outcomes) {
      if (!(inUnit(o.deckSeen()) && inUnit(o.predicted()) && inUnit(o.score()))) {
        continue;
      }
      int s = stratum(o.deckSeen());
      sums[s] += o.score() - o.predicted();
      counts[s]++;
    }
    double[] shifts = new double[STRATA];
    double[] misses = new double[STRATA];
    for (int s = 0; s < STRATA; s++) {
      shifts[s] = Math.max(-LIMIT, Math.min(LIMIT, sums[s] / (counts[s] + SHRINK)));
      misses[s] = counts[s] == 0 ? Double.NaN : sums[s] / counts[s];
    }
    return new ScoreCorrection(shifts, misses, counts);
  }

  /** What to add to the expected score of a member who has seen {@code deckSeen} of the deck. */
  public double shift(double deckSeen) {
    return inUnit(deckSeen) ? shifts[stratum(deckSeen)] : 0;
  }

  /** The shifts per third of the deck seen, least seen first: for the log and the reports. */
  public double[] shifts() {
    return shifts.clone();
  }

  /**
   * The mean of score minus forecast (before its correction) per third of the deck seen, least seen
   * first; NaN for a third without exams.
   */
  public double[] misses() {
    return misses.clone();
  }

  /** The exams it was learned from, per third of the deck seen. */
  public int[] exams() {
    return exams.clone();
  }

  /** The exams it was learned from (0: none). */
  public int total() {
    return Arrays.stream(exams).sum();
  }

  /** The share of the deck seen where stratum {@code s} (0 to {@link #STRATA} − 1) starts. */
  public static double from(int s) {
    return (double) s / STRATA;
  }

  static int stratum(double deckSeen) {
    return Math.min(STRATA - 1, (int) Math.floor(deckSeen * STRATA));
  }

  private static boolean inUnit(double x) {
    return x >= 0 && x <= 1;
  }
}
