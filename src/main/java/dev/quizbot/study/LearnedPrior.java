package dev.quizbot.study;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Locale;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The {@link PopulationPrior} the forecasts start from: the default until the first {@link
 * #refresh}, then the latest learned. A failed refresh keeps the prior in use.
 */
public final class LearnedPrior implements Supplier<PopulationPrior> {
  private static final Logger LOG = LoggerFactory.getLogger(LearnedPrior.class);

  /** The exam-takers' evidence, member by member. */
  @FunctionalInterface
  public interface Source {
    void each(Consumer<PopulationPrior.Evidence> member);
  }

  private final Source evidence;
  private final Clock clock;
  private volatile PopulationPrior current = PopulationPrior.NONE;

  public LearnedPrior(Source evidence, Clock clock) {
    this.evidence = evidence;
    this.clock = clock;
  }

  @Override
  public PopulationPrior get() {
    return current;
  }

  /** Learns the prior again from the evidence now; off the event threads (seconds of CPU). */
  public void refresh() {
    Instant start = clock.instant();
    try {
      PopulationPrior.Learning learning = new PopulationPrior.Learning();
      evidence.each(learning::add);
      if (Thread.currentThread().isInterrupted()) {
        LOG.debug("learning the forecast's prior stopped with the bot");
        return;
      }
      PopulationPrior learned = learning.learn();
      current = learned;
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
    } catch (RuntimeException e) {
      LOG.warn("learning the forecast's prior failed; the prior in use stays", e);
    }
  }
}
