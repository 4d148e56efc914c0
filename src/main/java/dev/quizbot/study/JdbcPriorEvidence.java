package dev.quizbot.study;

import dev.quizbot.storage.Database;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.LongFunction;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * What {@link PopulationPrior} learns from: the members whose mock exams were submitted, newest
 * first (at most {@value #MEMBERS}), each with her recall checks (her exam answers among them,
 * which the exam store keeps as reviews) and the decay of the weights she uses.
 */
public final class JdbcPriorEvidence implements ExamLearner.Source {
  private static final Logger LOG = LoggerFactory.getLogger(JdbcPriorEvidence.class);

  /** Enough to learn from; bounds a refresh's CPU (bench P16, "prior learning CPU"). */
  static final int MEMBERS = 1_000;

  private final StudyJdbc jdbc;
  private final RecallHistory history;
  private final LongFunction<Optional<List<Double>>> weights;

  /**
   * @param history each member's recall checks, as the forecast reads them
   * @param weights each member's own FSRS weights (empty: the defaults)
   */
  public JdbcPriorEvidence(
      Database database, RecallHistory history, LongFunction<Optional<List<Double>>> weights) {
    this.jdbc = new StudyJdbc(database);
    this.history = history;
    this.weights = weights;
  }

  /**
   * Hands each member's evidence to {@code member}, one at a time; stops early when the thread is
   * interrupted. A member whose stored weights the bot would refuse is left out: her forecast fails
   * alone, as before.
   */
  @Override
  public void each(Consumer<PopulationPrior.Evidence> member) {
    List<Long> members =
        jdbc.query(
            "read the members who sat mock exams",
            // started_at is never NULL; finished_at is set at every submission.
            "SELECT user_id FROM exams WHERE status = 'SUBMITTED' GROUP BY user_id"
                + " ORDER BY MAX(COALESCE(finished_at, started_at)) DESC, user_id LIMIT "
                + MEMBERS,
            ps -> {},
            rs -> rs.getLong(1));
    int leftOut = 0;
    for (long id : members) {
      if (Thread.currentThread().isInterrupted()) {
        return;
      }
      double decay;
      try {
        decay = weights.apply(id).orElse(FsrsParameters.DEFAULT_WEIGHTS).get(20);
      } catch (IllegalArgumentException e) { // stored weights the store refuses
        LOG.debug("the forecast's prior leaves out member {}: {}", id, e.getMessage());
        leftOut++;
        continue;
      }
      member.accept(new PopulationPrior.Evidence(id, history.recent(id), decay));
    }
    if (leftOut > 0) {
      LOG.info(
          "the forecast's prior left out {} member(s) whose stored FSRS weights are unreadable"
              + " (debug logging names them)",
          leftOut);
    }
  }
}
