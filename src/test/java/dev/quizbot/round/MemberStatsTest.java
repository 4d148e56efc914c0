package dev.quizbot.round;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

final class MemberStatsTest {

  private static final Instant T = Instant.parse("2026-03-02T10:00:00Z");

  @Test
  @DisplayName("correct, correct, wrong, correct gives streak 1, best 2 and the summed points")
  void scriptedStreak() {
    // GIVEN a member who never answered
    MemberStats stats = MemberStats.none(1, 2);
    // WHEN four answers are graded
    stats = stats.after(true, 15, T);
    stats = stats.after(true, 12, T.plusSeconds(100));
    stats = stats.after(false, 0, T.plusSeconds(200));
    stats = stats.after(true, 10, T.plusSeconds(300));
    // THEN
    assertThat(stats).isEqualTo(new MemberStats(1, 2, 4, 3, 37, 1, 2, T.plusSeconds(300)));
  }

  @Test
  @DisplayName("a wrong answer leaves the time the score was reached unchanged")
  void wrongAnswerKeepsScoreReachedAt() {
    MemberStats stats = MemberStats.none(1, 2).after(true, 15, T);

    MemberStats after = stats.after(false, 0, T.plusSeconds(60));

    assertThat(after.scoreReachedAt()).isEqualTo(T);
    assertThat(after.currentStreak()).isZero();
    assertThat(after.bestStreak()).isEqualTo(1);
  }
}
