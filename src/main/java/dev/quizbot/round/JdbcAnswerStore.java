package dev.quizbot.round;

import dev.quizbot.storage.Database;
import dev.quizbot.storage.StorageException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
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

  private static final String STATS_COLUMNS =
      "user_id, answered, correct, points, current_streak, best_streak, score_reached_at";

  // For members whose score did not move in the batch (wrong answers only): points, correct and
  // score_reached_at stay out of the SET list, so SQLite leaves the member's entry in the sorted
  // board index alone instead of deleting and re-inserting it.
  private static final String UPSERT_STATS_SCORE_UNCHANGED =
      "INSERT INTO member_stats (guild_id, user_id, answered, correct, points, current_streak,"
          + " best_streak, score_reached_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"
          + " ON CONFLICT (guild_id, user_id) DO UPDATE SET answered = excluded.answered,"
          + " current_streak = excluded.current_streak, best_streak = excluded.best_streak";

  private static final String UPSERT_STATS =
      UPSERT_STATS_SCORE_UNCHANGED
          + ", correct = excluded.correct, points = excluded.points,"
          + " score_reached_at = excluded.score_reached_at";

  // PostgreSQL only, before reading a member's row: makes sure there is a row to lock (see the
  // constructor). The zeros are overwritten in the same transaction.
  private static final String ENSURE_STATS_ROW =
      "INSERT INTO member_stats (guild_id, user_id, answered, correct, points, current_streak,"
          + " best_streak, score_reached_at) VALUES (?, ?, 0, 0, 0, 0, 0, 0)"
          + " ON CONFLICT (guild_id, user_id) DO NOTHING";

  private record Member(long guildId, long userId) {}

  // Members per read query: well under SQLite's 32,766 bound parameters (PostgreSQL: 65,535).
  private static final int READ_CHUNK = 500;

  private final Database database;
  private final List<AnswerTransactionPart> parts;
  private final boolean lockRows;

  /**
   * @param parts what other packages store in each batch's transaction, in this order (the
   *     leaderboard's totals, the study's reviews); none: the answers and member totals alone
   */
  public JdbcAnswerStore(Database database, List<AnswerTransactionPart> parts) {
    this.database = database;
    this.parts = List.copyOf(parts);
    // PostgreSQL runs two processes' transactions at once: each locks its members' rows (creating
    // an empty one first, so a new member has a row to lock) and the second then adds to the
    // first one's totals. SQLite has one writer at a time already (the answers are inserted, and
    // the database locked, before the totals are read).
    this.lockRows = database.dialect() == Database.Dialect.POSTGRESQL;
  }

  /**
   * Inserts the answers, then adds the ones actually inserted (not the duplicates) to their
   * members' stored totals, and runs the {@link AnswerTransactionPart}s, in answer order and in one
   * transaction. Totals are computed here from the stored rows, not kept in memory: whichever
   * process or batch stores an answer counts it exactly once.
   */
  @Override
  public void saveAll(List<StoredAnswer> answers) {
    if (answers.isEmpty()) {
      return;
    }
    try {
      database.inTransaction(
          c -> {
            store(c, answers);
            return null;
          });
    } catch (SQLException e) {
      throw new StorageException("cannot store " + answers.size() + " answers", e);
    }
  }

  private void store(Connection c, List<StoredAnswer> answers) throws SQLException {
    List<AnswerTransactionPart.AfterInsert> after = new ArrayList<>(parts.size());
    for (AnswerTransactionPart part : parts) {
      after.add(part.beforeInsert(c, answers));
    }
    List<StoredAnswer> inserted = insert(c, answers);
    if (inserted.isEmpty()) {
      return;
    }
    Map<Member, MemberStats> before = readTotals(c, inserted);
    Map<Member, MemberStats> now = new LinkedHashMap<>(before);
    for (StoredAnswer a : inserted) {
      now.computeIfPresent(
          new Member(a.guildId(), a.userId()),
          (member, totals) -> totals.after(a.correct(), a.points(), a.answeredAt()));
    }
    List<AnswerTransactionPart.MemberMove> moves = new ArrayList<>(now.size());
    for (Map.Entry<Member, MemberStats> entry : now.entrySet()) {
      Member m = entry.getKey();
      moves.add(
          new AnswerTransactionPart.MemberMove(
              m.guildId(), m.userId(), before.get(m), entry.getValue()));
    }
    writeTotals(c, before, now);
    for (AnswerTransactionPart.AfterInsert part : after) {
      part.inserted(c, inserted, moves);
    }
  }

  /** Inserts the answers; returns those inserted, without the ones already stored. */
  private static List<StoredAnswer> insert(Connection c, List<StoredAnswer> answers)
      throws SQLException {
    int[] results;
    try (PreparedStatement st = c.prepareStatement(INSERT_ANSWER)) {
      for (StoredAnswer a : answers) {
        st.setLong(1, a.roundId());
        st.setLong(2, a.guildId());
        st.setLong(3, a.userId());
        st.setInt(4, a.choicePosition());
        st.setBoolean(5, a.correct());
        st.setInt(6, a.points());
        st.setLong(7, a.answeredAt().toEpochMilli());
        st.setBoolean(8, a.recovered());
        st.setString(9, a.topic());
        st.addBatch();
      }
      results = st.executeBatch();
    }
    List<StoredAnswer> inserted = new ArrayList<>(answers.size());
    for (int i = 0; i < answers.size(); i++) {
      // 0: a duplicate skipped by ON CONFLICT; SUCCESS_NO_INFO (some drivers) counts as stored.
      if (results[i] != 0) {
        inserted.add(answers.get(i));
      }
    }
    return inserted;
  }

  /**
   * The stored totals of every member with an answer in {@code answers}, read with one query per
   * server and {@value #READ_CHUNK} members (a burst's batch holds hundreds of members; a query per
   * member was a round trip through JDBC each). On PostgreSQL the rows are created if missing and
   * locked, in (server, member) order, so two processes lock in the same order and cannot deadlock.
   */
  private Map<Member, MemberStats> readTotals(Connection c, List<StoredAnswer> answers)
      throws SQLException {
    List<Member> members =
        answers.stream()
            .map(a -> new Member(a.guildId(), a.userId()))
            .distinct()
            .sorted(Comparator.comparingLong(Member::guildId).thenComparingLong(Member::userId))
            .toList();
    if (lockRows) {
      try (PreparedStatement ensure = c.prepareStatement(ENSURE_STATS_ROW)) {
        for (Member member : members) {
          ensure.setLong(1, member.guildId());
          ensure.setLong(2, member.userId());
          ensure.addBatch();
        }
        ensure.executeBatch();
      }
    }
    Map<Member, MemberStats> totals = new LinkedHashMap<>();
    for (int from = 0; from < members.size(); ) {
      long guildId = members.get(from).guildId();
      int to = from;
      while (to < members.size()
          && to - from < READ_CHUNK
          && members.get(to).guildId() == guildId) {
        to++;
      }
      List<Member> chunk = members.subList(from, to);
      String sql =
          "SELECT "
              + STATS_COLUMNS
              + " FROM member_stats WHERE guild_id = ? AND user_id IN ("
              + "?, ".repeat(chunk.size() - 1)
              + "?)"
              + (lockRows ? " ORDER BY user_id FOR UPDATE" : "");
      Map<Long, MemberStats> found = new HashMap<>();
      try (PreparedStatement st = c.prepareStatement(sql)) {
        st.setLong(1, guildId);
        for (int i = 0; i < chunk.size(); i++) {
          st.setLong(i + 2, chunk.get(i).userId());
        }
        try (ResultSet rs = st.executeQuery()) {
          while (rs.next()) {
            MemberStats stored = statsRow(guildId, rs);
            // answered = 0: the empty row just created on PostgreSQL, no totals yet
            if (stored.answered() > 0) {
              found.put(stored.userId(), stored);
            }
          }
        }
      }
      for (Member member : chunk) {
        totals.put(
            member,
            found.getOrDefault(member.userId(), MemberStats.none(guildId, member.userId())));
      }
      from = to;
    }
    return totals;
  }

  /** One member_stats row read with {@link #STATS_COLUMNS}. */
  private static MemberStats statsRow(long guildId, ResultSet rs) throws SQLException {
    return new MemberStats(
        guildId,
        rs.getLong(1),
        rs.getInt(2),
        rs.getInt(3),
        rs.getLong(4),
        rs.getInt(5),
        rs.getInt(6),
        Instant.ofEpochMilli(rs.getLong(7)));
  }

  private static void writeTotals(
      Connection c, Map<Member, MemberStats> before, Map<Member, MemberStats> after)
      throws SQLException {
    try (PreparedStatement moved = c.prepareStatement(UPSERT_STATS);
        PreparedStatement unmoved = c.prepareStatement(UPSERT_STATS_SCORE_UNCHANGED)) {
      for (Map.Entry<Member, MemberStats> entry : after.entrySet()) {
        MemberStats was = before.get(entry.getKey());
        MemberStats s = entry.getValue();
        boolean scoreUnchanged =
            was.answered() > 0
                && was.points() == s.points()
                && was.correct() == s.correct()
                && was.scoreReachedAt().equals(s.scoreReachedAt());
        PreparedStatement st = scoreUnchanged ? unmoved : moved;
        st.setLong(1, s.guildId());
        st.setLong(2, s.userId());
        st.setInt(3, s.answered());
        st.setInt(4, s.correct());
        st.setLong(5, s.points());
        st.setInt(6, s.currentStreak());
        st.setInt(7, s.bestStreak());
        st.setLong(8, s.scoreReachedAt().toEpochMilli());
        st.addBatch();
      }
      moved.executeBatch();
      unmoved.executeBatch();
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
}
