package dev.quizbot.round;

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

  /**
   * Rows per multi-row INSERT: one statement step per 64 rows instead of per row roughly halves the
   * CPU cost of a batch on SQLite; 64 × 9 parameters stays far below every driver's limit.
   */
  private static final int ROWS_PER_STATEMENT = 64;

  private static final String ANSWER_COLUMNS =
      "INSERT INTO answers (round_id, guild_id, user_id, choice_position, correct, points,"
          + " answered_at, recovered, topic) VALUES ";
  private static final String ANSWER_ROW = "(?, ?, ?, ?, ?, ?, ?, ?, ?)";
  private static final String ANSWER_CONFLICT = " ON CONFLICT (round_id, user_id) DO NOTHING";

  // Totals are computed by the round engine in answer order and written as absolute values,
  // so a batch carries one row per member (the last one): PostgreSQL refuses a multi-row
  // upsert that touches a row twice.
  private static final String STATS_COLUMNS =
      "INSERT INTO member_stats (guild_id, user_id, answered, correct, points, current_streak,"
          + " best_streak, score_reached_at) VALUES ";
  private static final String STATS_ROW = "(?, ?, ?, ?, ?, ?, ?, ?)";
  private static final String STATS_CONFLICT =
      " ON CONFLICT (guild_id, user_id) DO UPDATE SET answered = excluded.answered,"
          + " correct = excluded.correct, points = excluded.points,"
          + " current_streak = excluded.current_streak, best_streak = excluded.best_streak,"
          + " score_reached_at = excluded.score_reached_at";

  private final Database database;

  public JdbcAnswerStore(Database database) {
    this.database = database;
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
    try (Connection c = database.connection()) {
      c.setAutoCommit(false);
      try {
        insertRows(
            c,
            ANSWER_COLUMNS,
            ANSWER_ROW,
            ANSWER_CONFLICT,
            writes.stream().map(AnswerWrite::answer).toList(),
            JdbcAnswerStore::bindAnswer);
        insertRows(
            c,
            STATS_COLUMNS,
            STATS_ROW,
            STATS_CONFLICT,
            List.copyOf(lastStats.values()),
            JdbcAnswerStore::bindStats);
        c.commit();
      } catch (SQLException | RuntimeException e) {
        c.rollback();
        throw e;
      } finally {
        c.setAutoCommit(true);
      }
    } catch (SQLException e) {
      throw new StorageException("cannot store " + writes.size() + " answers", e);
    }
  }

  /** Binds one row's parameters starting at {@code first}; returns the next free index. */
  private interface RowBinder<T> {
    int bind(PreparedStatement ps, int first, T row) throws SQLException;
  }

  private static <T> void insertRows(
      Connection c, String head, String row, String tail, List<T> rows, RowBinder<T> binder)
      throws SQLException {
    int fullChunks = rows.size() / ROWS_PER_STATEMENT;
    if (fullChunks > 0) {
      try (PreparedStatement ps = c.prepareStatement(sql(head, row, tail, ROWS_PER_STATEMENT))) {
        for (int chunk = 0; chunk < fullChunks; chunk++) {
          int index = 1;
          for (T value :
              rows.subList(chunk * ROWS_PER_STATEMENT, (chunk + 1) * ROWS_PER_STATEMENT)) {
            index = binder.bind(ps, index, value);
          }
          ps.executeUpdate();
        }
      }
    }
    List<T> rest = rows.subList(fullChunks * ROWS_PER_STATEMENT, rows.size());
    if (!rest.isEmpty()) {
      try (PreparedStatement ps = c.prepareStatement(sql(head, row, tail, rest.size()))) {
        int index = 1;
        for (T value : rest) {
          index = binder.bind(ps, index, value);
        }
        ps.executeUpdate();
      }
    }
  }

  private static String sql(String head, String row, String tail, int rows) {
    StringBuilder sql =
        new StringBuilder(head.length() + rows * (row.length() + 2) + tail.length());
    sql.append(head);
    for (int i = 0; i < rows; i++) {
      if (i > 0) {
        sql.append(", ");
      }
      sql.append(row);
    }
    return sql.append(tail).toString();
  }

  private static int bindAnswer(PreparedStatement ps, int i, StoredAnswer a) throws SQLException {
    ps.setLong(i, a.roundId());
    ps.setLong(i + 1, a.guildId());
    ps.setLong(i + 2, a.userId());
    ps.setInt(i + 3, a.choicePosition());
    ps.setBoolean(i + 4, a.correct());
    ps.setInt(i + 5, a.points());
    ps.setLong(i + 6, a.answeredAt().toEpochMilli());
    ps.setBoolean(i + 7, a.recovered());
    ps.setString(i + 8, a.topic());
    return i + 9;
  }

  private static int bindStats(PreparedStatement ps, int i, MemberStats s) throws SQLException {
    ps.setLong(i, s.guildId());
    ps.setLong(i + 1, s.userId());
    ps.setInt(i + 2, s.answered());
    ps.setInt(i + 3, s.correct());
    ps.setLong(i + 4, s.points());
    ps.setInt(i + 5, s.currentStreak());
    ps.setInt(i + 6, s.bestStreak());
    ps.setLong(i + 7, s.scoreReachedAt().toEpochMilli());
    return i + 8;
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
