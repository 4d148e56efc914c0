package dev.quizbot.study;

import static dev.quizbot.study.StudyFixtures.question;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.quizbot.bank.Deck;
import dev.quizbot.bank.GuildBanks;
import dev.quizbot.bank.QuestionBank;
import dev.quizbot.study.ScoreCorrection.Outcome;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** What {@link ReadinessService} takes of the exams' learning, with and without a history. */
final class ReadinessServiceLearningTest {

  private static final Instant EXAM = Instant.parse("2026-06-01T12:00:00Z");

  // Three questions of topic "a" (4 choices), one of topic "b" (2 choices); a1 and a2 reviewed 10
  // days before the exam with S = 10: recall 0.9 at the exam.
  private final QuestionBank bank =
      StudyFixtures.bank(
          List.of(
              question("a1", "d", "a"),
              question("a2", "d", "a"),
              question("a3", "d", "a"),
              question("b1", "d", "b", 2)));
  private final MemoryState ninety =
      new MemoryState(10, 5, CardState.REVIEW, 0, EXAM, EXAM.minus(Duration.ofDays(10)), 2, 0);
  private final Map<String, MemoryState> states = Map.of("a1", ninety, "a2", ninety);

  // One exam of the middle third 0.31 above its forecast: +0.31 / 31 = +0.01 for half the deck seen
  private final ExamLearning learned =
      new ExamLearning(
          PopulationPrior.NONE, ScoreCorrection.learn(List.of(new Outcome(0.5, 0.40, 0.71))));

  private ReadinessReport forecast(RecallHistory history) {
    ReadinessService service =
        new ReadinessService(
            GuildBanks.fixed(bank),
            OneMemberStores.memory(states),
            OneMemberStores.defaultSettings(),
            new Readiness(new Scheduler(FsrsParameters.defaults())),
            Clock.fixed(EXAM, ZoneOffset.UTC),
            ExamsSeen.NONE,
            m -> Optional.empty(),
            history,
            () -> learned);
    Deck deck = bank.decks().get(0);
    return service.forecastExam(7, deck, 4, Map.of(), EXAM);
  }

  @Test
  @DisplayName("with a review history the learned correction moves the forecast")
  void withHistory() {
    ReadinessReport report = forecast(m -> List.of());
    assertThat(report.correction()).isCloseTo(0.01, within(1e-9));
    assertThat(report.deckSeen()).isEqualTo(0.5);
  }

  @Test
  @DisplayName(
      "without one (the model taken as known, the bench's yardstick) nothing learned is used")
  void withoutHistory() {
    ReadinessReport report = forecast(null);
    assertThat(report.correction()).isZero();
    // (0.925 + 0.925 + 0.25 + 0.5) / 4: the known curve's forecast, unmoved
    assertThat(report.predicted()).isCloseTo(0.65, within(1e-9));
  }
}
