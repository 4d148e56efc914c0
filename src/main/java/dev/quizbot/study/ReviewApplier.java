package dev.quizbot.study;

import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * What one review does to a member's memory of a question: FSRS at the member's retention, fuzz
 * seeded by the question, the member and the review's number (so the same review recomputed lands
 * on the same day). Pure; the review log calls it inside the answer's transaction.
 */
public final class ReviewApplier {

  private final Schedulers schedulers;

  public ReviewApplier(Schedulers schedulers) {
    this.schedulers = schedulers;
  }

  /** The review applied to {@code before} (empty: the member's first answer to the question). */
  public AppliedReview apply(Optional<MemoryState> before, StudyReview review, double retention) {
    return apply(before, review, retention, Optional.empty());
  }

  /** The same with the member's own FSRS weights (empty: the defaults). */
  public AppliedReview apply(
      Optional<MemoryState> before,
      StudyReview review,
      double retention,
      Optional<List<Double>> weights) {
    Scheduler scheduler = schedulers.at(retention, weights);
    int reviewNumber = before.map(s -> s.reps() + 1).orElse(1);
    long seed = Fuzz.seed(review.questionId(), review.memberId(), reviewNumber);
    ReviewOutcome outcome =
        before.isEmpty()
            ? scheduler.first(review.rating(), review.answeredAt(), seed)
            : scheduler.review(before.get(), review.rating(), review.answeredAt(), seed);
    OptionalDouble recall =
        before.isEmpty()
            ? OptionalDouble.empty()
            : OptionalDouble.of(scheduler.retrievability(before.get(), review.answeredAt()));
    return new AppliedReview(
        review, before, recall, outcome.next(), outcome.interval(), outcome.elapsedDays(), false);
  }
}
