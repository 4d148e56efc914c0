package dev.quizbot.round;

import java.util.List;

/** Persistence of graded answers and members' running totals. */
public interface AnswerStore {

  /**
   * Inserts the answers and adds them to their members' totals in ONE transaction, in list order.
   * An answer whose (round, user) is already stored is skipped and counts nowhere.
   */
  void saveAll(List<StoredAnswer> answers);

  /** The answers of one round, in answering order. */
  List<StoredAnswer> answersOf(long roundId);
}
