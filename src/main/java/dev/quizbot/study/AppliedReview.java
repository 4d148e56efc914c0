package dev.quizbot.study;

import java.time.Duration;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * A review as recorded: the member's memory of the question before and after.
 *
 * @param before empty when the question was new to the member
 * @param recallBefore the predicted recall probability at the answer (empty when new): true
 *     retention compares it with what happened
 * @param interval from the answer to {@code after.due()}, for "again in 4 days"
 * @param duplicate true when the review's key was recorded already: nothing was written, and {@code
 *     before}/{@code after} are the stored ones of that earlier recording
 */
public record AppliedReview(
    StudyReview review,
    Optional<MemoryState> before,
    OptionalDouble recallBefore,
    MemoryState after,
    Duration interval,
    long elapsedDays,
    boolean duplicate) {

  public AppliedReview {
    Objects.requireNonNull(review, "review");
    Objects.requireNonNull(before, "before");
    Objects.requireNonNull(recallBefore, "recallBefore");
    Objects.requireNonNull(after, "after");
    Objects.requireNonNull(interval, "interval");
  }
}
