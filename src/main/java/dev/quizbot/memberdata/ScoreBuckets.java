package dev.quizbot.memberdata;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/**
 * Takes a member out of {@code leaderboard_score_counts} (members per score and server, V3), as
 * their {@code member_stats} rows are deleted: one member fewer in each bucket they held, and an
 * emptied bucket dropped, the way the rounds store keeps the counts in step.
 */
final class ScoreBuckets {
  private ScoreBuckets() {}

  static void leave(Connection c, long memberId) throws SQLException {
    List<long[]> held = new ArrayList<>();
    try (PreparedStatement ps =
        c.prepareStatement(
            "SELECT guild_id, points, correct FROM member_stats WHERE user_id = ?")) {
      ps.setLong(1, memberId);
      try (ResultSet rs = ps.executeQuery()) {
        while (rs.next()) {
          held.add(new long[] {rs.getLong(1), rs.getLong(2), rs.getLong(3)});
        }
      }
    }
    try (PreparedStatement take =
            c.prepareStatement(
                "UPDATE leaderboard_score_counts SET members = members - 1"
                    + " WHERE guild_id = ? AND points = ? AND correct = ?");
        PreparedStatement drop =
            c.prepareStatement(
                "DELETE FROM leaderboard_score_counts"
                    + " WHERE guild_id = ? AND points = ? AND correct = ? AND members <= 0")) {
      for (long[] bucket : held) {
        for (PreparedStatement ps : List.of(take, drop)) {
          ps.setLong(1, bucket[0]);
          ps.setLong(2, bucket[1]);
          ps.setLong(3, bucket[2]);
          ps.executeUpdate();
        }
      }
    }
  }
}
