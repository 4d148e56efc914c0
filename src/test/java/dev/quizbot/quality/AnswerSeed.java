package dev.quizbot.quality;

import dev.quizbot.storage.Database;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;

/**
 * Writes made-up rounds and answers straight into the tables of V1 (what the bot stores for a
 * channel or daily round), for the tests of {@code quizbot items}.
 */
public final class AnswerSeed {
  public static final long GUILD = 910_000_000_000_000_001L;
  public static final long CHANNEL = 920_000_000_000_000_001L;

  private final Database db;

  /** Round ids from here: apart from other tests' rounds on a shared PostgreSQL database. */
  public static final long FIRST_ROUND = 918_000_000_000L;

  private long nextRound;

  public AnswerSeed(Database db) {
    this(db, FIRST_ROUND);
  }

  /** A seed whose rounds are numbered from {@code firstRound} (a second seed of one database). */
  public AnswerSeed(Database db, long firstRound) {
    this.db = db;
    this.nextRound = firstRound;
  }

  /**
   * A closed round of {@code questionId} shown in {@code order} (deck-order indexes, comma
   * separated, e.g. "2,0,1"); returns its id.
   */
  public long round(String questionId, String order, int correctIndex, long openedAt)
      throws SQLException {
    long id = nextRound++;
    int correctPosition = java.util.Arrays.asList(order.split(",")).indexOf("" + correctIndex);
    try (Connection c = db.connection();
        PreparedStatement ps =
            c.prepareStatement(
                "INSERT INTO rounds (round_id, guild_id, channel_id, message_id, kind, question_id,"
                    + " deck_id, topic, choice_order, correct_position, window_seconds,"
                    + " speed_bonus, hide_answers, opened_at, closes_at, closed_at, revealed_at)"
                    + " VALUES (?, ?, ?, ?, 'QUIZ', ?, 'deck', 'memory', ?, ?, 60, FALSE, FALSE,"
                    + " ?, ?, ?, ?)")) {
      ps.setLong(1, id);
      ps.setLong(2, GUILD);
      ps.setLong(3, CHANNEL);
      ps.setLong(4, 930_000_000_000_000_000L + id); // message ids are unique too
      ps.setString(5, questionId);
      ps.setString(6, order);
      ps.setInt(7, correctPosition);
      ps.setLong(8, openedAt);
      ps.setLong(9, openedAt + 60_000);
      ps.setLong(10, openedAt + 60_000);
      ps.setLong(11, openedAt + 60_000);
      ps.executeUpdate();
    }
    return id;
  }

  /** Deletes this seed's guild's answers and rounds (a shared PostgreSQL database). */
  public void clear() throws SQLException {
    try (Connection c = db.connection();
        java.sql.Statement st = c.createStatement()) {
      st.executeUpdate("DELETE FROM answers WHERE guild_id = " + GUILD);
      st.executeUpdate("DELETE FROM rounds WHERE guild_id = " + GUILD);
    }
  }

  /** Member {@code user} picked display {@code position} in round {@code roundId}. */
  public void answer(long roundId, long user, int position, boolean correct, long at)
      throws SQLException {
    try (Connection c = db.connection();
        PreparedStatement ps =
            c.prepareStatement(
                "INSERT INTO answers (round_id, guild_id, user_id, choice_position, correct,"
                    + " points, answered_at, recovered, topic) VALUES (?, ?, ?, ?, ?, ?, ?, FALSE,"
                    + " 'memory')")) {
      ps.setLong(1, roundId);
      ps.setLong(2, GUILD);
      ps.setLong(3, user);
      ps.setInt(4, position);
      ps.setBoolean(5, correct);
      ps.setInt(6, correct ? 10 : 0);
      ps.setLong(7, at);
      ps.executeUpdate();
    }
  }
}
