package dev.quizbot.leaderboard;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.storage.Database;
import java.nio.file.Path;
import java.time.LocalDate;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

final class MemberStatsViewTest {

  private static final long GUILD = 7001;
  private static final long MEMBER = 77;

  /** Wednesday 4 March 2026, 10:00 in New York. */
  private static final String NOW = "2026-03-04T15:00:00Z";

  @TempDir Path dir;
  private Database db;
  private AnswerFixture answers;

  @BeforeEach
  void open() throws Exception {
    db = Database.openSqlite(dir.resolve("quizbot.db"));
    answers = new AnswerFixture(db);
    answers.timezone(GUILD, "America/New_York");
  }

  @AfterEach
  void close() {
    db.close();
  }

  @Test
  @DisplayName("stats give exact totals, streaks, rank and accuracy per topic for scripted answers")
  void exactTotals() {
    // GIVEN six answers of member 77 (5 correct, 61 points) and a leader with 100 points
    scriptMember();
    answers.correct(GUILD, 88, "precision", 100, "2026-03-01T12:00:00Z");

    // WHEN the stats are read
    MemberStatsView stats = Boards.service(db, NOW).stats(GUILD, MEMBER).orElseThrow();

    // THEN every figure matches the script
    assertThat(stats.answered()).isEqualTo(6);
    assertThat(stats.correct()).isEqualTo(5);
    assertThat(stats.accuracy()).isEqualTo(5.0 / 6.0);
    assertThat(stats.points()).isEqualTo(61);
    assertThat(stats.currentStreak()).isEqualTo(3);
    assertThat(stats.bestStreak()).isEqualTo(3);
    assertThat(stats.rank()).isEqualTo(2);
    assertThat(stats.topics())
        .containsExactly(new TopicAccuracy("memory", 3, 3), new TopicAccuracy("parallelism", 3, 2));
    assertThat(stats.topics().get(1).accuracy()).isEqualTo(2.0 / 3.0);
  }

  @Test
  @DisplayName("points per day cover the last 30 local days, today last, empty days as 0")
  void pointsPerLocalDay() {
    // GIVEN answers near midnight UTC, which fall on the previous day in New York
    scriptMember();

    // WHEN the stats are read
    MemberStatsView stats = Boards.service(db, NOW).stats(GUILD, MEMBER).orElseThrow();

    // THEN the 30 days run 3 February .. 4 March and points sit on their New York day
    assertThat(stats.lastDays()).hasSize(30);
    assertThat(stats.lastDays().get(0).date()).isEqualTo(LocalDate.of(2026, 2, 3));
    assertThat(stats.lastDays().get(29)).isEqualTo(new DailyPoints(LocalDate.of(2026, 3, 4), 0));
    assertThat(stats.lastDays())
        .filteredOn(d -> d.points() > 0)
        .containsExactly(
            new DailyPoints(LocalDate.of(2026, 3, 1), 10),
            new DailyPoints(LocalDate.of(2026, 3, 3), 39));
  }

  @Test
  @DisplayName("a member without answers gets 'no answers yet' (an empty result), not an error")
  void memberWithoutAnswers() {
    // GIVEN answers by somebody else only
    scriptMember();

    // WHEN another member's stats are read
    var stats = Boards.service(db, NOW).stats(GUILD, 999);

    // THEN the result is empty
    assertThat(stats).isEmpty();
  }

  /** Member 77: 1 answer before the 30 days, then 5 around the New York midnights. */
  private void scriptMember() {
    answers.correct(GUILD, MEMBER, "memory", 12, "2026-02-01T12:00:00Z");
    answers.correct(GUILD, MEMBER, "parallelism", 10, "2026-03-02T04:30:00Z"); // 1 Mar NY
    answers.wrong(GUILD, MEMBER, "parallelism", "2026-03-02T05:30:00Z"); // 2 Mar NY
    answers.correct(GUILD, MEMBER, "memory", 15, "2026-03-03T14:00:00Z"); // 3 Mar NY
    answers.correct(GUILD, MEMBER, "memory", 11, "2026-03-03T15:00:00Z"); // 3 Mar NY
    answers.correct(GUILD, MEMBER, "parallelism", 13, "2026-03-04T01:00:00Z"); // 3 Mar NY 20:00
  }
}
