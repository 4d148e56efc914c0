package dev.quizbot.bench.suite;

import java.util.Locale;

/** The goal a figure is judged against: at most or at least a value, or none. */
public record Target(Kind kind, double value) {

  /** Which side of the value passes. */
  public enum Kind {
    AT_MOST,
    AT_LEAST,
    NONE
  }

  public static Target atMost(double value) {
    return new Target(Kind.AT_MOST, value);
  }

  public static Target atLeast(double value) {
    return new Target(Kind.AT_LEAST, value);
  }

  public static Target none() {
    return new Target(Kind.NONE, 0);
  }

  /** Whether {@code measured} meets the target (always true when there is none). */
  public boolean isMetBy(double measured) {
    return switch (kind) {
      case AT_MOST -> measured <= value;
      case AT_LEAST -> measured >= value;
      case NONE -> true;
    };
  }

  public String describe(String unit) {
    return switch (kind) {
      case AT_MOST -> "≤ " + Figure.format(value) + " " + unit;
      case AT_LEAST -> "≥ " + Figure.format(value) + " " + unit;
      case NONE -> "—";
    };
  }

  @Override
  public String toString() {
    return String.format(Locale.ROOT, "%s %s", kind, value);
  }
}
