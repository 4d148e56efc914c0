package dev.quizbot.study;

/**
 * FSRS-6's memory update as the optimizer trains it (fsrs-rs {@code model.rs} step, same formulas
 * as {@link MemoryModel}) over {@link Dual}s, so the same code gives the prediction and, when the
 * weights are variables, its gradient. Time is whole days: a review 0 days after the previous one
 * is a same-day review (the short-term formula).
 */
final class FsrsForward {

  static final double S_MIN = 0.001;
  static final double S_MAX = 36_500;
  private static final double P_MIN = 1e-7;
  private static final double P_MAX = 1 - 1e-7;

  private final Dual[] w;
  private final Dual decay;
  private final Dual factor;
  private final Dual easyDifficulty;
  private final Dual failureCapDivisor;

  /**
   * @param gradients whether the weights are variables (training) or constants (evaluation)
   */
  FsrsForward(double[] weights, boolean gradients) {
    w = new Dual[Dual.N];
    for (int i = 0; i < Dual.N; i++) {
      w[i] = gradients ? Dual.variable(weights[i], i) : Dual.constant(weights[i]);
    }
    decay = w[20].times(-1);
    // factor = 0.9^(1/decay) − 1, so that R(S, S) = 0.9 whatever the decay.
    factor = Dual.constant(Math.log(0.9)).div(decay).exp().plus(-1);
    easyDifficulty = rawInitialDifficulty(4);
    failureCapDivisor = w[17].times(w[18]).exp();
  }

  record State(Dual s, Dual d) {}

  /** The state after the first answer. */
  State first(int grade) {
    return new State(w[grade - 1].clamp(S_MIN, S_MAX), rawInitialDifficulty(grade).clamp(1, 10));
  }

  /** R(t, S) = (1 + factor · t / S)^decay. */
  Dual recall(State state, long elapsedDays) {
    Dual s = state.s().clamp(S_MIN, S_MAX);
    return factor.times(elapsedDays).div(s).plus(1).pow(decay);
  }

  /** The chance of a right answer: R, or R + (1 − R)·g with guessing. */
  static Dual rightAnswer(Dual recall, double guessFloor) {
    if (guessFloor == 0) {
      return recall;
    }
    return recall.times(1 - guessFloor).plus(guessFloor);
  }

  /** Weighted binary cross-entropy of p against the label, p clamped away from 0 and 1. */
  static Dual loss(Dual p, boolean right, double weight) {
    Dual clamped = p.clamp(P_MIN, P_MAX);
    Dual l = right ? clamped.log() : Dual.constant(1).minus(clamped).log();
    return l.times(-weight);
  }

  State step(State state, long elapsedDays, int grade) {
    Dual lastS = state.s().clamp(S_MIN, S_MAX);
    Dual lastD = state.d().clamp(1, 10);
    Dual s;
    if (elapsedDays == 0) {
      Dual increase = w[17].times(w[18].plus(grade - 3)).exp().times(lastS.pow(w[19].times(-1)));
      if (grade >= 2) {
        increase = increase.max(1);
      }
      s = lastS.times(increase);
    } else {
      Dual r = recall(new State(lastS, lastD), elapsedDays);
      Dual oneMinusR = Dual.constant(1).minus(r);
      if (grade == 1) {
        Dual longTerm =
            w[11]
                .times(lastD.pow(w[12].times(-1)))
                .times(lastS.plus(1).pow(w[13]).plus(-1))
                .times(oneMinusR.times(w[14]).exp());
        s = longTerm.min(lastS.div(failureCapDivisor));
      } else {
        Dual gain =
            w[8].exp()
                .times(Dual.constant(11).minus(lastD))
                .times(lastS.pow(w[9].times(-1)))
                .times(oneMinusR.times(w[10]).exp().plus(-1));
        if (grade == 2) {
          gain = gain.times(w[15]);
        } else if (grade == 4) {
          gain = gain.times(w[16]);
        }
        s = lastS.times(gain.plus(1));
      }
    }
    Dual delta = w[6].times(-(grade - 3));
    Dual damped = lastD.plus(Dual.constant(10).minus(lastD).times(delta).times(1.0 / 9));
    Dual reverted = w[7].times(easyDifficulty.minus(damped)).plus(damped);
    return new State(s.clamp(S_MIN, S_MAX), reverted.clamp(1, 10));
  }

  private Dual rawInitialDifficulty(int grade) {
    return w[4].minus(w[5].times(grade - 1).exp()).plus(1);
  }
}
