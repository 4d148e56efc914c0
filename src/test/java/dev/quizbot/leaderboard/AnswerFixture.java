package dev.quizbot.leaderboard;

import dev.quizbot.storage.Database;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Instant;

/**
 * Writes answers straight into the rounds domain's tables, keeping {@code member_stats} the way the
 * rounds domain does (totals, streaks, when the points last grew) and calling {@link
 * MemberScoreCounts#afterAnswer} in the same transaction, as the rounds store must. One round per
 * answer.
 */
final class AnswerFixture {

  private final Database database;
  private long nextRoundId = 1;

  AnswerFixture(Database database) {
    this.database = database;
  }

  /** A correct answer worth {@code points} (10 to 15 in play). */
  AnswerFixture correct(long guildId, long userId, String topic, int points, String at) {
    return answer(guildId, userId, topic, true, points, Instant.parse(at));
  }

  /** A wrong answer: 0 points, streak broken. */
  AnswerFixture wrong(long guildId, long userId, String topic, String at) {
    return answer(guildId, userId, topic, false, 0, Instant.parse(at));
  }

  AnswerFixture timezone(long guildId, String zone) throws Exception {
    try (Connection c = database.connection();
        PreparedStatement st =
            c.prepareStatement(
                "INSERT INTO guild_settings (guild_id, answer_window_seconds, speed_bonus,"
                    + " hide_answers, timezone, updated_at) VALUES (?, 60, TRUE, FALSE, ?, 0)")) {
      st.setLong(1, guildId);
      st.setString(2, zone);
      st.executeUpdate();
    }
    return this;
  }

  private AnswerFixture answer(
      long guildId, long userId, String topic, boolean correct, int points, Instant at) {
    long roundId = nextRoundId++;
    long millis = at.toEpochMilli();
    try (Connection c = database.connection()) {
      c.setAutoCommit(false);
      try (PreparedStatement st =
          c.prepareStatement(
              "INSERT INTO rounds (round_id, guild_id, channel_id, message_id, kind, question_id,"
                  + " deck_id, topic, choice_order, correct_position, window_seconds, speed_bonus,"
                  + " hide_answers, opened_at, closes_at, closed_at)"
                  + " VALUES (?, ?, 7, ?, 'QUIZ', 'q1', 'deck', ?, '0,1,2,3', 0, 60, TRUE, FALSE,"
                  + " ?, ?, ?)")) {
        st.setLong(1, roundId);
        st.setLong(2, guildId);
        st.setLong(3, roundId);
        st.setString(4, topic);
        st.setLong(5, millis - 1_000);
        st.setLong(6, millis + 59_000);
        st.setLong(7, millis + 59_000);
        st.executeUpdate();
      }
      try (PreparedStatement st =
          c.prepareStatement(
              "INSERT INTO answers (round_id, guild_id, user_id, choice_position, correct, points,"
                  + " answered_at, recovered, topic) VALUES (?, ?, ?, ?, ?, ?, ?, FALSE, ?)")) {
        st.setLong(1, roundId);
        st.setLong(2, guildId);
        st.setLong(3, userId);
        st.setInt(4, correct ? 0 : 1);
        st.setBoolean(5, correct);
        st.setInt(6, points);
        st.setLong(7, millis);
        st.setString(8, topic);
        st.executeUpdate();
      }
      updateMemberStats(c, guildId, userId, correct, points, millis);
      new MemberScoreCounts().afterAnswer(c, guildId, userId, points, correct);
      c.commit();
    } catch (Exception e) {
      throw new IllegalStateException("fixture could not store an answer", e);
    }
    return this;
  }

  private static void updateMemberStats(
      Connection c, long guildId, long userId, boolean correct, int points, long millis)
      throws Exception {
    long answered = 0;
    long right = 0;
    long total = 0;
    int streak = 0;
    int best = 0;
    long reachedAt = millis;
    try (PreparedStatement st =
        c.prepareStatement(
            "SELECT answered, correct, points, current_streak, best_streak, score_reached_at"
                + " FROM member_stats WHERE guild_id = ? AND user_id = ?")) {
      st.setLong(1, guildId);
      st.setLong(2, userId);
      try (ResultSet rs = st.executeQuery()) {
        if (rs.next()) {
          answered = rs.getLong(1);
          right = rs.getLong(2);
          total = rs.getLong(3);
          streak = rs.getInt(4);
          best = rs.getInt(5);
          reachedAt = rs.getLong(6);
        }
      }
    }
    answered++;
    if (correct) {
      right++;
      streak++;
      best = Math.max(best, streak);
    } else {
      streak = 0;
    }
    if (points > 0) {
      total += points;
      reachedAt = millis;
    }
    try (PreparedStatement st =
        c.prepareStatement(
            "INSERT INTO member_stats (guild_id, user_id, answered, correct, points,"
                + " current_streak, best_streak, score_reached_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"
                + " ON CONFLICT (guild_id, user_id) DO UPDATE SET answered = excluded.answered,"
                + " correct = excluded.correct, points = excluded.points,"
                + " current_streak = excluded.current_streak, best_streak = excluded.best_streak,"
                + " score_reached_at = excluded.score_reached_at")) {
      st.setLong(1, guildId);
      st.setLong(2, userId);
      st.setLong(3, answered);
      st.setLong(4, right);
      st.setLong(5, total);
      st.setInt(6, streak);
      st.setInt(7, best);
      st.setLong(8, reachedAt);
      st.executeUpdate();
    }
  }
}
