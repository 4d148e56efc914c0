package dev.quizbot.discord.quiz;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.round.Reveal;
import dev.quizbot.round.RoundKind;
import dev.quizbot.testing.TestClock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

final class RevealRetriesTest {
  private static final Instant T0 = Instant.parse("2026-03-02T10:00:00Z");

  private final TestClock clock = new TestClock(T0);
  private final RevealRetries retries = new RevealRetries(clock);

  @Test
  @DisplayName("a failed reveal is due again after 1, 5, 15 and 60 minutes, then left to a start")
  void backsOffThenStops() {
    Reveal reveal = reveal(7);
    Instant failedAt = T0;
    for (Duration delay : RevealRetries.DELAYS) {
      // GIVEN the reveal failed (again)
      Instant due = retries.failed(reveal);

      // THEN it is due after the next delay, not a moment before
      assertThat(due).isEqualTo(failedAt.plus(delay));
      clock.set(due.minusMillis(1));
      assertThat(retries.takeDue()).isEmpty();
      clock.set(due);
      assertThat(retries.takeDue()).containsExactly(reveal);
      failedAt = due;
    }

    // WHEN it fails once more THEN no try is scheduled: the next start sends it
    assertThat(retries.failed(reveal)).isNull();
    clock.advance(Duration.ofDays(1));
    assertThat(retries.takeDue()).isEmpty();
  }

  @Test
  @DisplayName("a reveal recorded as done is not tried again, and its count starts over")
  void doneForgetsTheReveal() {
    Reveal reveal = reveal(8);
    retries.failed(reveal);
    retries.done(8);
    clock.advance(Duration.ofHours(2));
    assertThat(retries.takeDue()).isEmpty();
    assertThat(retries.failed(reveal)).isEqualTo(clock.instant().plus(Duration.ofMinutes(1)));
  }

  private static Reveal reveal(long roundId) {
    return new Reveal(
        roundId,
        2L,
        3L,
        4L,
        RoundKind.QUIZ,
        "q-1",
        "deck-a",
        "memory",
        "Which memory is fastest?",
        List.of("Registers", "Disk"),
        0,
        "Registers sit in the core.",
        Optional.empty(),
        0,
        List.of(),
        List.of(),
        Instant.EPOCH,
        OptionalLong.empty());
  }
}
