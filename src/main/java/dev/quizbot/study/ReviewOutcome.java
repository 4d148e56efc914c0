package dev.quizbot.study;

import java.time.Duration;
import java.util.Objects;

/**
 * The result of one review.
 *
 * @param next the memory state to store
 * @param interval from the review to {@code next.due()}: what the answer's message shows ("again in
 *     4 days"); whole days in review (fuzzed when fuzz is on), a step's length otherwise
 * @param elapsedDays whole days since the previous review as FSRS counted them (0 for the first
 *     answer and for a same-day review); stored with the review for a later optimiser
 */
public record ReviewOutcome(MemoryState next, Duration interval, long elapsedDays) {

  public ReviewOutcome {
    Objects.requireNonNull(next, "next");
    Objects.requireNonNull(interval, "interval");
  }
}
