package dev.quizbot.round;

import dev.quizbot.leaderboard.MemberScoreCounts;
import dev.quizbot.leaderboard.PeriodTotals;
import dev.quizbot.storage.Database;
import dev.quizbot.storage.StorageException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** {@link AnswerStore} over plain JDBC; the same SQL runs on SQLite and PostgreSQL. */
public final class JdbcAnswerStore implements AnswerStore {

  private static final String INSERT_ANSWER =
      "INSERT INTO answers (round_id, guild_id, user_id, choice_position, correct, points,"
          + " answered_at, recovered, topic) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"
          + " ON CONFLICT (round_id, user_id) DO NOTHING";

  // Totals are computed by the round engine in answer order and written as absolute values,
  // so a batch can carry one row per member: the last one wins.
  private static final String UPSERT_STATS =
      "INSERT INTO member_stats (guild_id, user_id, answered, correct, points, current_streak,"
          + " best_streak, score_reached_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"
          + " ON CONFLICT (guild_id, user_id) DO UPDATE SET answered = excluded.answered,"
          + " correct = excluded.correct, points = excluded.points,"
          + " current_streak = excluded.current_streak, best_streak = excluded.best_streak,"
          + " score_reached_at = excluded.score_reached_at";

  private final Database database;
  private final MemberScoreCounts scoreCounts;
  private final PeriodTotals periodTotals = new PeriodTotals();

  public JdbcAnswerStore(Database database) {
    this(database, new MemberScoreCounts());
  }

  /**
   * @param scoreCounts keeps the leaderboard's score buckets in step with {@code member_stats}, in
   *     the same transaction
   */
  public JdbcAnswerStore(Database database, MemberScoreCounts scoreCounts) {
    this.database = database;
    this.scoreCounts = scoreCounts;
  }

  @Override
  public void saveAll(List<AnswerWrite> writes) {
    if (writes.isEmpty()) {
      return;
    }
    Map<List<Long>, MemberStats> lastStats = new LinkedHashMap<>();
    for (AnswerWrite write : writes) {
      MemberStats stats = write.statsAfter();
      lastStats.put(List.of(stats.guildId(), stats.userId()), stats);
    }
    try {
      database.inTransaction(
          c -> {
            try (PreparedStatement answers = c.prepareStatement(INSERT_ANSWER);
                PreparedStatement stats = c.prepareStatement(UPSERT_STATS)) {
              for (AnswerWrite write : writes) {
                StoredAnswer a = write.answer();
                answers.setLong(1, a.roundId());
                answers.setLong(2, a.guildId());
                answers.setLong(3, a.userId());
                answers.setInt(4, a.choicePosition());
                answers.setBoolean(5, a.correct());
                answers.setInt(6, a.points());
                answers.setLong(7, a.answeredAt().toEpochMilli());
                answers.setBoolean(8, a.recovered());
                answers.setString(9, a.topic());
                answers.addBatch();
              }
              PeriodTotals.Prepared periods =
                  periodTotals.prepare(c, writes.stream().map(w -> w.answer().guildId()).toList());
              int[] inserted = answers.executeBatch();
              List<PeriodTotals.Answer> counted = new ArrayList<>(writes.size());
              for (int i = 0; i < writes.size(); i++) {
                // 0: a duplicate skipped by ON CONFLICT; SUCCESS_NO_INFO (some drivers) counts as
                // stored.
                if (inserted[i] != 0) {
                  StoredAnswer a = writes.get(i).answer();
                  counted.add(
                      new PeriodTotals.Answer(
                          a.guildId(),
                          a.userId(),
                          a.points(),
                          a.correct(),
                          a.answeredAt().toEpochMilli()));
                }
              }
              periods.record(c, counted);
              scoreCounts.beforeStatsWrite(
                  c,
                  lastStats.values().stream()
                      .map(
                          s ->
                              new MemberScoreCounts.NewScore(
                                  s.guildId(), s.userId(), s.points(), s.correct()))
                      .toList());
              for (MemberStats s : lastStats.values()) {
                stats.setLong(1, s.guildId());
                stats.setLong(2, s.userId());
                stats.setInt(3, s.answered());
                stats.setInt(4, s.correct());
                stats.setLong(5, s.points());
                stats.setInt(6, s.currentStreak());
                stats.setInt(7, s.bestStreak());
                stats.setLong(8, s.scoreReachedAt().toEpochMilli());
                stats.addBatch();
              }
              stats.executeBatch();
              return null;
            }
          });
    } catch (SQLException e) {
      throw new StorageException("cannot store " + writes.size() + " answers", e);
    }
  }

  @Override
  public List<StoredAnswer> answersOf(long roundId) {
    String sql =
        "SELECT round_id, guild_id, user_id, choice_position, correct, points, answered_at,"
            + " recovered, topic FROM answers WHERE round_id = ? ORDER BY answered_at, user_id";
    try (Connection c = database.connection();
        PreparedStatement ps = c.prepareStatement(sql)) {
      ps.setLong(1, roundId);
      List<StoredAnswer> answers = new ArrayList<>();
      try (ResultSet rs = ps.executeQuery()) {
        while (rs.next()) {
          answers.add(
              new StoredAnswer(
                  rs.getLong(1),
                  rs.getLong(2),
                  rs.getLong(3),
                  rs.getInt(4),
                  rs.getBoolean(5),
                  rs.getInt(6),
                  Instant.ofEpochMilli(rs.getLong(7)),
                  rs.getBoolean(8),
                  rs.getString(9)));
        }
      }
      return answers;
    } catch (SQLException e) {
      throw new StorageException("cannot read the answers of round " + roundId, e);
    }
  }

  @Override
  public Map<Long, MemberStats> memberStatsOf(long guildId) {
    String sql =
        "SELECT user_id, answered, correct, points, current_streak, best_streak,"
            + " score_reached_at FROM member_stats WHERE guild_id = ?";
    try (Connection c = database.connection();
        PreparedStatement ps = c.prepareStatement(sql)) {
      ps.setLong(1, guildId);
      Map<Long, MemberStats> stats = new HashMap<>();
      try (ResultSet rs = ps.executeQuery()) {
        while (rs.next()) {
          long user = rs.getLong(1);
          stats.put(
              user,
              new MemberStats(
                  guildId,
                  user,
                  rs.getInt(2),
                  rs.getInt(3),
                  rs.getLong(4),
                  rs.getInt(5),
                  rs.getInt(6),
                  Instant.ofEpochMilli(rs.getLong(7))));
        }
      }
      return stats;
    } catch (SQLException e) {
      throw new StorageException("cannot read member totals of server " + guildId, e);
    }
  }
}
