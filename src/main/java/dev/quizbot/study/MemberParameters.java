package dev.quizbot.study;

import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The FSRS-6 weights a member's reviews are scheduled with, and where the refit stands.
 *
 * @param weights the member's own weights; empty: the defaults
 * @param guessing whether they were fitted with guessing in the likelihood (then they model recall
 *     itself, and a right answer's chance is R + (1 − R)·g)
 * @param fittedAt when the weights in use were fitted; empty with the defaults
 * @param fittedReviews how many of the member's reviews they were fitted on (0 with the defaults)
 * @param checkedAt the last refit attempt, kept or not, or the reset to the defaults
 * @param checkedReviews the member's reviews at that moment: the next refit waits for {@link
 *     ParameterRefit#NEW_REVIEWS} more
 */
public record MemberParameters(
    long memberId,
    Optional<List<Double>> weights,
    boolean guessing,
    Optional<Instant> fittedAt,
    int fittedReviews,
    Instant checkedAt,
    int checkedReviews) {

  public MemberParameters {
    Objects.requireNonNull(checkedAt, "checkedAt");
    weights = weights.map(MemberParameters::checked);
  }

  /**
   * A member's own weights, validated like any configured weights: a stored set out of range would
   * schedule and forecast nonsense.
   *
   * @throws IllegalArgumentException weights that are not 21 numbers within FSRS-6's bounds
   */
  static List<Double> checked(List<Double> weights) {
    List<Double> copy = List.copyOf(weights);
    new FsrsParameters(copy, FsrsParameters.DEFAULT_RETENTION, List.of(), List.of(), 1, false);
    return copy;
  }

  /** A member who never had a refit: the defaults, never checked. */
  public static MemberParameters defaults(long memberId) {
    return new MemberParameters(
        memberId, Optional.empty(), false, Optional.empty(), 0, Instant.EPOCH, 0);
  }

  /** The weights to schedule with. */
  public List<Double> weightsInUse() {
    return weights.orElse(FsrsParameters.DEFAULT_WEIGHTS);
  }
}
