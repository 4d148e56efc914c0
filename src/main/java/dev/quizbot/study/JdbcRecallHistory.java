package dev.quizbot.study;

import dev.quizbot.storage.Database;
import java.util.List;
import java.util.function.ToDoubleFunction;

/**
 * {@link RecallHistory} from {@code study_reviews}: the stored {@code recall_before} of reviews a
 * day or more after the previous one (same-day repeats are learning steps); right when rated above
 * Again.
 */
public final class JdbcRecallHistory implements RecallHistory {

  private final StudyJdbc jdbc;
  private final ToDoubleFunction<String> guessFloor;

  /**
   * @param guessFloor a question's guess floor by id (1 / choices; 0 when unknown)
   */
  public JdbcRecallHistory(Database database, ToDoubleFunction<String> guessFloor) {
    this.jdbc = new StudyJdbc(database);
    this.guessFloor = guessFloor;
  }

  @Override
  public List<MemoryUncertainty.RecallCheck> recent(long memberId) {
    return jdbc.query(
        "read the recent reviews of member " + memberId,
        "SELECT question_id, recall_before, rating, stability_before FROM study_reviews"
            + " WHERE user_id = ? AND recall_before IS NOT NULL AND elapsed_days > 0"
            + " ORDER BY answered_at DESC LIMIT "
            + LIMIT,
        ps -> ps.setLong(1, memberId),
        rs ->
            new MemoryUncertainty.RecallCheck(
                rs.getDouble(2),
                guessFloor.applyAsDouble(rs.getString(1)),
                rs.getInt(3) > Rating.AGAIN.grade(),
                rs.getDouble(4)));
  }
}
