package dev.quizbot.study;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Golden values worked out from the FSRS-6 formulas with the default weights (w0 = 0.212, w2 =
 * 2.3065, w3 = 8.2956, w4 = 6.4133, w5 = 0.8334, w6 = 3.0194, w7 = 0.001, w8 = 1.8722, w9 = 0.1666,
 * w10 = 0.796, w11 = 1.4835, w12 = 0.0614, w13 = 0.2629, w14 = 1.6483, w17 = 0.5425, w18 = 0.0912,
 * w19 = 0.0658, w20 = 0.1542), step by step in the comments.
 *
 * <p>Constants used below: factor = 0.9^(−1/0.1542) − 1 = 0.98034649; D0(G) = w4 − e^(w5·(G−1)) +
 * 1, so D0(Again) = 6.4133, D0(Good) = 7.4133 − e^1.6668 = 2.11810397, D0(Easy) = 7.4133 − e^2.5002
 * = −4.77163070 (the mean-reversion target, unclamped).
 */
final class SchedulerGoldenTest {

  private static final Instant T0 = Instant.parse("2025-03-03T08:00:00Z");
  private static final double EPS = 1e-9;
  private final Scheduler at90 = new Scheduler(FsrsParameters.defaults().withFuzz(false));

  @Test
  @DisplayName("the bot's path: right, right 10 minutes later, right at due, then a lapse")
  void goodGoodGoodThenLapse() {
    // GIVEN a first answer right: S0(Good) = w2 = 2.3065, D = D0(Good) = 2.11810397;
    // learning step 0 → 1, due after the second step, 10 minutes.
    ReviewOutcome first = at90.first(Rating.GOOD, T0, 0);
    assertThat(first.next().stability()).isEqualTo(2.3065);
    assertThat(first.next().difficulty()).isCloseTo(2.118103970459015, within(EPS));
    assertThat(first.next().state()).isEqualTo(CardState.LEARNING);
    assertThat(first.next().step()).isEqualTo(1);
    assertThat(first.next().due()).isEqualTo(T0.plus(Duration.ofMinutes(10)));

    // WHEN right again 10 minutes later (same day): SInc = e^(w17·w18) · S^(−w19)
    //   = e^0.04947600 · 2.3065^(−0.0658) = 1.05072 · 0.94649 = 0.99450 < 1, kept at 1 for Good,
    //   so S stays 2.3065. D: ΔD = 0, D' = 0.001 · (−4.77163070) + 0.999 · 2.11810397
    //   = 2.11121424. Last step passed → review; interval = S · (0.9^(1/decay) − 1) / factor = S
    //   at 0.90, round(2.3065) = 2 days.
    Instant t1 = T0.plus(Duration.ofMinutes(10));
    ReviewOutcome second = at90.review(first.next(), Rating.GOOD, t1, 0);
    assertThat(second.next().stability()).isEqualTo(2.3065);
    assertThat(second.next().difficulty()).isCloseTo(2.1112142357853942, within(EPS));
    assertThat(second.next().state()).isEqualTo(CardState.REVIEW);
    assertThat(second.interval()).isEqualTo(Duration.ofDays(2));
    assertThat(second.elapsedDays()).isZero();

    // AND right at due, 2 days later: R = (1 + 0.98034649 · 2 / 2.3065)^(−0.1542) = 0.90949326;
    //   S' = S · (1 + e^w8 · (11 − D) · S^(−w9) · (e^(w10·(1−R)) − 1))
    //      = 2.3065 · (1 + 6.50259 · 8.88878576 · 0.87003 · 0.07470) = 10.97104826 → 11 days.
    //   D' = 0.001 · (−4.77163070) + 0.999 · 2.11121424 = 2.10433139.
    Instant t2 = t1.plus(Duration.ofDays(2));
    ReviewOutcome third = at90.review(second.next(), Rating.GOOD, t2, 0);
    assertThat(third.elapsedDays()).isEqualTo(2);
    assertThat(third.next().stability()).isCloseTo(10.971048263078137, within(EPS));
    assertThat(third.next().difficulty()).isCloseTo(2.1043313908464474, within(EPS));
    assertThat(third.next().due()).isEqualTo(t2.plus(Duration.ofDays(11)));

    // AND wrong at due, 11 days later: R = (1 + 0.98034649 · 11 / 10.97104826)^(−0.1542)
    //   = 0.89981884; S'f = w11 · D^(−w12) · ((S+1)^w13 − 1) · e^(w14·(1−R))
    //   = 1.4835 · 0.95535 · 0.92062 · 1.17954 = 1.53901253, below the cap S / e^(w17·w18)
    //   = 10.44145381. D: ΔD = −w6 · (1 − 3) = 6.0388, damped · (10 − 2.10433139) / 9 = 5.29782,
    //   D' = 0.001 · (−4.77163070) + 0.999 · 7.40214957 = 7.38997579. Relearning step 0, 10 min,
    //   one lapse.
    Instant t3 = t2.plus(Duration.ofDays(11));
    ReviewOutcome lapse = at90.review(third.next(), Rating.AGAIN, t3, 0);
    assertThat(lapse.next().stability()).isCloseTo(1.5390125302814703, within(EPS));
    assertThat(lapse.next().difficulty()).isCloseTo(7.389975788014609, within(EPS));
    assertThat(lapse.next().state()).isEqualTo(CardState.RELEARNING);
    assertThat(lapse.next().step()).isZero();
    assertThat(lapse.interval()).isEqualTo(Duration.ofMinutes(10));
    assertThat(lapse.next().lapses()).isEqualTo(1);
    assertThat(lapse.next().reps()).isEqualTo(4);

    // AND right 10 minutes later: same day, SInc = e^0.04947600 · 1.53901253^(−0.0658)
    //   = 1.02133125 ≥ 1, S' = 1.57184159 → back to review, round(1.57) = 2 days.
    ReviewOutcome relearnt =
        at90.review(lapse.next(), Rating.GOOD, t3.plus(Duration.ofMinutes(10)), 0);
    assertThat(relearnt.next().stability()).isCloseTo(1.5718415897918618, within(EPS));
    assertThat(relearnt.next().state()).isEqualTo(CardState.REVIEW);
    assertThat(relearnt.interval()).isEqualTo(Duration.ofDays(2));
  }

  @Test
  @DisplayName("a first answer wrong starts at the first step with S0(Again) and D0(Again)")
  void firstAgain() {
    // S0(Again) = w0 = 0.212; D0(Again) = w4 − e^0 + 1 = 6.4133; step 0 = 1 minute.
    ReviewOutcome first = at90.first(Rating.AGAIN, T0, 0);

    assertThat(first.next().stability()).isEqualTo(0.212);
    assertThat(first.next().difficulty()).isCloseTo(6.4133, within(EPS));
    assertThat(first.next().step()).isZero();
    assertThat(first.interval()).isEqualTo(Duration.ofMinutes(1));

    // Wrong again a minute later: SInc = e^(w17·(−2 + w18)) · 0.212^(−w19)
    //   = e^(−1.03552400) · 1.10746 = 0.39319206, S' = 0.08335672 (may fall for Again).
    ReviewOutcome again =
        at90.review(first.next(), Rating.AGAIN, T0.plus(Duration.ofMinutes(1)), 0);
    assertThat(again.next().stability()).isCloseTo(0.08335671711031603, within(EPS));
    assertThat(again.interval()).isEqualTo(Duration.ofMinutes(1));
  }

  @Test
  @DisplayName("a first answer Easy graduates at once; at retention 0.80 it waits 28 days")
  void firstEasyAtLowRetention() {
    // interval = S · (0.8^(1/decay) − 1) / factor = 8.2956 · 3.25079 / 0.98034649 = 27.5079 → 28.
    Scheduler at80 =
        new Scheduler(FsrsParameters.defaults().withDesiredRetention(0.80).withFuzz(false));

    ReviewOutcome easy = at80.first(Rating.EASY, T0, 0);

    assertThat(easy.next().state()).isEqualTo(CardState.REVIEW);
    assertThat(easy.next().stability()).isEqualTo(8.2956);
    assertThat(easy.interval()).isEqualTo(Duration.ofDays(28));
    assertThat(at90.first(Rating.EASY, T0, 0).interval()).isEqualTo(Duration.ofDays(8));
  }

  @Test
  @DisplayName("retrievability is 1 at the review, 0.90 after S days and falls in between")
  void retrievabilityCurve() {
    MemoryState state = at90.first(Rating.EASY, T0, 0).next(); // S = 8.2956 days

    assertThat(at90.retrievability(state, T0)).isEqualTo(1.0);
    // R(S, S) = (1 + factor)^(−w20) = (0.9^(−1/w20))^(−w20) = 0.9 exactly, whatever S.
    Instant afterS = T0.plus(Duration.ofMillis(Math.round(8.2956 * 86_400_000)));
    assertThat(at90.retrievability(state, afterS)).isCloseTo(0.9, within(1e-9));
    double halfDay = at90.retrievability(state, T0.plus(Duration.ofHours(12)));
    assertThat(halfDay).isLessThan(1.0).isGreaterThan(0.99);
  }
}
