package dev.quizbot.bench.suite;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;

/**
 * One measured figure of the performance table: the values of several runs, summarised as median
 * and min–max spread, judged against a target, with the yardstick measured in the same run.
 *
 * @param id table id, e.g. "P6"
 * @param name what was measured
 * @param unit unit of the values
 * @param runs one value per run (empty when not measured)
 * @param target the goal; {@link Target#none()} for an informative figure
 * @param yardstick what to compare with, measured in the same run ("" if none)
 * @param note how it was measured or why it is missing
 */
public record Figure(
    String id,
    String name,
    String unit,
    List<Double> runs,
    Target target,
    String yardstick,
    String note) {

  public Figure {
    runs = List.copyOf(runs);
  }

  /** A figure with its runs and no yardstick. */
  public static Figure of(String id, String name, String unit, List<Double> runs, Target target) {
    return new Figure(id, name, unit, runs, target, "", "");
  }

  /** A row for a benchmark that is not measured here, with the reason. */
  public static Figure missing(String id, String name, Target target, String why) {
    return new Figure(id, name, "", List.of(), target, "", why);
  }

  public Figure withYardstick(String text) {
    return new Figure(id, name, unit, runs, target, text, note);
  }

  public Figure withNote(String text) {
    return new Figure(id, name, unit, runs, target, yardstick, text);
  }

  public boolean measured() {
    return !runs.isEmpty();
  }

  public double median() {
    List<Double> sorted = sorted();
    int n = sorted.size();
    return n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2;
  }

  public double min() {
    return sorted().get(0);
  }

  public double max() {
    List<Double> sorted = sorted();
    return sorted.get(sorted.size() - 1);
  }

  /** PASS or FAIL of the median against the target; "—" without a target or a value. */
  public String verdict() {
    if (!measured()) {
      return "NOT RUN";
    }
    if (target.kind() == Target.Kind.NONE) {
      return "—";
    }
    return target.isMetBy(median()) ? "PASS" : "FAIL";
  }

  public String medianText() {
    return measured() ? format(median()) + " " + unit : "—";
  }

  public String spreadText() {
    if (!measured()) {
      return "—";
    }
    return format(min()) + "–" + format(max()) + " (n=" + runs.size() + ")";
  }

  private List<Double> sorted() {
    List<Double> sorted = new ArrayList<>(runs);
    Collections.sort(sorted);
    return sorted;
  }

  /** Three significant digits, no exponent for everyday magnitudes. */
  static String format(double value) {
    double abs = Math.abs(value);
    if (value == Math.rint(value) && abs < 1e15) {
      return String.format(Locale.ROOT, "%,d", (long) value);
    }
    if (abs >= 100) {
      return String.format(Locale.ROOT, "%,.0f", value);
    }
    if (abs >= 10) {
      return String.format(Locale.ROOT, "%.1f", value);
    }
    if (abs >= 0.1) {
      return String.format(Locale.ROOT, "%.2f", value);
    }
    return String.format(Locale.ROOT, "%.3f", value);
  }
}
