package dev.quizbot.study;

import java.util.List;

/** A member's scored reviews, for the forecast's {@link MemoryUncertainty}. */
public interface RecallHistory {

  /** The newest reviews the forecast learns from: enough to pin the posterior, bounded cost. */
  int LIMIT = 5_000;

  /**
   * The member's newest reviews (at most {@link #LIMIT}) of questions seen on an earlier day, each
   * with the recall the model predicted, its guess floor and whether it was right.
   */
  List<MemoryUncertainty.RecallCheck> recent(long memberId);
}
