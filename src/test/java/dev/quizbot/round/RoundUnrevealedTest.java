package dev.quizbot.round;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.storage.Database;
import dev.quizbot.testing.TestClock;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A process that closed a round and died before its reveal was sent leaves the reveal to the next
 * start, which rebuilds it from the database.
 */
final class RoundUnrevealedTest {

  @TempDir Path dir;
  private Database database;
  private TestClock clock;
  private RoundFixture before;
  private RoundFixture after;
  private Reveal revealAtClose;

  @BeforeEach
  void closeThenDie() {
    // GIVEN a process that graded three answers (one recovered from the reactions), closed the
    // round at its deadline, and died before the reveal reached Discord
    database = Database.openSqlite(dir.resolve("quizbot.db"));
    clock = new TestClock(RoundFixture.T0);
    before = new RoundFixture(database, clock, 1);
    RoundFixture.PostedRound round = before.postQuiz();
    before.react(round, 11, round.correct(), Duration.ofSeconds(4));
    before.react(round, 12, round.wrong(), Duration.ofSeconds(6));
    clock.advance(Duration.ofSeconds(30));
    before.service.reconcile(
        round.messageId(),
        List.of(new ReactionSnapshot(13, false, ChoiceEmojis.emoji(round.correct()))));
    clock.advance(Duration.ofSeconds(30));
    before.service.flush(); // the close itself waits only a second for the answers
    revealAtClose = before.service.closeDue().get(0);
    before.writer.close();
    clock.advance(Duration.ofSeconds(20));
    // AND a new process on the same database
    after = new RoundFixture(database, clock, 2);
  }

  @AfterEach
  void close() {
    after.writer.close();
    database.close();
  }

  @Test
  @DisplayName("the next process rebuilds the unsent reveal with the same content as at the close")
  void rebuiltRevealEqualsTheOneBuiltAtClose() {
    // WHEN the new process asks for the reveals not done
    List<Reveal> unrevealed = after.service.unrevealed(guild -> true);

    // THEN it gets that round's reveal, equal field for field
    assertThat(unrevealed).containsExactly(revealAtClose);
    assertThat(revealAtClose.totalAnswered()).isEqualTo(3);
  }

  @Test
  @DisplayName("a reveal marked done is not handed out again")
  void markedRevealIsDone() {
    // WHEN the reveal is sent and marked, then the reveals not done are asked for
    boolean marked = after.service.markRevealed(revealAtClose.roundId());
    List<Reveal> unrevealed = after.service.unrevealed(guild -> true);

    // THEN there are none
    assertThat(marked).isTrue();
    assertThat(unrevealed).isEmpty();
  }

  @Test
  @DisplayName("a process hands out only the unsent reveals of the servers it owns")
  void onlyOwnedServers() {
    // WHEN a process that does not own the round's server asks
    List<Reveal> unrevealed = after.service.unrevealed(guild -> guild != RoundFixture.GUILD);

    // THEN it gets none
    assertThat(unrevealed).isEmpty();
  }
}
