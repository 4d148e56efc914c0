package dev.quizbot.round;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.round.AnswerOutcome.Recorded;
import dev.quizbot.storage.Database;
import dev.quizbot.testing.TestClock;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

final class RoundRecoveryTest {

  private static final long LIVE_RIGHT = 21;
  private static final long LIVE_WRONG = 22;
  private static final long MISSED = 23;
  private static final long HEDGER = 24;
  private static final long OTHER_EMOJI = 25;
  private static final long BOT = 777;

  @TempDir Path dir;
  private Database database;
  private TestClock clock;
  private RoundFixture before;
  private RoundFixture.PostedRound round;

  @BeforeEach
  void runUntilStop() {
    // GIVEN a bot that posted a round and graded two answers, then stopped
    database = Database.openSqlite(dir.resolve("quizbot.db"));
    clock = new TestClock(RoundFixture.T0);
    before = new RoundFixture(database, clock, 1);
    round = before.postQuiz();
    before.react(round, LIVE_RIGHT, round.correct(), Duration.ofSeconds(5));
    before.react(round, LIVE_WRONG, round.wrong(), Duration.ofSeconds(6));
    before.writer.close();
  }

  @AfterEach
  void close() {
    database.close();
  }

  /** The reactions on the message when the bot comes back. */
  private List<ReactionSnapshot> reactionsAfterDowntime() {
    String right = ChoiceEmojis.emoji(round.correct());
    String wrong = ChoiceEmojis.emoji(round.wrong());
    return List.of(
        new ReactionSnapshot(BOT, true, right),
        new ReactionSnapshot(BOT, true, wrong),
        new ReactionSnapshot(LIVE_RIGHT, false, right),
        new ReactionSnapshot(LIVE_WRONG, false, wrong),
        new ReactionSnapshot(LIVE_WRONG, false, right),
        new ReactionSnapshot(MISSED, false, right),
        new ReactionSnapshot(HEDGER, false, right),
        new ReactionSnapshot(HEDGER, false, wrong),
        new ReactionSnapshot(OTHER_EMOJI, false, "👍"));
  }

  @Test
  @DisplayName("after a restart the open round is recovered with its message and choices")
  void openRoundRecovered() {
    clock.advance(Duration.ofSeconds(20));
    try (RoundFixture after = new RoundFixture(database, clock, 2)) {
      List<OpenRoundView> open = after.service.recover();

      assertThat(open).hasSize(1);
      assertThat(open.get(0).messageId()).isEqualTo(round.messageId());
      assertThat(open.get(0).choiceEmojis()).hasSize(round.prepared().choiceOrder().size());
    }
  }

  @Test
  @DisplayName("a missed single reaction is graded as recovered: 10 points, no speed bonus")
  void missedAnswerGraded() {
    clock.advance(Duration.ofSeconds(20));
    try (RoundFixture after = new RoundFixture(database, clock, 2)) {
      after.service.recover();

      ReconcileResult result = after.service.reconcile(round.messageId(), reactionsAfterDowntime());

      assertThat(result.recorded()).extracting(Recorded::userId).containsExactly(MISSED);
      Recorded recorded = result.recorded().get(0);
      assertThat(recorded.points()).isEqualTo(10);
      assertThat(recorded.recovered()).isTrue();
      assertThat(result.ambiguousUsers()).containsExactly(HEDGER);
      assertThat(result.alreadyGraded()).isEqualTo(2);
      assertThat(after.count("SELECT answered_at FROM answers WHERE user_id = " + MISSED))
          .isEqualTo(RoundFixture.T0.plusSeconds(20).toEpochMilli());
    }
  }

  @Test
  @DisplayName("members graded before the restart are not graded again, even by a second reconcile")
  void nothingCountedTwice() {
    clock.advance(Duration.ofSeconds(20));
    try (RoundFixture after = new RoundFixture(database, clock, 2)) {
      after.service.recover();
      after.service.reconcile(round.messageId(), reactionsAfterDowntime());

      ReconcileResult again = after.service.reconcile(round.messageId(), reactionsAfterDowntime());

      assertThat(again.recorded()).isEmpty();
      assertThat(after.count("SELECT count(*) FROM answers")).isEqualTo(3);
      assertThat(after.count("SELECT answered FROM member_stats WHERE user_id = " + LIVE_RIGHT))
          .isEqualTo(1);
    }
  }

  @Test
  @DisplayName("a live reaction after the restart is refused for a member graded before it")
  void liveReplayAfterRestartIgnored() {
    clock.advance(Duration.ofSeconds(20));
    try (RoundFixture after = new RoundFixture(database, clock, 2)) {
      after.service.recover();

      AnswerOutcome replay = after.react(round, LIVE_RIGHT, round.correct(), Duration.ofSeconds(5));

      assertThat(replay)
          .isEqualTo(new AnswerOutcome.Ignored(AnswerOutcome.IgnoreReason.ALREADY_ANSWERED));
    }
  }

  @Test
  @DisplayName(
      "a round whose deadline passed while down is graded at the deadline (not among the fastest), then closed")
  void expiredWhileDown() {
    clock.advance(Duration.ofMinutes(5));
    try (RoundFixture after = new RoundFixture(database, clock, 2)) {
      after.service.recover();
      after.service.reconcile(round.messageId(), reactionsAfterDowntime());
      after.service.flush(); // the close itself waits only a second for the answers

      List<Reveal> reveals = after.service.closeDue();

      assertThat(reveals).hasSize(1);
      Reveal reveal = reveals.get(0);
      assertThat(reveal.totalAnswered()).isEqualTo(3);
      // MISSED's answer counts, but its time is when it was read: not among the fastest
      assertThat(reveal.fastest())
          .extracting(Reveal.FastAnswer::userId)
          .containsExactly(LIVE_RIGHT);
      assertThat(after.count("SELECT answered_at FROM answers WHERE user_id = " + MISSED))
          .isEqualTo(round.prepared().closesAt().toEpochMilli());
      assertThat(after.roundStore.openPosted()).isEmpty();
    }
  }

  @Test
  @DisplayName("a round prepared but never posted before the stop is deleted once due")
  void unpostedLeftoverDeleted() {
    before.service.start(RoundRequest.quiz(RoundFixture.GUILD, 9199L));
    clock.advance(Duration.ofMinutes(5));
    try (RoundFixture after = new RoundFixture(database, clock, 2)) {
      after.service.recover();

      assertThat(after.count("SELECT count(*) FROM rounds WHERE message_id IS NULL")).isZero();
    }
  }

  @Test
  @DisplayName("recover only loads rounds of servers this process owns")
  void ownsGuildFilter() {
    clock.advance(Duration.ofSeconds(20));
    try (RoundFixture after = new RoundFixture(database, clock, 2)) {
      List<OpenRoundView> open = after.service.recover(guild -> guild != RoundFixture.GUILD);

      assertThat(open).isEmpty();
    }
  }

  @Test
  @DisplayName("streaks continue across a restart from the stored totals")
  void streakContinuesAfterRestart() {
    clock.advance(Duration.ofSeconds(20));
    try (RoundFixture after = new RoundFixture(database, clock, 2)) {
      after.service.recover();
      clock.set(RoundFixture.T0.plusSeconds(60));
      after.service.closeDue();
      var next = after.postQuiz();

      after.react(next, LIVE_RIGHT, next.correct(), Duration.ofSeconds(1));
      after.service.flush();

      assertThat(
              after.count("SELECT current_streak FROM member_stats WHERE user_id = " + LIVE_RIGHT))
          .isEqualTo(2);
      assertThat(
              Instant.ofEpochMilli(
                  after.count(
                      "SELECT score_reached_at FROM member_stats WHERE user_id = " + LIVE_RIGHT)))
          .isEqualTo(RoundFixture.T0.plusSeconds(61));
    }
  }

  @Test
  @DisplayName("the shuffled display order is reloaded from the store: the reveal shows it")
  void displayOrderReloaded() {
    clock.advance(Duration.ofMinutes(5));
    try (RoundFixture after = new RoundFixture(database, clock, 2)) {
      after.service.recover();

      Reveal reveal = after.service.closeDue().get(0);

      assertThat(reveal.displayChoices()).isEqualTo(round.prepared().displayChoices());
      assertThat(reveal.correctPosition()).isEqualTo(round.correct());
      assertThat(reveal.tallies().get(round.correct()).count()).isEqualTo(1);
    }
  }
}
