package dev.quizbot.study;

import java.time.Instant;
import java.util.Objects;

/**
 * What FSRS knows of one member's memory of one question after at least one review.
 *
 * @param stability S, in days: the time for recall probability to fall from 100 % to 90 %
 * @param difficulty D, 1 to 10
 * @param state learning, review or relearning
 * @param step index into the learning or relearning steps; 0 in {@link CardState#REVIEW}, where it
 *     means nothing (ts-fsrs stores 0 there too, py-fsrs None)
 * @param due when the question should be asked next
 * @param lastReview when it was last answered; FSRS's elapsed time is counted from here
 * @param reps how many reviews made this state (1 after the first answer)
 * @param lapses how many times it was forgotten after graduating (Again in review)
 */
public record MemoryState(
    double stability,
    double difficulty,
    CardState state,
    int step,
    Instant due,
    Instant lastReview,
    int reps,
    int lapses) {

  public MemoryState {
    // A stored state that breaks these would make every later formula return garbage (NaN
    // powers, negative intervals), so it fails here, where the bad row is still identifiable.
    if (!(stability > 0) || Double.isInfinite(stability)) {
      throw new IllegalArgumentException("stability must be a positive number, got " + stability);
    }
    if (!(difficulty >= 1 && difficulty <= 10)) {
      throw new IllegalArgumentException("difficulty must be between 1 and 10, got " + difficulty);
    }
    Objects.requireNonNull(state, "state");
    Objects.requireNonNull(due, "due");
    Objects.requireNonNull(lastReview, "lastReview");
    if (step < 0 || reps < 1 || lapses < 0) {
      throw new IllegalArgumentException(
          "step and lapses must be >= 0 and reps >= 1, got step "
              + step
              + ", reps "
              + reps
              + ", lapses "
              + lapses);
    }
  }

  /** True while the question is in an intraday learning or relearning step. */
  public boolean inStep() {
    return state != CardState.REVIEW;
  }
}
