package dev.quizbot.suggestion;

import dev.quizbot.serverdeck.JdbcDeckStore;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/** What a member's erasure does to the questions they suggested. */
public final class SuggestionErasure {
  private SuggestionErasure() {}

  /**
   * A member's erasure (issue 28): the questions they suggested stay with their servers, uncredited
   * (author 0), and each server's members' deck is rebuilt at once so no reveal names them. Runs in
   * the erasure's transaction, under each server's lock as an approval does.
   */
  public static void erase(Connection c, long memberId, Instant at) throws SQLException {
    List<Long> guilds = new ArrayList<>();
    try (PreparedStatement ps =
        c.prepareStatement(
            "SELECT DISTINCT guild_id FROM question_suggestions"
                + " WHERE author_id = ? AND state = 'approved' ORDER BY guild_id")) {
      ps.setLong(1, memberId);
      try (ResultSet rs = ps.executeQuery()) {
        while (rs.next()) {
          guilds.add(rs.getLong(1));
        }
      }
    }
    try (PreparedStatement ps =
        c.prepareStatement("UPDATE question_suggestions SET author_id = 0 WHERE author_id = ?")) {
      ps.setLong(1, memberId);
      ps.executeUpdate();
    }
    for (long guildId : guilds) {
      JdbcSuggestionStore.lockGuild(c, guildId);
      JdbcDeckStore.saveIn(
          c, guildId, MemberDeck.of(JdbcSuggestionStore.approved(c, guildId)), 0L, at);
    }
  }
}
