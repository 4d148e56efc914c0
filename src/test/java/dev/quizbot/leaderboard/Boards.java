package dev.quizbot.leaderboard;

import dev.quizbot.storage.Database;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Set;

/** Builds the service under test on a real database with a fixed clock and a small bank. */
final class Boards {

  static final Set<String> TOPICS = Set.of("memory", "parallelism", "precision");

  private Boards() {}

  static LeaderboardService service(Database db, String now) {
    return new LeaderboardService(
        new JdbcLeaderboardStore(db),
        new JdbcGuildZones(db),
        g -> TOPICS,
        Clock.fixed(Instant.parse(now), ZoneOffset.UTC));
  }

  static List<Long> userIds(Board board) {
    return board.entries().stream().map(BoardEntry::userId).toList();
  }
}
