package dev.quizbot.study;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * What the forecasts learn from the members' mock exams ({@link ExamLearning}): nothing until the
 * first {@link #refresh}, then the latest learned. A failed refresh of the prior or of the
 * correction keeps the one in use.
 */
public final class ExamLearner implements Supplier<ExamLearning> {
  private static final Logger LOG = LoggerFactory.getLogger(ExamLearner.class);

  /** The exam-takers' evidence for the prior, member by member. */
  @FunctionalInterface
  public interface Source {
    void each(Consumer<PopulationPrior.Evidence> member);
  }

  /** The submitted exams the bot forecast, for the correction. */
  @FunctionalInterface
  public interface Outcomes {
    List<ScoreCorrection.Outcome> all();
  }

  private final Source evidence;
  private final Outcomes outcomes;
  private final Clock clock;
  private volatile ExamLearning current = ExamLearning.NONE;

  public ExamLearner(Source evidence, Outcomes outcomes, Clock clock) {
    this.evidence = evidence;
    this.outcomes = outcomes;
    this.clock = clock;
  }

  @Override
  public ExamLearning get() {
    return current;
  }

  /** Learns the prior and the correction again from the exams now; off the event threads. */
  public void refresh() {
    PopulationPrior prior = learnPrior();
    if (Thread.currentThread().isInterrupted()) {
      LOG.debug("learning from the exams stopped with the bot");
      return;
    }
    current = new ExamLearning(prior, learnCorrection());
  }

  /** The prior learned now (seconds of CPU), or the one in use when that fails. */
  private PopulationPrior learnPrior() {
    Instant start = clock.instant();
    try {
      PopulationPrior.Learning learning = new PopulationPrior.Learning();
      evidence.each(learning::add);
      if (Thread.currentThread().isInterrupted()) {
        return current.prior();
      }
      PopulationPrior learned = learning.learn();
      double[] means = learned.means();
      LOG.info(
          "forecast prior learned from {} members' exams in {} ms, {} skipped as not finite (mean"
              + " ε {}, d {}, η {})",
          learned.members(),
          Duration.between(start, clock.instant()).toMillis(),
          learning.skipped(),
          String.format(Locale.ROOT, "%.2f", means[0]),
          String.format(Locale.ROOT, "%.2f", means[1]),
          String.format(Locale.ROOT, "%.2f", means[2]));
      return learned;
    } catch (RuntimeException e) {
      LOG.warn("learning the forecast's prior failed; the prior in use stays", e);
      return current.prior();
    }
  }

  /** The correction learned now, or the one in use when that fails. */
  private ScoreCorrection learnCorrection() {
    try {
      ScoreCorrection learned = ScoreCorrection.learn(outcomes.all());
      LOG.info(
          "forecast score correction learned from {} exams (by third of the deck seen: {}):"
              + " {} points",
          learned.total(),
          Arrays.toString(learned.exams()),
          Arrays.stream(learned.shifts())
              .mapToObj(s -> String.format(Locale.ROOT, "%+.1f", 100 * s))
              .toList());
      return learned;
    } catch (RuntimeException e) {
      LOG.warn("learning the forecast's score correction failed; the correction in use stays", e);
      return current.correction();
    }
  }
}
