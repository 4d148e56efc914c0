package dev.quizbot.round;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The reveal's per-choice shares are read side by side by every member: they must add up to the
 * whole (spec, "A round": "what share picked each choice").
 */
final class RevealShareRoundingTest {

  @TempDir Path dir;
  private RoundFixture fx;

  @BeforeEach
  void open() {
    fx = new RoundFixture(dir);
  }

  @AfterEach
  void close() {
    fx.close();
  }

  @Test
  @DisplayName("three members on three different choices read shares that add up to 100%")
  void sharesOfAnEvenSplitAddUpToHundred() {
    // GIVEN three members who each picked a different choice (🇦, 🇧, 🇨)
    var round = fx.postQuiz();
    fx.react(round, 11, 0, Duration.ofSeconds(1));
    fx.react(round, 12, 1, Duration.ofSeconds(2));
    fx.react(round, 13, 2, Duration.ofSeconds(3));
    fx.clock.advance(Duration.ofSeconds(60));

    // WHEN the round closes
    fx.service.flush(); // the close itself waits only a second for the answers
    Reveal reveal = fx.service.closeDue().get(0);

    // THEN the percentages shown per choice add up to 100, not 33 + 33 + 33 = 99
    int sum = reveal.tallies().stream().mapToInt(Reveal.ChoiceTally::percent).sum();
    assertThat(sum).isEqualTo(100);
  }
}
