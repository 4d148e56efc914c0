package dev.quizbot.study;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Objects;

/**
 * FSRS-6 as py-fsrs 6.3 {@code Scheduler.review_card} runs it: the memory update, then the
 * learning-step state machine, then the interval. Pure: every method takes the instant it is about
 * and keeps no state, so the caller's {@code Clock} decides what "now" is and one instance serves
 * all members of one retention (it is immutable and thread-safe).
 *
 * <p>Time is counted as py-fsrs counts it: a review's elapsed days are the whole 24-hour periods
 * since the last review, and "same day" (the short-term formula) means under 24 hours. ts-fsrs
 * counts UTC calendar dates instead; a member's day is neither, and 24-hour periods at least do not
 * depend on where the server is.
 */
public final class Scheduler {

  private static final long SECONDS_PER_DAY = 86_400;

  private final FsrsParameters parameters;
  private final MemoryModel model;
  private final ForgettingCurve curve;

  public Scheduler(FsrsParameters parameters) {
    this.parameters = Objects.requireNonNull(parameters, "parameters");
    this.model = new MemoryModel(parameters.weights());
    this.curve = new ForgettingCurve(parameters.weights().get(20));
  }

  public FsrsParameters parameters() {
    return parameters;
  }

  /**
   * The first answer to a question the member never answered: S0 and D0 from the grade, then the
   * learning steps from step 0 (Again: 1 min, Good: 10 min, Easy graduates at once).
   *
   * @param fuzzSeed see {@link Fuzz#seed}; only used when the answer graduates (Easy)
   */
  public ReviewOutcome first(Rating rating, Instant now, long fuzzSeed) {
    double stability = model.initialStability(rating);
    double difficulty = model.initialDifficulty(rating);
    return schedule(CardState.LEARNING, 0, stability, difficulty, rating, now, 0, 1, 0, fuzzSeed);
  }

  /**
   * A later answer. A review at or before the last one (clocks of two processes a little apart)
   * counts as same-day rather than failing the answer's transaction.
   */
  public ReviewOutcome review(MemoryState state, Rating rating, Instant now, long fuzzSeed) {
    long elapsedDays =
        Math.max(0, Duration.between(state.lastReview(), now).getSeconds() / SECONDS_PER_DAY);
    double stability;
    if (elapsedDays < 1) {
      stability = model.shortTermStability(state.stability(), rating);
    } else {
      double r = curve.retrievability(elapsedDays, state.stability());
      stability = model.longTermStability(state.difficulty(), state.stability(), r, rating);
    }
    double difficulty = model.nextDifficulty(state.difficulty(), rating);
    int lapses =
        state.lapses() + (state.state() == CardState.REVIEW && rating == Rating.AGAIN ? 1 : 0);
    return schedule(
        state.state(),
        state.step(),
        stability,
        difficulty,
        rating,
        now,
        elapsedDays,
        state.reps() + 1,
        lapses,
        fuzzSeed);
  }

  /**
   * The member's recall probability at {@code at}, for readiness forecasts. Unlike the scheduling
   * update (whole days, as FSRS was fitted) it counts fractional days, so a forecast moves smoothly
   * through the day; at or before the last review it is 1.
   */
  public double retrievability(MemoryState state, Instant at) {
    double days = Duration.between(state.lastReview(), at).toMillis() / 86_400_000.0;
    return days <= 0 ? 1.0 : curve.retrievability(days, state.stability());
  }

  private ReviewOutcome schedule(
      CardState from,
      int step,
      double stability,
      double difficulty,
      Rating rating,
      Instant now,
      long elapsedDays,
      int reps,
      int lapses,
      long fuzzSeed) {
    Next next =
        switch (from) {
          case LEARNING ->
              throughSteps(CardState.LEARNING, parameters.learningSteps(), step, rating);
          case RELEARNING ->
              throughSteps(CardState.RELEARNING, parameters.relearningSteps(), step, rating);
          case REVIEW -> fromReview(rating);
        };
    Duration interval = next.interval;
    if (interval == null) { // graduated or stays in review: whole days from the curve
      long days =
          curve.intervalDays(
              stability, parameters.desiredRetention(), parameters.maximumIntervalDays());
      if (parameters.fuzz()) {
        days = Fuzz.apply(days, parameters.maximumIntervalDays(), fuzzSeed);
      }
      interval = Duration.ofDays(days);
    }
    MemoryState state =
        new MemoryState(
            stability, difficulty, next.state, next.step, now.plus(interval), now, reps, lapses);
    return new ReviewOutcome(state, interval, elapsedDays);
  }

  /** Where a review leads; {@code interval} null means "whole days in review". */
  private record Next(CardState state, int step, Duration interval) {
    static final Next REVIEW = new Next(CardState.REVIEW, 0, null);
  }

  private Next fromReview(Rating rating) {
    List<Duration> steps = parameters.relearningSteps();
    if (rating != Rating.AGAIN || steps.isEmpty()) {
      return Next.REVIEW;
    }
    return new Next(CardState.RELEARNING, 0, steps.get(0));
  }

  /**
   * py-fsrs's step rules, the same for learning and relearning. A step index beyond the list (the
   * steps were shortened since) graduates on anything but Again.
   */
  private static Next throughSteps(CardState in, List<Duration> steps, int step, Rating rating) {
    if (steps.isEmpty() || (step >= steps.size() && rating != Rating.AGAIN)) {
      return Next.REVIEW;
    }
    return switch (rating) {
      case AGAIN -> new Next(in, 0, steps.get(0));
      // Hard repeats the step; on the first step it waits between the first two (Anki's rule),
      // or 1.5 × the only step.
      case HARD -> new Next(in, step, hardDelay(steps, step));
      case GOOD ->
          step + 1 >= steps.size() ? Next.REVIEW : new Next(in, step + 1, steps.get(step + 1));
      case EASY -> Next.REVIEW;
    };
  }

  private static Duration hardDelay(List<Duration> steps, int step) {
    if (step > 0) {
      return steps.get(step);
    }
    if (steps.size() == 1) {
      return steps.get(0).multipliedBy(3).dividedBy(2);
    }
    return steps.get(0).plus(steps.get(1)).dividedBy(2);
  }
}
