package dev.quizbot.study;

import java.time.Instant;
import java.util.List;
import java.util.Optional;

/** Each member's FSRS weights and their review history, for {@link ParameterRefit}. */
public interface MemberParametersStore {

  /** The member's row; the defaults (never checked) when there is none. */
  MemberParameters get(long memberId);

  /** Stores the member's row, replacing any. */
  void save(MemberParameters parameters);

  /**
   * The member's own weights, if any: what the scheduler uses.
   *
   * @throws IllegalArgumentException stored weights that are not 21 numbers within FSRS-6's bounds
   */
  Optional<List<Double>> weights(long memberId);

  /** How many reviews the member has. */
  int reviewCount(long memberId);

  /**
   * The member's reviews per question, oldest first; each review's order is its instant (epoch
   * milliseconds). Guess floors are 0; the caller sets them.
   */
  List<QuestionHistory> history(long memberId);

  /** One question's reviews. */
  record QuestionHistory(String questionId, List<PastReview> reviews) {}

  /** Back to the defaults; the next refit waits for new reviews as after any attempt. */
  default void resetToDefaults(long memberId, Instant now) {
    save(
        new MemberParameters(
            memberId, Optional.empty(), false, Optional.empty(), 0, now, reviewCount(memberId)));
  }
}
