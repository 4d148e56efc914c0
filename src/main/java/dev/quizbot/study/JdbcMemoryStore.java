package dev.quizbot.study;

import dev.quizbot.storage.Database;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** {@link MemoryStore} on plain JDBC (SQLite and PostgreSQL, see V7__study.sql). */
public final class JdbcMemoryStore implements MemoryStore {

  private final StudyJdbc jdbc;

  public JdbcMemoryStore(Database database) {
    this.jdbc = new StudyJdbc(database);
  }

  @Override
  public Optional<MemoryState> find(long memberId, String questionId) {
    return jdbc
        .query(
            "read a memory state of member " + memberId,
            "SELECT "
                + StudyJdbc.MEMORY_COLUMNS
                + " FROM study_memory WHERE user_id = ? AND question_id = ?",
            ps -> {
              ps.setLong(1, memberId);
              ps.setString(2, questionId);
            },
            StudyJdbc::memoryState)
        .stream()
        .findFirst();
  }

  @Override
  public Map<String, MemoryState> allOf(long memberId) {
    Map<String, MemoryState> states = new HashMap<>();
    for (Map.Entry<String, MemoryState> e :
        jdbc.query(
            "read the memory states of member " + memberId,
            "SELECT " + StudyJdbc.MEMORY_COLUMNS + " FROM study_memory WHERE user_id = ?",
            ps -> ps.setLong(1, memberId),
            rs -> Map.entry(rs.getString("question_id"), StudyJdbc.memoryState(rs)))) {
      states.put(e.getKey(), e.getValue());
    }
    return states;
  }

  @Override
  public int introducedSince(long memberId, Instant since) {
    List<Integer> n =
        jdbc.query(
            "count the new questions of member " + memberId,
            "SELECT COUNT(*) FROM study_memory WHERE user_id = ? AND introduced_at >= ?",
            ps -> {
              ps.setLong(1, memberId);
              ps.setLong(2, since.toEpochMilli());
            },
            rs -> rs.getInt(1));
    return n.get(0);
  }
}
