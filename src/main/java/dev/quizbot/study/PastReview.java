package dev.quizbot.study;

/**
 * One stored answer as the optimizer and the evaluation see it.
 *
 * @param grade FSRS's G, 1 (Again) to 4 (Easy)
 * @param elapsedDays whole days since the question's previous review, 0 for the first and for a
 *     same-day review (FSRS's delta_t)
 * @param order when it was answered, as any number increasing with time (an epoch millisecond):
 *     orders the member's reviews for the recency weighting and the held-out split
 */
public record PastReview(int grade, long elapsedDays, long order) {

  public PastReview {
    if (grade < 1 || grade > 4) {
      throw new IllegalArgumentException("grade must be 1 to 4, got " + grade);
    }
    if (elapsedDays < 0) {
      throw new IllegalArgumentException("elapsed days must be >= 0, got " + elapsedDays);
    }
  }

  /** Right: what a prediction of recall is scored against. */
  public boolean recalled() {
    return grade > 1;
  }
}
