package dev.quizbot.round;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.round.AnswerOutcome.Recorded;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

final class RoundScoringSequenceTest {

  private static final long MEMBER = 601L;

  @Test
  @DisplayName("a scripted sequence of four rounds gives exact points, streaks and stored totals")
  void scriptedSequence(@TempDir Path dir) {
    try (RoundFixture fx = new RoundFixture(dir)) {
      // GIVEN four rounds in a row, 60 s windows, speed bonus on
      List<Recorded> outcomes = new ArrayList<>();
      List<Integer> streaks = new ArrayList<>();
      List<Integer> bestStreaks = new ArrayList<>();
      // WHEN the member answers: correct at 0 s, correct at 30 s, wrong, correct at 59 s
      Duration[] after = {
        Duration.ZERO, Duration.ofSeconds(30), Duration.ofSeconds(5), Duration.ofSeconds(59)
      };
      boolean[] correct = {true, true, false, true};
      for (int i = 0; i < 4; i++) {
        var round = fx.postQuiz();
        outcomes.add(
            (Recorded)
                fx.react(round, MEMBER, correct[i] ? round.correct() : round.wrong(), after[i]));
        fx.clock.advance(Duration.ofSeconds(61));
        fx.service.flush(); // the close itself waits only a second for the answers
        fx.service.closeDue();
        MemberStats now = StoredMemberTotals.of(fx.database, RoundFixture.GUILD).get(MEMBER);
        streaks.add(now.currentStreak());
        bestStreaks.add(now.bestStreak());
      }
      // THEN points 15, 12, 0, 10 and streaks 1, 2, 0, 1
      assertThat(outcomes).extracting(Recorded::points).containsExactly(15, 12, 0, 10);
      assertThat(streaks).containsExactly(1, 2, 0, 1);
      assertThat(bestStreaks).containsExactly(1, 2, 2, 2);
      MemberStats stored = StoredMemberTotals.of(fx.database, RoundFixture.GUILD).get(MEMBER);
      assertThat(stored.answered()).isEqualTo(4);
      assertThat(stored.correct()).isEqualTo(3);
      assertThat(stored.points()).isEqualTo(37);
      assertThat(stored.currentStreak()).isEqualTo(1);
      assertThat(stored.bestStreak()).isEqualTo(2);
      // the last round opened at T0 + 3 × 61 s and was answered 59 s later
      assertThat(stored.scoreReachedAt()).isEqualTo(RoundFixture.T0.plusSeconds(3 * 61 + 59));
    }
  }
}
