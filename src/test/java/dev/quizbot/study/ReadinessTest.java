package dev.quizbot.study;

import static dev.quizbot.study.StudyFixtures.question;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import dev.quizbot.bank.Question;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

final class ReadinessTest {

  private static final Instant EXAM = Instant.parse("2026-06-01T12:00:00Z");
  private static final double EPS = 1e-9;
  private final Scheduler scheduler = new Scheduler(FsrsParameters.defaults());
  private final Readiness readiness = new Readiness(scheduler);

  // Three questions of topic "a" (4 choices), one of topic "b" (2 choices).
  private final List<Question> deck =
      List.of(
          question("a1", "d", "a"),
          question("a2", "d", "a"),
          question("a3", "d", "a"),
          question("b1", "d", "b", 2));

  /** Reviewed {@code days} before the exam with stability S = days: recall 0.9 at the exam. */
  private static MemoryState ninetyAtExam(double days) {
    Instant last = EXAM.minus(Duration.ofMillis((long) (days * 86_400_000)));
    return new MemoryState(days, 5, CardState.REVIEW, 0, EXAM, last, 2, 0);
  }

  @Test
  @DisplayName("an unseen question counts at the guess rate, 1 / number of choices")
  void unseenAtGuessRate() {
    ReadinessReport report = readiness.forecast("d", deck, Map.of(), EXAM, Map.of(), 0.7);
    // a: 0.25 each; b: 0.5; by topic size 3:1 → 0.75 · 0.25 + 0.25 · 0.5 = 0.3125
    assertThat(report.topics()).extracting(TopicReadiness::predicted).containsExactly(0.25, 0.5);
    assertThat(report.predicted()).isCloseTo(0.3125, within(EPS));
    assertThat(report.passes()).isFalse();
  }

  @Test
  @DisplayName("a question's recall on the date is FSRS's retrievability: R(S, S) = 0.9")
  void retrievabilityOnDate() {
    // GIVEN a1 reviewed 10 days before the exam with S = 10
    MemoryState state = ninetyAtExam(10);
    ReadinessReport report =
        readiness.forecast("d", deck, Map.of("a1", state), EXAM, Map.of(), 0.7);
    // THEN a1 is answered right with 0.9 + 0.1 · 0.25 (a forgotten one guessed right) = 0.925:
    // topic a = (0.925 + 0.25 + 0.25) / 3, one question seen
    TopicReadiness a = report.topics().get(0);
    assertThat(scheduler.retrievability(state, EXAM)).isCloseTo(0.9, within(1e-6));
    assertThat(a.predicted()).isCloseTo((0.925 + 0.5) / 3, within(1e-6));
    assertThat(a.seen()).isEqualTo(1);
  }

  @Test
  @DisplayName(
      "given weights replace topic sizes; gains are weight × (1 − predicted), largest first")
  void weightsAndGains() {
    // GIVEN weights a:20, b:80 and every a question at 0.9
    Map<String, MemoryState> states =
        Map.of("a1", ninetyAtExam(3), "a2", ninetyAtExam(3), "a3", ninetyAtExam(3));
    ReadinessReport report =
        readiness.forecast("d", deck, states, EXAM, Map.of("a", 20.0, "b", 80.0), 0.5);
    // THEN each a question is right with 0.9 + 0.1 · 0.25 = 0.925; gains a 0.2 · 0.075 = 0.015,
    // b 0.8 · 0.5 = 0.4. An exam of all 4 questions takes every one whatever the weights (b has
    // 1 question, fewer than its share): expected (3 · 0.925 + 0.5) / 4 = 0.81875
    assertThat(report.predicted()).isCloseTo(0.81875, within(1e-9));
    assertThat(report.outlook().expected()).isEqualTo(report.predicted());
    assertThat(report.passes()).isTrue();
    assertThat(report.bestGains(1)).extracting(TopicReadiness::topic).containsExactly("b");
    assertThat(report.bestGains(5))
        .extracting(TopicReadiness::gain)
        .satisfiesExactly(
            g -> assertThat(g).isCloseTo(0.4, within(1e-6)),
            g -> assertThat(g).isCloseTo(0.015, within(1e-6)));
  }

  @Test
  @DisplayName("a topic left out of the weights counts 0")
  void leftOutTopicWeighsZero() {
    ReadinessReport report = readiness.forecast("d", deck, Map.of(), EXAM, Map.of("b", 1.0), 0.7);
    assertThat(report.predicted()).isCloseTo(0.5, within(EPS));
    assertThat(report.topics().get(0).weight()).isZero();
  }

  @Test
  @DisplayName(
      "weights of a topic the deck lacks, negative or all zero are refused with a sentence")
  void badWeights() {
    assertThatThrownBy(() -> readiness.forecast("d", deck, Map.of(), EXAM, Map.of("zz", 1.0), 0.7))
        .hasMessageContaining("topic zz has a weight but no question in deck d");
    assertThatThrownBy(() -> readiness.forecast("d", deck, Map.of(), EXAM, Map.of("a", -1.0), 0.7))
        .hasMessageContaining("must be 0 or more");
    assertThatThrownBy(() -> readiness.forecast("d", deck, Map.of(), EXAM, Map.of("a", 0.0), 0.7))
        .hasMessageContaining("add up to 0");
    assertThatThrownBy(() -> readiness.forecast("d", List.of(), Map.of(), EXAM, Map.of(), 0.7))
        .hasMessageContaining("no questions");
  }
}
