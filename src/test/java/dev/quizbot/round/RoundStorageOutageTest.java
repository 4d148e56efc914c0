package dev.quizbot.round;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.e2e.LogCapture;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Storage away for 30 s (a failing-storage decorator on a moved clock): answers made inside the
 * window and across the deadline are all stored exactly once after it, and the round is closed and
 * revealed once, with the right shares, without a restart.
 */
final class RoundStorageOutageTest {

  @TempDir Path dir;
  private final SwitchedStores faults = new SwitchedStores();
  private RoundFixture fx;

  @BeforeEach
  void open() {
    fx = new RoundFixture(dir, faults);
  }

  @AfterEach
  void close() {
    fx.close();
  }

  @Test
  @DisplayName(
      "a 30 s outage inside the window and across the deadline: every answer stored once, one"
          + " reveal with the right shares once storage is back")
  void outageAcrossTheDeadline() {
    // GIVEN a posted round (60 s window) with one answer stored
    var round = fx.postQuiz();
    fx.react(round, 1, round.correct(), Duration.ofSeconds(2));
    fx.service.flush();

    // WHEN storage goes away at 40 s for 30 s, members answer at 41-59 s
    fx.clock.advance(Duration.ofSeconds(40));
    faults.failing = true;
    for (long user = 2; user <= 11; user++) {
      AnswerOutcome outcome =
          fx.react(
              round,
              user,
              user % 2 == 0 ? round.correct() : round.wrong(),
              Duration.ofSeconds(40 + user));
      assertThat(outcome).isInstanceOf(AnswerOutcome.Recorded.class);
    }
    // AND the deadline passes during the outage: the round is not closed, not revealed, kept
    fx.clock.advance(Duration.ofSeconds(25));
    assertThat(fx.service.closeDue()).isEmpty();
    assertThat(fx.service.roundsWaitingToClose()).isEqualTo(1);
    assertThat(fx.react(round, 99, round.correct(), Duration.ofSeconds(61)))
        .isEqualTo(new AnswerOutcome.Ignored(AnswerOutcome.IgnoreReason.CLOSED));
    fx.clock.advance(Duration.ofSeconds(5));
    assertThat(fx.service.closeDue()).isEmpty();

    // AND storage comes back
    faults.failing = false;
    fx.service.flush(); // the writer's retry may wait longer than the close's one second
    List<Reveal> reveals = fx.service.closeDue();

    // THEN one reveal with all 11 answers: 6 correct (1, 2, 4, 6, 8, 10), 5 wrong
    assertThat(reveals).hasSize(1);
    Reveal reveal = reveals.get(0);
    assertThat(reveal.totalAnswered()).isEqualTo(11);
    assertThat(reveal.tallies().get(round.correct()).count()).isEqualTo(6);
    assertThat(reveal.tallies().get(round.wrong()).count()).isEqualTo(5);
    // AND each answer is stored exactly once, the round closed once, nothing more to close
    assertThat(fx.count("SELECT count(*) FROM answers")).isEqualTo(11);
    assertThat(fx.count("SELECT count(DISTINCT user_id) FROM answers")).isEqualTo(11);
    assertThat(fx.count("SELECT count(*) FROM rounds WHERE closed_at IS NOT NULL")).isEqualTo(1);
    assertThat(fx.service.closeDue()).isEmpty();
    assertThat(fx.service.roundsWaitingToClose()).isZero();
  }

  @Test
  @DisplayName("answers stored but the close refused: the round stays closing, closed once after")
  void closeRefusedThenDone() throws Exception {
    var round = fx.postQuiz();
    fx.react(round, 1, round.correct(), Duration.ofSeconds(2));
    fx.service.flush();
    LogCapture logs = new LogCapture();
    logs.attach();
    try {
      faults.failing = true;
      fx.clock.advance(Duration.ofSeconds(60));

      assertThat(fx.service.closeDue()).isEmpty();
      assertThat(fx.service.roundsWaitingToClose()).isEqualTo(1);

      faults.failing = false;
      Thread.sleep(300); // the close is tried again after a short pause (250 ms at first)
      assertThat(fx.service.closeDue()).hasSize(1);
    } finally {
      logs.detach();
    }
    assertThat(fx.count("SELECT count(*) FROM rounds WHERE closed_at IS NOT NULL")).isEqualTo(1);
    assertThat(logs.lines())
        .filteredOn(l -> l.startsWith("WARN") && l.contains("closing round"))
        .singleElement()
        .satisfies(l -> assertThat(l).contains("the disk is full"));
    assertThat(logs.lines()).anySatisfy(l -> assertThat(l).contains("closing rounds works again"));
  }

  @Test
  @DisplayName("a restart during the outage, before the close: the round is still open and loaded")
  void roundStaysOpenInTheDatabaseForARestart() {
    var round = fx.postQuiz();
    faults.failing = true;
    fx.react(round, 1, round.correct(), Duration.ofSeconds(2));
    fx.clock.advance(Duration.ofSeconds(60));
    assertThat(fx.service.closeDue()).isEmpty();
    faults.failing = false;

    // THEN the database still has the round open (what a next start recovers and reconciles)
    assertThat(fx.roundStore.openPosted().stream().map(StoredRound::roundId).toList())
        .contains(round.prepared().roundId());
  }
}
