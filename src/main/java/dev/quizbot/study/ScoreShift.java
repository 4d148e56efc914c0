package dev.quizbot.study;

import dev.quizbot.bank.Question;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Moves a forecast's expected exam score by a {@link ScoreCorrection}'s shift: every seen
 * question's recall R moves by one δ on the log-odds scale, in every part of the forecast's
 * mixture, δ chosen so that the exam's expected score moves by the shift. So the chance of a right
 * answer stays R' + (1 − R')·g, never below the guess floor; an unseen question (R = 0) keeps its
 * guess floor; a recall near one half moves most, one near 0 or 1 least; and the chance of passing
 * and the range follow from the exam's distribution as before. When no seen question can be drawn,
 * nothing moves. Pure.
 */
final class ScoreShift {

  /**
   * δ's range on the log-odds scale: a shift beyond what it reaches is applied as far as it goes,
   * and the report says how far that was.
   */
  static final double MAX_LOG_ODDS = 15;

  /** At most this many steps; Newton's take a handful, bisection's 60 reach 10⁻¹⁶ of the range. */
  private static final int ROUNDS = 100;

  /** Recalls within this of 0 or 1 are taken as exactly 0 or 1: floating error, not memory. */
  private static final double EDGE = 1e-12;

  /**
   * The parts shifted, and how far the expected score moved: {@code wanted}, or less when the
   * member's recalls cannot move so far.
   */
  record Shifted(List<Readiness.Component> parts, double applied) {}

  private ScoreShift() {}

  /**
   * @param inclusion each question's chance of being on the exam ({@link ExamForecast#inclusion})
   * @param questions questions on the exam
   * @param wanted the shift of the expected score, as a share of the exam
   */
  static Shifted apply(
      List<Readiness.Component> parts,
      List<Question> deck,
      Map<String, Double> inclusion,
      int questions,
      double wanted) {
    double total = parts.stream().mapToDouble(Readiness.Component::weight).sum();
    if (questions <= 0 || !Double.isFinite(wanted) || !(total > 0)) {
      return new Shifted(parts, 0);
    }
    int size = deck.size();
    double[] guess = new double[size];
    double[] drawn = new double[size];
    double[][] logOdds = new double[parts.size()][size];
    for (int i = 0; i < size; i++) {
      Question q = deck.get(i);
      guess[i] = 1.0 / q.choices().size();
      drawn[i] = inclusion.getOrDefault(q.id(), 0.0);
      for (int k = 0; k < parts.size(); k++) {
        double recall = (parts.get(k).chance().get(q.id()) - guess[i]) / (1 - guess[i]);
        logOdds[k][i] =
            recall <= EDGE
                ? Double.NEGATIVE_INFINITY
                : recall >= 1 - EDGE ? Double.POSITIVE_INFINITY : Math.log(recall / (1 - recall));
      }
    }
    // The solver reads the drawable questions whose recall can move, as weight × chance of being
    // drawn × (1 − g) per part and question: the rest of the expected score does not move with δ.
    List<double[]> terms = new ArrayList<>(); // {scale, log-odds}
    for (int k = 0; k < parts.size(); k++) {
      for (int i = 0; i < size; i++) {
        if (drawn[i] > 0 && Double.isFinite(logOdds[k][i])) {
          double scale = parts.get(k).weight() / total * drawn[i] * (1 - guess[i]);
          terms.add(new double[] {scale, logOdds[k][i]});
        }
      }
    }
    if (terms.isEmpty()) {
      return new Shifted(parts, 0); // no seen question the exam can draw: nothing to learn from
    }
    double base = moving(terms, 0)[0];
    double delta = solve(terms, base + wanted * questions);
    double applied = (moving(terms, delta)[0] - base) / questions;
    List<Readiness.Component> shifted = new ArrayList<>();
    for (int k = 0; k < parts.size(); k++) {
      Map<String, Double> chance = new HashMap<>();
      for (int i = 0; i < size; i++) {
        chance.put(deck.get(i).id(), guess[i] + (1 - guess[i]) * sigmoid(logOdds[k][i] + delta));
      }
      shifted.add(new Readiness.Component(parts.get(k).weight(), chance));
    }
    return new Shifted(shifted, applied);
  }

  /**
   * δ with Σ scale · σ(log-odds + δ) = {@code target}: Newton's steps, bisection where a step would
   * leave the bracket, within ±{@link #MAX_LOG_ODDS} (the sum grows with δ).
   */
  private static double solve(List<double[]> terms, double target) {
    double low = -MAX_LOG_ODDS;
    double high = MAX_LOG_ODDS;
    double delta = 0;
    for (int round = 0; round < ROUNDS && high - low > 1e-12; round++) {
      double[] value = moving(terms, delta);
      double miss = value[0] - target;
      if (Math.abs(miss) < 1e-13 * Math.max(1, Math.abs(target))) {
        return delta;
      }
      if (miss < 0) {
        low = delta;
      } else {
        high = delta;
      }
      double next = value[1] > 0 ? delta - miss / value[1] : Double.NaN;
      delta = next > low && next < high ? next : (low + high) / 2;
    }
    return delta;
  }

  /** {Σ scale · σ(log-odds + δ), its derivative in δ} over the terms {scale, log-odds}. */
  private static double[] moving(List<double[]> terms, double delta) {
    double sum = 0;
    double slope = 0;
    for (double[] t : terms) {
      double p = sigmoid(t[1] + delta);
      sum += t[0] * p;
      slope += t[0] * p * (1 - p);
    }
    return new double[] {sum, slope};
  }

  private static double sigmoid(double x) {
    if (x == Double.NEGATIVE_INFINITY) {
      return 0;
    }
    if (x == Double.POSITIVE_INFINITY) {
      return 1;
    }
    return 1 / (1 + Math.exp(-x));
  }
}
