package dev.quizbot.study;

import dev.quizbot.storage.Database;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.LongFunction;

/**
 * What {@link PopulationPrior} learns from: the members whose mock exams were submitted, newest
 * first (at most {@value #MEMBERS}), each with her recall checks (her exam answers among them,
 * which the exam store keeps as reviews) and the decay of the weights she uses.
 */
public final class JdbcPriorEvidence {

  /** Enough to learn from; bounds a refresh to some 20 s of CPU. */
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

  /** The evidence, or what was read before the thread was interrupted. */
  public List<PopulationPrior.Evidence> read() {
    List<Long> members =
        jdbc.query(
            "read the members who sat mock exams",
            "SELECT user_id FROM exams WHERE status = 'SUBMITTED' GROUP BY user_id"
                + " ORDER BY MAX(finished_at) DESC, user_id LIMIT "
                + MEMBERS,
            ps -> {},
            rs -> rs.getLong(1));
    List<PopulationPrior.Evidence> evidence = new ArrayList<>();
    for (long member : members) {
      if (Thread.currentThread().isInterrupted()) {
        break;
      }
      double decay = weights.apply(member).orElse(FsrsParameters.DEFAULT_WEIGHTS).get(20);
      evidence.add(new PopulationPrior.Evidence(history.recent(member), decay));
    }
    return evidence;
  }
}
