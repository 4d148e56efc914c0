package dev.quizbot.round;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

final class RoundCloseTest {

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
  @DisplayName("nothing closes before the deadline")
  void notBeforeDeadline() {
    fx.postQuiz();
    fx.clock.advance(Duration.ofSeconds(59));

    assertThat(fx.service.closeDue()).isEmpty();
    assertThat(fx.service.openRounds()).hasSize(1);
  }

  @Test
  @DisplayName("the reveal carries the correct choice, explanation, shares and fastest correct")
  void revealContent() {
    // GIVEN five answers: four correct at 9, 2, 5, 7 s and one wrong at 1 s
    var round = fx.postQuiz();
    fx.react(round, 11, round.correct(), Duration.ofSeconds(9));
    fx.react(round, 12, round.correct(), Duration.ofSeconds(2));
    fx.react(round, 13, round.wrong(), Duration.ofSeconds(1));
    fx.react(round, 14, round.correct(), Duration.ofSeconds(5));
    fx.react(round, 15, round.correct(), Duration.ofSeconds(7));
    fx.clock.advance(Duration.ofSeconds(60));

    // WHEN (every answer stored first: the close itself waits only a second for them)
    fx.service.flush();
    List<Reveal> reveals = fx.service.closeDue();

    // THEN
    assertThat(reveals).hasSize(1);
    Reveal reveal = reveals.get(0);
    assertThat(reveal.messageId()).isEqualTo(round.messageId());
    assertThat(reveal.channelId()).isEqualTo(RoundFixture.CHANNEL);
    assertThat(reveal.correctPosition()).isEqualTo(round.correct());
    assertThat(reveal.correctText()).isEqualTo(round.prepared().question().correctChoice());
    assertThat(reveal.explanation()).isEqualTo(round.prepared().question().explanation());
    assertThat(reveal.totalAnswered()).isEqualTo(5);
    assertThat(reveal.tallies().get(round.correct()).count()).isEqualTo(4);
    assertThat(reveal.tallies().get(round.correct()).percent()).isEqualTo(80);
    assertThat(reveal.tallies().get(round.wrong()).share()).isEqualTo(0.2);
    assertThat(reveal.tallies()).extracting(Reveal.ChoiceTally::count).containsOnly(4, 1, 0);
    assertThat(reveal.fastest())
        .containsExactly(
            new Reveal.FastAnswer(12, 2_000),
            new Reveal.FastAnswer(14, 5_000),
            new Reveal.FastAnswer(15, 7_000));
  }

  @Test
  @DisplayName("a round nobody answered reveals zero shares")
  void emptyRound() {
    fx.postQuiz();
    fx.clock.advance(Duration.ofSeconds(60));

    Reveal reveal = fx.service.closeDue().get(0);

    assertThat(reveal.totalAnswered()).isZero();
    assertThat(reveal.tallies()).extracting(Reveal.ChoiceTally::share).containsOnly(0.0);
    assertThat(reveal.fastest()).isEmpty();
  }

  @Test
  @DisplayName("closing twice reveals a round once and stores its close time")
  void closeIsIdempotent() {
    var round = fx.postQuiz();
    fx.clock.advance(Duration.ofSeconds(61));
    fx.service.closeDue();

    List<Reveal> second = fx.service.closeDue();

    assertThat(second).isEmpty();
    assertThat(fx.roundStore.find(round.prepared().roundId()).orElseThrow().closedAt())
        .contains(RoundFixture.T0.plusSeconds(61));
    assertThat(fx.service.openRounds()).isEmpty();
  }

  @Test
  @DisplayName("a round already closed in the store (by another process) is not revealed again")
  void closedElsewhereNotRevealed() {
    var round = fx.postQuiz();
    fx.roundStore.close(round.prepared().roundId(), RoundFixture.T0.plusSeconds(60));
    fx.clock.advance(Duration.ofSeconds(61));

    assertThat(fx.service.closeDue()).isEmpty();
  }

  @Test
  @DisplayName("after the close a new /quiz may start in the channel")
  void channelFreedAfterClose() {
    fx.postQuiz();
    fx.clock.advance(Duration.ofSeconds(60));
    fx.service.closeDue();

    assertThat(fx.service.start(RoundRequest.quiz(RoundFixture.GUILD, RoundFixture.CHANNEL)))
        .isInstanceOf(PreparedRound.class);
  }

  @Test
  @DisplayName("the next deadline is the earliest among open rounds")
  void nextDeadline() {
    fx.postQuiz();
    fx.clock.advance(Duration.ofSeconds(10));
    fx.postQuiz(RoundRequest.quiz(RoundFixture.GUILD, 9102L));

    assertThat(fx.service.nextDeadline()).contains(RoundFixture.T0.plusSeconds(60));
  }
}
