package dev.quizbot.study;

/**
 * A number with its derivatives by FSRS's 21 weights: forward-mode automatic differentiation for
 * {@link FsrsOptimizer}. Each operation applies the chain rule to the whole gradient, so the
 * training formulas are written once, like the scheduler's, and their gradients cannot drift from
 * them (fsrs-rs derives its backward pass by hand instead; forward mode costs 21 multiply-adds per
 * operation, which a member's history of thousands of reviews affords easily). A {@code null}
 * gradient means "constant": evaluation without training then skips the derivative work.
 */
final class Dual {

  static final int N = 21;

  final double v;
  final double[] g;

  private Dual(double v, double[] g) {
    this.v = v;
    this.g = g;
  }

  static Dual constant(double v) {
    return new Dual(v, null);
  }

  /** Weight {@code i} as a variable: derivative 1 by itself. */
  static Dual variable(double v, int i) {
    double[] g = new double[N];
    g[i] = 1;
    return new Dual(v, g);
  }

  /** v and a gradient {@code a·ga + b·gb} (either may be null). */
  private static Dual of(double v, double a, double[] ga, double b, double[] gb) {
    if (ga == null && gb == null) {
      return new Dual(v, null);
    }
    double[] g = new double[N];
    if (ga != null && a != 0) {
      for (int i = 0; i < N; i++) {
        g[i] = a * ga[i];
      }
    }
    if (gb != null && b != 0) {
      for (int i = 0; i < N; i++) {
        g[i] += b * gb[i];
      }
    }
    return new Dual(v, g);
  }

  Dual plus(Dual o) {
    return of(v + o.v, 1, g, 1, o.g);
  }

  Dual plus(double c) {
    return new Dual(v + c, g);
  }

  Dual minus(Dual o) {
    return of(v - o.v, 1, g, -1, o.g);
  }

  Dual times(Dual o) {
    return of(v * o.v, o.v, g, v, o.g);
  }

  Dual times(double c) {
    return of(v * c, c, g, 0, null);
  }

  Dual div(Dual o) {
    return of(v / o.v, 1 / o.v, g, -v / (o.v * o.v), o.g);
  }

  Dual exp() {
    double e = Math.exp(v);
    return of(e, e, g, 0, null);
  }

  Dual log() {
    return of(Math.log(v), 1 / v, g, 0, null);
  }

  /** this^e for a positive base. */
  Dual pow(Dual e) {
    double p = Math.pow(v, e.v);
    return of(p, e.v * Math.pow(v, e.v - 1), g, p * Math.log(v), e.g);
  }

  Dual min(Dual o) {
    return v <= o.v ? this : o;
  }

  Dual max(double c) {
    return v >= c ? this : constant(c);
  }

  /**
   * Clamped into [lo, hi]; as in Burn/PyTorch (and fsrs-rs's hand gradients) the derivative passes
   * at the boundary itself and stops outside it.
   */
  Dual clamp(double lo, double hi) {
    if (v < lo) {
      return constant(lo);
    }
    if (v > hi) {
      return constant(hi);
    }
    return this;
  }
}
