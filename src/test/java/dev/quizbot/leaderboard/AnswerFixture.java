package dev.quizbot.leaderboard;

import dev.quizbot.round.JdbcAnswerStore;
import dev.quizbot.round.JdbcRoundStore;
import dev.quizbot.round.PostedRounds;
import dev.quizbot.round.StoredAnswer;
import dev.quizbot.shard.Shard;
import dev.quizbot.storage.Database;
import dev.quizbot.testing.AnswerStores;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.time.Instant;
import java.util.List;

/**
 * Stores answers through the rounds domain's own store, so {@code member_stats}, the score counts
 * and the week/month totals are kept exactly as in production. One round per answer.
 */
final class AnswerFixture {

  private final Database database;
  private final JdbcRoundStore rounds;
  private final JdbcAnswerStore answers;
  private long nextRoundId = 1;

  AnswerFixture(Database database) {
    this.database = database;
    this.rounds = new JdbcRoundStore(database, Shard.ALL);
    this.answers = AnswerStores.withLeaderboard(database);
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
    rounds.insert(PostedRounds.quiz(roundId, guildId, topic, at.minusSeconds(1)));
    answers.saveAll(
        List.of(
            new StoredAnswer(
                roundId, guildId, userId, correct ? 0 : 1, correct, points, at, false, topic)));
    return this;
  }
}
