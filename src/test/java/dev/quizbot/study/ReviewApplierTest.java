package dev.quizbot.study;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

final class ReviewApplierTest {

  private static final Instant T0 = Instant.parse("2025-03-03T08:00:00Z");
  private final ReviewApplier applier = new ReviewApplier(Schedulers.defaults());

  private static StudyReview review(String question, long member, boolean right, Instant at) {
    return StudyReview.ofRound(member, question, false, 1L, right, at, Optional.empty());
  }

  /** A graduated state, S = 30 days, last reviewed 30 days before {@code at}. */
  private static MemoryState graduated(Instant at) {
    return new MemoryState(30, 5, CardState.REVIEW, 0, at, at.minus(Duration.ofDays(30)), 4, 0);
  }

  @Test
  @DisplayName("a first answer right is Good: the 10-minute learning step, nothing before")
  void firstAnswer() {
    AppliedReview applied = applier.apply(Optional.empty(), review("q", 1, true, T0), 0.9);
    assertThat(applied.after().due()).isEqualTo(T0.plus(Duration.ofMinutes(10)));
    assertThat(applied.before()).isEmpty();
    assertThat(applied.recallBefore()).isEmpty();
  }

  @Test
  @DisplayName("the same review recomputed lands on the same fuzzed day")
  void fuzzIsReproducible() {
    // GIVEN a graduated question answered right at its due instant (interval well past 3 days)
    MemoryState before = graduated(T0);
    // WHEN the review is computed twice
    AppliedReview once = applier.apply(Optional.of(before), review("q", 1, true, T0), 0.9);
    AppliedReview again = applier.apply(Optional.of(before), review("q", 1, true, T0), 0.9);
    // THEN both give the same due day, and the recall before is R(30, 30) = 0.9
    assertThat(once.after().due()).isEqualTo(again.after().due());
    assertThat(once.interval().toDays()).isGreaterThan(3);
    assertThat(once.recallBefore().getAsDouble())
        .isCloseTo(0.9, org.assertj.core.data.Offset.offset(1e-9));
  }

  @Test
  @DisplayName("a higher retention schedules the same review sooner")
  void retentionShortens() {
    MemoryState before = graduated(T0);
    Duration at80 = applier.apply(Optional.of(before), review("q", 1, true, T0), 0.80).interval();
    Duration at97 = applier.apply(Optional.of(before), review("q", 1, true, T0), 0.97).interval();
    assertThat(at97).isLessThan(at80);
  }
}
