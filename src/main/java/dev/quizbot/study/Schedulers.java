package dev.quizbot.study;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * One {@link Scheduler} per desired retention, built once: members pick from a handful of values,
 * and a scheduler copies its weights on construction (the answer path should not, per answer).
 */
public final class Schedulers {

  private final FsrsParameters base;
  private final Map<Double, Scheduler> byRetention = new ConcurrentHashMap<>();
  // Members with their own weights: one scheduler per weights and retention, dropped all at once
  // past a bound (a scheduler is two small arrays; rebuilding one costs microseconds).
  private static final int MAX_OWN = 10_000;

  private record Own(List<Double> weights, double retention) {}

  private final Map<Own, Scheduler> own = new ConcurrentHashMap<>();

  /**
   * @param base every parameter but the retention, which is each member's
   */
  public Schedulers(FsrsParameters base) {
    this.base = base;
  }

  /** The bot's defaults (fuzz on). */
  public static Schedulers defaults() {
    return new Schedulers(FsrsParameters.defaults());
  }

  /** The scheduler at {@code retention} (validated by {@link FsrsParameters}). */
  public Scheduler at(double retention) {
    return byRetention.computeIfAbsent(retention, r -> new Scheduler(base.withDesiredRetention(r)));
  }

  /** The scheduler at {@code retention} with the member's own weights, or the base ones. */
  public Scheduler at(double retention, Optional<List<Double>> weights) {
    if (weights.isEmpty()) {
      return at(retention);
    }
    if (own.size() > MAX_OWN) {
      own.clear();
    }
    return own.computeIfAbsent(
        new Own(weights.get(), retention),
        k ->
            new Scheduler(
                new FsrsParameters(
                    k.weights(),
                    k.retention(),
                    base.learningSteps(),
                    base.relearningSteps(),
                    base.maximumIntervalDays(),
                    base.fuzz())));
  }

  /** The forgetting curve does not depend on the retention: any scheduler forecasts the same. */
  public Scheduler forecaster() {
    return at(base.desiredRetention());
  }
}
