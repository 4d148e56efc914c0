package dev.quizbot.study;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import dev.quizbot.study.MemoryUncertainty.RecallCheck;
import dev.quizbot.testing.TestClock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The prior learned from exam-takers. The members are simulated here from a known truth: their
 * memory is the model's curve with every stability scaled by e^ε (ε = −1.5: they forget four and a
 * half times as fast as the model says), checked at 0.5–4 times the model's stability with four
 * choices.
 */
final class PopulationPriorTest {

  private static final double DECAY = FsrsParameters.DEFAULT_WEIGHTS.get(20);

  /** A new member's question held 20 days at a model stability of 10: the exam's long rest. */
  private static final double DAYS = 20;

  private static final double STABILITY = 10;

  @Test
  @DisplayName("with no exam-takers the prior is the default, the posterior unchanged")
  void noMembers() {
    PopulationPrior prior = PopulationPrior.learn(List.of());
    assertThat(prior).isSameAs(PopulationPrior.NONE);
    assertThat(prior.members()).isZero();
    // and it leaves every grid point's weight as it was
    List<RecallCheck> checks = members(1, 50, -1, 7).get(0).checks();
    List<double[]> points = PosteriorGrid.logPoints(checks, DECAY);
    prior.addTo(points);
    assertThat(points)
        .usingElementComparator(java.util.Arrays::compare)
        .containsExactlyElementsOf(PosteriorGrid.logPoints(checks, DECAY));
  }

  @Test
  @DisplayName("members who forget faster than the model: a new member's forecast moves their way")
  void learnsFromMembersWhoForgetFaster() {
    // GIVEN 300 exam-takers at ε = −1.5, 40 checks each
    PopulationPrior prior = fasterForgetters();
    // WHEN a new member with no reviews of her own is forecast
    double learnt = newMemberRecall(prior);
    double untaught = newMemberRecall(PopulationPrior.NONE);
    double truth = new MemoryUncertainty.Node(1, -1.5, DECAY).recall(DAYS, STABILITY);
    // THEN her recall moves from the default prior's towards the members', at least 40 % of the way
    // (the default weighs as 100 members: not all of it), and not beyond
    assertThat(untaught - truth).isGreaterThan(0.05);
    assertThat(learnt).isBetween(truth, untaught - 0.4 * (untaught - truth));
    assertThat(prior.members()).isEqualTo(300);
    assertThat(prior.means()[0]).isLessThan(-0.3);
    assertThat(PopulationPrior.NONE.means()[0]).isCloseTo(0, within(1e-9));
  }

  @Test
  @DisplayName("members the model fits leave the prior close to the default")
  void membersTheModelFits() {
    PopulationPrior prior = PopulationPrior.learn(members(150, 40, 0, 2));
    double truth = new MemoryUncertainty.Node(1, 0, DECAY).recall(DAYS, STABILITY);
    assertThat(newMemberRecall(prior)).isCloseTo(truth, within(0.05));
    assertThat(prior.means()[0]).isCloseTo(0, within(0.3));
  }

  @Test
  @DisplayName("a handful of exam-takers moves the prior less than hundreds: the default weighs")
  void fewMembersMoveItLess() {
    double untaught = newMemberRecall(PopulationPrior.NONE);
    double few = newMemberRecall(PopulationPrior.learn(members(5, 40, -1.5, 3)));
    double many = newMemberRecall(fasterForgetters());
    assertThat(few).isLessThan(untaught).isGreaterThan(many);
    assertThat(untaught - few).isLessThan(0.3 * (untaught - many));
  }

  @Test
  @DisplayName("members on decays of their own learn one prior, each point weighed alike")
  void ownDecays() {
    List<PopulationPrior.Evidence> members = new ArrayList<>();
    for (PopulationPrior.Evidence e : members(200, 40, -1.5, 4)) {
      members.add(
          new PopulationPrior.Evidence(e.member(), e.checks(), e.member() % 2 == 0 ? DECAY : 0.4));
    }
    PopulationPrior prior = PopulationPrior.learn(members);
    double ownDecay =
        MemoryUncertainty.posterior(List.of(), 0.4, prior).meanRecall(DAYS, STABILITY);
    assertThat(ownDecay)
        .isLessThan(
            MemoryUncertainty.posterior(List.of(), 0.4, PopulationPrior.NONE)
                    .meanRecall(DAYS, STABILITY)
                - 0.02);
  }

  @Test
  @DisplayName(
      "ExamLearner: nothing until learned; a failed refresh keeps the prior or correction in use")
  void refreshKeepsThePriorOnFailure() {
    AtomicInteger calls = new AtomicInteger();
    List<PopulationPrior.Evidence> evidence = members(50, 40, -1, 5);
    // Two exams of members who had seen most of the deck, 6 and 3 points above their forecast.
    List<ScoreCorrection.Outcome> outcomes =
        List.of(
            new ScoreCorrection.Outcome(0.9, 0.60, 0.66),
            new ScoreCorrection.Outcome(0.8, 0.5, 0.53));
    ExamLearner learner =
        new ExamLearner(
            sink -> {
              if (calls.incrementAndGet() == 2) {
                throw new IllegalStateException("the database is gone");
              }
              evidence.forEach(sink);
            },
            () -> {
              if (calls.get() == 3) {
                throw new IllegalStateException("the database is gone again");
              }
              return outcomes;
            },
            new TestClock(Instant.parse("2026-12-07T00:00:00Z")));
    assertThat(learner.get()).isSameAs(ExamLearning.NONE);

    learner.refresh();
    ExamLearning first = learner.get();
    assertThat(first.prior().members()).isEqualTo(50);
    assertThat(first.correction().shift(0.85)).isCloseTo(0.09 / 32, within(1e-12));

    learner.refresh(); // the prior fails: it stays, the correction is learned again
    assertThat(learner.get().prior()).isSameAs(first.prior());
    ExamLearning second = learner.get();
    assertThat(second.correction()).isNotSameAs(first.correction());

    learner.refresh(); // the correction fails: it stays, the prior is learned again
    assertThat(learner.get().prior()).isNotSameAs(first.prior());
    assertThat(learner.get().prior().members()).isEqualTo(50);
    assertThat(learner.get().correction()).isSameAs(second.correction());
    assertThat(calls).hasValue(3);
  }

  @Test
  @DisplayName("a prior of another grid is refused, not misapplied")
  void gridMismatch() {
    PopulationPrior prior = PopulationPrior.learn(members(2, 10, 0, 6));
    List<double[]> points = new ArrayList<>(List.of(new double[5]));
    assertThatThrownBy(() -> prior.addTo(points))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("for a grid of 1");
  }

  @Test
  @DisplayName("a member whose grid comes out not finite is left out, not spread over the prior")
  void notFinite() {
    PopulationPrior.Learning learning = new PopulationPrior.Learning();
    learning.add(new PopulationPrior.Evidence(1, members(1, 40, 0, 8).get(0).checks(), Double.NaN));
    assertThat(learning.skipped()).isEqualTo(1);
    assertThat(learning.learn()).isSameAs(PopulationPrior.NONE);
  }

  /** 300 exam-takers at ε = −1.5, learned once for the tests that share them. */
  private static PopulationPrior fasterForgetters() {
    synchronized (PopulationPriorTest.class) {
      if (fasterForgetters == null) {
        fasterForgetters = PopulationPrior.learn(members(300, 40, -1.5, 1));
      }
      return fasterForgetters;
    }
  }

  private static PopulationPrior fasterForgetters;

  private static double newMemberRecall(PopulationPrior prior) {
    return MemoryUncertainty.posterior(List.of(), DECAY, prior).meanRecall(DAYS, STABILITY);
  }

  /**
   * {@code count} members at scale e^{@code logScale}, {@code checks} each: the model's stability
   * 2–40 days, t / S 0.5–4, right when recalled or, failing that, guessed at ¼.
   */
  private static List<PopulationPrior.Evidence> members(
      int count, int checks, double logScale, long seed) {
    Random random = new Random(seed);
    MemoryUncertainty.Node truth = new MemoryUncertainty.Node(1, logScale, DECAY);
    List<PopulationPrior.Evidence> members = new ArrayList<>();
    for (int m = 0; m < count; m++) {
      List<RecallCheck> list = new ArrayList<>();
      for (int c = 0; c < checks; c++) {
        double stability = 2 + 38 * random.nextDouble();
        double days = stability * (0.5 + 3.5 * random.nextDouble());
        double modelRecall = new MemoryUncertainty.Node(1, 0, DECAY).recall(days, stability);
        double recall = truth.recall(days, stability);
        boolean right = random.nextDouble() < recall + (1 - recall) * 0.25;
        list.add(new RecallCheck(modelRecall, 0.25, right, stability));
      }
      members.add(new PopulationPrior.Evidence(m, list, DECAY));
    }
    return members;
  }
}
