package dev.quizbot.study;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * One {@link Scheduler} per desired retention, built once: members pick from a handful of values,
 * and a scheduler copies its weights on construction (the answer path should not, per answer).
 */
public final class Schedulers {

  private final FsrsParameters base;
  private final Map<Double, Scheduler> byRetention = new ConcurrentHashMap<>();

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

  /** The forgetting curve does not depend on the retention: any scheduler forecasts the same. */
  public Scheduler forecaster() {
    return at(base.desiredRetention());
  }
}
