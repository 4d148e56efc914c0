package dev.quizbot.leaderboard;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.storage.Database;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

final class ServerIsolationTest {

  private static final long SERVER_A = 8001;
  private static final long SERVER_B = 8002;
  private static final long SHARED_MEMBER = 81;
  private static final String NOW = "2026-03-05T12:00:00Z";

  @TempDir Path dir;
  private Database db;

  @BeforeEach
  void open() {
    db = Database.openSqlite(dir.resolve("quizbot.db"));
    // Member 81 is in both servers; 82 only in A, 83 only in B (and far ahead there).
    new AnswerFixture(db)
        .correct(SERVER_A, SHARED_MEMBER, "memory", 10, "2026-03-03T09:00:00Z")
        .correct(SERVER_A, 82, "memory", 12, "2026-03-03T09:00:00Z")
        .correct(SERVER_B, SHARED_MEMBER, "precision", 15, "2026-03-03T09:00:00Z")
        .correct(SERVER_B, SHARED_MEMBER, "precision", 15, "2026-03-04T09:00:00Z")
        .correct(SERVER_B, 83, "precision", 100, "2026-03-03T09:00:00Z");
  }

  @AfterEach
  void close() {
    db.close();
  }

  @ParameterizedTest
  @EnumSource(Period.class)
  @DisplayName("a server's board shows only its own members with only their scores there")
  void boardsNeverMix(Period period) {
    // GIVEN two servers sharing one member

    // WHEN each server's board is read by the shared member
    LeaderboardService service = Boards.service(db, NOW);
    Board a = service.board(SERVER_A, period, Optional.empty(), 1, SHARED_MEMBER);
    Board b = service.board(SERVER_B, period, Optional.empty(), 1, SHARED_MEMBER);

    // THEN neither board holds the other's members or points
    assertThat(a.entries())
        .containsExactly(new BoardEntry(1, 82, 12, 1, 1), new BoardEntry(2, 81, 10, 1, 1));
    assertThat(a.totalMembers()).isEqualTo(2);
    assertThat(b.entries())
        .containsExactly(new BoardEntry(1, 83, 100, 1, 1), new BoardEntry(2, 81, 30, 2, 2));
    assertThat(b.callerEntry()).contains(new BoardEntry(2, 81, 30, 2, 2));
  }

  @Test
  @DisplayName("a member's stats in one server ignore their answers in another")
  void statsNeverMix() {
    // GIVEN the shared member answered in both servers

    // WHEN their stats in server A are read
    MemberStatsView stats = Boards.service(db, NOW).stats(SERVER_A, SHARED_MEMBER).orElseThrow();

    // THEN only server A's answer counts, rank included
    assertThat(stats.answered()).isEqualTo(1);
    assertThat(stats.points()).isEqualTo(10);
    assertThat(stats.rank()).isEqualTo(2);
    assertThat(stats.topics()).containsExactly(new TopicAccuracy("memory", 1, 1));
    assertThat(stats.lastDays().stream().mapToLong(DailyPoints::points).sum()).isEqualTo(10);
  }

  @Test
  @DisplayName("a member of another server only has no stats here")
  void noStatsForOutsider() {
    // GIVEN member 83 answered in server B only

    // WHEN their stats in server A are read
    var stats = Boards.service(db, NOW).stats(SERVER_A, 83);

    // THEN there are none
    assertThat(stats).isEmpty();
  }
}
