package dev.quizbot.study;

import static dev.quizbot.study.StudyFixtures.question;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.quizbot.bank.Question;
import dev.quizbot.study.ScoreCorrection.Outcome;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

final class ScoreCorrectionTest {

  private static final Instant EXAM = Instant.parse("2026-06-01T12:00:00Z");
  private final Readiness readiness = new Readiness(new Scheduler(FsrsParameters.defaults()));

  // Three questions of topic "a" (4 choices), one of topic "b" (2 choices).
  private final List<Question> deck =
      List.of(
          question("a1", "d", "a"),
          question("a2", "d", "a"),
          question("a3", "d", "a"),
          question("b1", "d", "b", 2));

  /** Reviewed 10 days before the exam with S = 10: recall 0.9 at the exam. */
  private static MemoryState ninetyAtExam() {
    Instant last = EXAM.minus(Duration.ofDays(10));
    return new MemoryState(10, 5, CardState.REVIEW, 0, EXAM, last, 2, 0);
  }

  private ReadinessReport forecast(Map<String, MemoryState> states, ScoreCorrection correction) {
    return forecast(states, Map.of(), correction);
  }

  private ReadinessReport forecast(
      Map<String, MemoryState> states, Map<String, Double> weights, ScoreCorrection correction) {
    return readiness.forecast(
        "d",
        deck,
        states,
        EXAM,
        weights,
        0.75,
        4,
        Map.of(),
        null,
        new ExamLearning(PopulationPrior.NONE, correction));
  }

  @Test
  @DisplayName(
      "learnt per third of the deck seen: the mean miss, shrunk as by 30 exams missing by 0")
  void learnsPerThird() {
    ScoreCorrection c =
        ScoreCorrection.learn(
            List.of(
                new Outcome(0.10, 0.40, 0.43), // first third: +0.03
                new Outcome(1.0 / 3, 0.50, 0.40), // 1/3 is the second third: −0.10
                new Outcome(0.50, 0.50, 0.54), // second: +0.04
                new Outcome(2.0 / 3, 0.70, 0.75), // 2/3 is the last third: +0.05
                new Outcome(1.00, 0.80, 0.81))); // last: +0.01
    assertThat(c.exams()).containsExactly(1, 2, 2);
    assertThat(c.shifts()[0]).isCloseTo(0.03 / 31, within(1e-12));
    assertThat(c.shifts()[1]).isCloseTo(-0.06 / 32, within(1e-12));
    assertThat(c.shifts()[2]).isCloseTo(0.06 / 32, within(1e-12));
    assertThat(c.shift(0)).isEqualTo(c.shifts()[0]);
    assertThat(c.shift(0.34)).isEqualTo(c.shifts()[1]);
    assertThat(c.shift(1)).isEqualTo(c.shifts()[2]);
    assertThat(c.total()).isEqualTo(5);
  }

  @Test
  @DisplayName("a row out of range is skipped; the shift stays within ±0.10; none learnt: 0")
  void skipsAndBounds() {
    List<Outcome> outcomes = new ArrayList<>();
    outcomes.add(new Outcome(Double.NaN, 0.5, 0.9));
    outcomes.add(new Outcome(1.2, 0.5, 0.9));
    outcomes.add(new Outcome(0.5, -0.1, 0.9));
    outcomes.add(new Outcome(0.5, 0.5, Double.POSITIVE_INFINITY));
    // 100 exams of the last third 0.8 above their forecast: 80 / 130 = 0.62, bounded at 0.10
    outcomes.addAll(Collections.nCopies(100, new Outcome(0.9, 0.2, 1.0)));
    ScoreCorrection c = ScoreCorrection.learn(outcomes);
    assertThat(c.exams()).containsExactly(0, 0, 100);
    assertThat(c.shifts()).containsExactly(0, 0, 0.10);
    assertThat(c.shift(Double.NaN)).isZero();
    assertThat(ScoreCorrection.learn(List.of()).shifts()).containsExactly(0, 0, 0);
    assertThat(ScoreCorrection.NONE.shift(0.5)).isZero();
  }

  @Test
  @DisplayName(
      "the forecast moves by the shift: each seen recall by one step of log-odds, none below the"
          + " guess floor, unseen ones kept")
  void shiftsTheForecast() {
    // GIVEN a1 and a2 at recall 0.9, half the deck seen, and a correction of +0.01 for the
    // middle third (one exam 0.31 above its forecast: 0.31 / 31)
    Map<String, MemoryState> states = Map.of("a1", ninetyAtExam(), "a2", ninetyAtExam());
    ScoreCorrection c = ScoreCorrection.learn(List.of(new Outcome(0.5, 0.40, 0.71)));
    ReadinessReport plain = forecast(states, ScoreCorrection.NONE);
    ReadinessReport corrected = forecast(states, c);

    // THEN the exam of all 4 questions: (0.925 + 0.925 + 0.25 + 0.5) / 4 = 0.65, corrected 0.66
    assertThat(plain.predicted()).isCloseTo(0.65, within(1e-9));
    assertThat(corrected.predicted()).isCloseTo(0.66, within(1e-9));
    assertThat(corrected.correction()).isCloseTo(0.01, within(1e-9));
    assertThat(plain.correction()).isZero();
    assertThat(corrected.deckSeen()).isEqualTo(0.5);
    // the two seen ones carry it: 2 · 0.75 · (R' − 0.9) = 0.04, R' = 0.92667, chance 0.945;
    // a3 (unseen) stays 0.25
    assertThat(corrected.topics().get(0).predicted())
        .isCloseTo((2 * (0.25 + 0.75 * (0.9 + 0.04 / 1.5)) + 0.25) / 3, within(1e-9));
    assertThat(corrected.topics().get(1).predicted()).isEqualTo(0.5);
    assertThat(corrected.outlook().passProbability())
        .isGreaterThan(plain.outlook().passProbability());

    // AND a negative shift never takes a seen question below its guess floor
    List<Outcome> worse = Collections.nCopies(100, new Outcome(0.5, 0.9, 0.0));
    ReadinessReport lowered = forecast(states, ScoreCorrection.learn(worse));
    assertThat(lowered.correction()).isCloseTo(-0.10, within(1e-9));
    assertThat(lowered.topics().get(0).predicted()).isGreaterThanOrEqualTo(0.25);
  }

  @Test
  @DisplayName(
      "a shift beyond what the member's recalls can move moves them to the end, no further")
  void saturates() {
    // GIVEN only a1 seen (a quarter of the deck: first third) and a correction of +0.10
    List<Outcome> better = Collections.nCopies(100, new Outcome(0.1, 0.2, 1.0));
    ScoreCorrection c = ScoreCorrection.learn(better);
    ReadinessReport report = forecast(Map.of("a1", ninetyAtExam()), c);
    // THEN a1 goes to certain, 0.925 → 1: the exam's expected score rises by 0.075 / 4
    assertThat(report.correction()).isCloseTo(0.075 / 4, within(1e-6));
    // AND a member who has seen nothing is not moved at all
    ReadinessReport none = forecast(Map.of(), c);
    assertThat(none.correction()).isZero();
    assertThat(none.predicted()).isCloseTo(0.3125, within(1e-12));
  }

  @Test
  @DisplayName("seen questions the exam cannot draw (a topic weighing 0) are not moved")
  void undrawableSeenQuestions() {
    // GIVEN b1 seen at recall 0.9 (a quarter of the deck: first third), topic b weighing 0, and
    // a correction of +0.10
    MemoryState b1 = ninetyAtExam();
    ScoreCorrection c = ScoreCorrection.learn(Collections.nCopies(100, new Outcome(0.1, 0.2, 1.0)));
    Map<String, Double> weights = Map.of("a", 1.0, "b", 0.0);
    ReadinessReport plain = forecast(Map.of("b1", b1), weights, ScoreCorrection.NONE);
    ReadinessReport report = forecast(Map.of("b1", b1), weights, c);
    // THEN nothing moves: b1 stays at 0.9 + 0.1 · 0.5 and the exam of a's three unseen ones at 0.25
    assertThat(report.correction()).isZero();
    assertThat(report.topics().get(1).predicted()).isCloseTo(0.95, within(1e-9));
    assertThat(report.predicted()).isEqualTo(plain.predicted()).isCloseTo(0.25, within(1e-12));
  }
}
