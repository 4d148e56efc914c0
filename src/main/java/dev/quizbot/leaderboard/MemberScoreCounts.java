package dev.quizbot.leaderboard;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Collection;
import java.util.Comparator;
import java.util.Map;
import java.util.TreeMap;

/**
 * Keeps {@code leaderboard_score_counts} (members per (points, correct) score and server) in step
 * with {@code member_stats}, so an all-time rank is a sum over a few score buckets instead of a
 * count over every member of the server.
 *
 * <p>The rounds store reads each member's stored totals, adds the batch's answers and writes one
 * row per member; in the same transaction it calls {@link #apply} with each member's move from the
 * stored score to the written one, so the counts mirror the table exactly whatever the batch held.
 */
public final class MemberScoreCounts {

  private static final String DROP_EMPTY_BUCKET =
      "DELETE FROM leaderboard_score_counts"
          + " WHERE guild_id = ? AND points = ? AND correct = ? AND members <= 0";

  private static final String ADD_TO_BUCKET =
      "INSERT INTO leaderboard_score_counts (guild_id, points, correct, members)"
          + " VALUES (?, ?, ?, ?) ON CONFLICT (guild_id, points, correct)"
          + " DO UPDATE SET members = leaderboard_score_counts.members + excluded.members";

  private static final String TAKE_FROM_BUCKET =
      "UPDATE leaderboard_score_counts SET members = members - ?"
          + " WHERE guild_id = ? AND points = ? AND correct = ?";

  /**
   * One member's move between score buckets: from the score stored now ({@code hadScore} false for
   * a member without a row yet) to the score about to be written.
   */
  public record ScoreMove(
      long guildId,
      boolean hadScore,
      long pointsBefore,
      long correctBefore,
      long pointsAfter,
      long correctAfter) {}

  private record Bucket(long guildId, long points, long correct) {}

  /**
   * Applies members' moves between buckets, netted per bucket (a batch of many members moves few
   * buckets). Call in the transaction that writes {@code member_stats}, with at most one move per
   * member whose "before" is the row stored now.
   */
  public void apply(Connection connection, Collection<ScoreMove> moves) throws SQLException {
    // Sorted: concurrent writers (PostgreSQL) update shared buckets in one order, never deadlock.
    Map<Bucket, Long> delta =
        new TreeMap<>(
            Comparator.comparingLong(Bucket::guildId)
                .thenComparingLong(Bucket::points)
                .thenComparingLong(Bucket::correct));
    for (ScoreMove move : moves) {
      Bucket after = new Bucket(move.guildId(), move.pointsAfter(), move.correctAfter());
      if (move.hadScore()) {
        Bucket before = new Bucket(move.guildId(), move.pointsBefore(), move.correctBefore());
        if (before.equals(after)) {
          continue; // a wrong answer: same bucket
        }
        delta.merge(before, -1L, Long::sum);
      }
      delta.merge(after, 1L, Long::sum);
    }
    try (PreparedStatement add = connection.prepareStatement(ADD_TO_BUCKET);
        PreparedStatement take = connection.prepareStatement(TAKE_FROM_BUCKET);
        PreparedStatement drop = connection.prepareStatement(DROP_EMPTY_BUCKET)) {
      for (Map.Entry<Bucket, Long> e : delta.entrySet()) {
        Bucket b = e.getKey();
        long change = e.getValue();
        if (change > 0) {
          add.setLong(1, b.guildId());
          add.setLong(2, b.points());
          add.setLong(3, b.correct());
          add.setLong(4, change);
          add.addBatch();
        } else if (change < 0) {
          take.setLong(1, -change);
          take.setLong(2, b.guildId());
          take.setLong(3, b.points());
          take.setLong(4, b.correct());
          take.addBatch();
          drop.setLong(1, b.guildId());
          drop.setLong(2, b.points());
          drop.setLong(3, b.correct());
          drop.addBatch();
        }
      }
      add.executeBatch();
      take.executeBatch();
      drop.executeBatch();
    }
  }

  /** Recomputes every bucket from {@code member_stats} (after a bulk import or a repair). */
  public void rebuild(Connection connection) throws SQLException {
    try (Statement st = connection.createStatement()) {
      st.executeUpdate("DELETE FROM leaderboard_score_counts");
      st.executeUpdate(
          "INSERT INTO leaderboard_score_counts (guild_id, points, correct, members)"
              + " SELECT guild_id, points, correct, COUNT(*) FROM member_stats"
              + " GROUP BY guild_id, points, correct");
    }
  }
}
