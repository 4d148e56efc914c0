package dev.quizbot.study;

import java.util.OptionalDouble;

/**
 * True retention: of the answers to questions in the Review state (graduated, due by FSRS), how
 * many were right. Learning steps are left out: a question just missed says nothing of memory.
 */
public record RetentionCount(int reviews, int right) {

  /** The share right; empty without reviews. */
  public OptionalDouble share() {
    return reviews == 0 ? OptionalDouble.empty() : OptionalDouble.of((double) right / reviews);
  }
}
