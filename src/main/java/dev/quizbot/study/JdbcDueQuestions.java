package dev.quizbot.study;

import dev.quizbot.storage.Database;
import java.time.Instant;
import java.util.List;
import java.util.function.Predicate;

/**
 * {@link DueQuestions} from {@code study_memory}: one range of the member's {@code (user_id,
 * due_at)} index up to the learn-ahead horizon, then {@link LearnAhead} and the bank decide.
 */
public final class JdbcDueQuestions implements DueQuestions {

  private final StudyJdbc jdbc;
  private final Predicate<String> inBank;

  /**
   * @param inBank whether a question id is in the current bank (a removed question is never due)
   */
  public JdbcDueQuestions(Database database, Predicate<String> inBank) {
    this.jdbc = new StudyJdbc(database);
    this.inBank = inBank;
  }

  @Override
  public int dueCount(long memberId, Instant at) {
    List<Boolean> due =
        jdbc.query(
            "count the due questions of member " + memberId,
            "SELECT "
                + StudyJdbc.MEMORY_COLUMNS
                + " FROM study_memory WHERE user_id = ? AND due_at <= ?",
            ps -> {
              ps.setLong(1, memberId);
              ps.setLong(2, at.plus(LearnAhead.LIMIT).toEpochMilli());
            },
            rs ->
                inBank.test(rs.getString("question_id"))
                    && LearnAhead.isDue(StudyJdbc.memoryState(rs), at));
    return (int) due.stream().filter(d -> d).count();
  }
}
