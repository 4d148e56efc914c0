package dev.quizbot.study;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The learning-step state machine, where py-fsrs 6.3 and ts-fsrs differ py-fsrs's way. */
final class SchedulerStepsTest {

  private static final Instant T0 = Instant.parse("2025-03-03T08:00:00Z");
  private final Scheduler scheduler = new Scheduler(FsrsParameters.defaults().withFuzz(false));

  @Test
  @DisplayName("Hard on the first learning step waits halfway between 1 and 10 minutes: 5 min 30 s")
  void hardOnFirstStep() {
    ReviewOutcome hard = scheduler.first(Rating.HARD, T0, 0);

    assertThat(hard.interval()).isEqualTo(Duration.ofSeconds(330));
    assertThat(hard.next().step()).isZero();
    assertThat(hard.next().state()).isEqualTo(CardState.LEARNING);
  }

  @Test
  @DisplayName("Hard on the second learning step repeats that step: 10 minutes")
  void hardOnSecondStep() {
    MemoryState onSecond = scheduler.first(Rating.GOOD, T0, 0).next();

    ReviewOutcome hard = scheduler.review(onSecond, Rating.HARD, onSecond.due(), 0);

    assertThat(hard.interval()).isEqualTo(Duration.ofMinutes(10));
    assertThat(hard.next().step()).isEqualTo(1);
  }

  @Test
  @DisplayName("Again on the second learning step goes back to the first: 1 minute")
  void againOnSecondStep() {
    MemoryState onSecond = scheduler.first(Rating.GOOD, T0, 0).next();

    ReviewOutcome again = scheduler.review(onSecond, Rating.AGAIN, onSecond.due(), 0);

    assertThat(again.interval()).isEqualTo(Duration.ofMinutes(1));
    assertThat(again.next().step()).isZero();
    assertThat(again.next().lapses()).as("a lapse is forgetting after graduating").isZero();
  }

  @Test
  @DisplayName("Hard in the only relearning step waits 1.5 × 10 minutes")
  void hardInRelearning() {
    MemoryState relearning = lapsed();

    ReviewOutcome hard = scheduler.review(relearning, Rating.HARD, relearning.due(), 0);

    assertThat(hard.interval()).isEqualTo(Duration.ofMinutes(15));
    assertThat(hard.next().state()).isEqualTo(CardState.RELEARNING);
  }

  @Test
  @DisplayName("a same-day Hard lowers stability (its increase is not held at 1, unlike ts-fsrs)")
  void sameDayHardLowersStability() {
    MemoryState onSecond = scheduler.first(Rating.GOOD, T0, 0).next(); // S = 2.3065

    // SInc = e^(w17·(−1 + w18)) · S^(−w19) = e^(−0.49302400) · 0.94649 = 0.57810, S' = 1.33338.
    ReviewOutcome hard = scheduler.review(onSecond, Rating.HARD, onSecond.due(), 0);

    assertThat(hard.next().stability()).isCloseTo(1.3333787168039835, within(1e-9));
  }

  @Test
  @DisplayName(
      "without relearning steps a lapse stays in review, counted, at the new stability's days")
  void noRelearningSteps() {
    FsrsParameters p = FsrsParameters.defaults().withFuzz(false);
    Scheduler noRelearning =
        new Scheduler(
            new FsrsParameters(
                p.weights(), 0.9, p.learningSteps(), List.of(), p.maximumIntervalDays(), false));
    MemoryState review = noRelearning.first(Rating.EASY, T0, 0).next();

    ReviewOutcome again = noRelearning.review(review, Rating.AGAIN, review.due(), 0);

    assertThat(again.next().state()).isEqualTo(CardState.REVIEW);
    assertThat(again.next().lapses()).isEqualTo(1);
    assertThat(again.interval().toDays()).isGreaterThanOrEqualTo(1);
  }

  @Test
  @DisplayName("a step index beyond today's shorter step list graduates on Good")
  void stepsShortenedSinceStored() {
    FsrsParameters p = FsrsParameters.defaults().withFuzz(false);
    Scheduler oneStep =
        new Scheduler(
            new FsrsParameters(
                p.weights(),
                0.9,
                List.of(Duration.ofMinutes(1)),
                p.relearningSteps(),
                p.maximumIntervalDays(),
                false));
    MemoryState onSecond = scheduler.first(Rating.GOOD, T0, 0).next(); // step 1 of the old two

    ReviewOutcome good = oneStep.review(onSecond, Rating.GOOD, onSecond.due(), 0);

    assertThat(good.next().state()).isEqualTo(CardState.REVIEW);
    assertThat(good.interval()).isEqualTo(Duration.ofDays(2));
  }

  @Test
  @DisplayName("no interval exceeds the maximum, fuzzed or not")
  void maximumInterval() {
    FsrsParameters p = FsrsParameters.defaults();
    FsrsParameters max20 =
        new FsrsParameters(p.weights(), 0.8, p.learningSteps(), p.relearningSteps(), 20, false);

    // Easy first at 0.80 would wait 28 days (see SchedulerGoldenTest): capped at 20.
    assertThat(new Scheduler(max20).first(Rating.EASY, T0, 7).interval())
        .isEqualTo(Duration.ofDays(20));
    Scheduler fuzzed = new Scheduler(max20.withFuzz(true));
    for (long seed = 0; seed < 200; seed++) {
      MemoryState state = fuzzed.first(Rating.EASY, T0, seed).next();
      ReviewOutcome next = fuzzed.review(state, Rating.GOOD, state.due(), seed);
      assertThat(Duration.between(T0, state.due())).isLessThanOrEqualTo(Duration.ofDays(20));
      assertThat(next.interval()).isLessThanOrEqualTo(Duration.ofDays(20));
    }
  }

  @Test
  @DisplayName("a review stamped before the last one (clock skew) counts as same-day")
  void reviewBeforeLastReview() {
    MemoryState onSecond = scheduler.first(Rating.GOOD, T0, 0).next();

    ReviewOutcome early = scheduler.review(onSecond, Rating.GOOD, T0.minusMillis(5), 0);

    assertThat(early.elapsedDays()).isZero();
    assertThat(early.next().stability()).isEqualTo(2.3065);
  }

  @Test
  @DisplayName("23 h 59 min after the last review is still the same day; 24 h is one day")
  void dayBoundaryIsTwentyFourHours() {
    MemoryState review = scheduler.first(Rating.EASY, T0, 0).next();

    assertThat(
            scheduler
                .review(review, Rating.GOOD, T0.plus(Duration.ofMinutes(1439)), 0)
                .elapsedDays())
        .isZero();
    assertThat(
            scheduler.review(review, Rating.GOOD, T0.plus(Duration.ofHours(24)), 0).elapsedDays())
        .isEqualTo(1);
  }

  private MemoryState lapsed() {
    MemoryState review = scheduler.first(Rating.EASY, T0, 0).next();
    return scheduler.review(review, Rating.AGAIN, review.due(), 0).next();
  }
}
