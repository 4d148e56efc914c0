package dev.quizbot.round;

import java.util.List;
import java.util.Map;

/** Persistence of graded answers and members' running totals. */
public interface AnswerStore {

  /**
   * Inserts the answers and adds them to their members' totals in ONE transaction, in list order.
   * An answer whose (round, user) is already stored is skipped and counts nowhere.
   */
  void saveAll(List<StoredAnswer> answers);

  /** The answers of one round, in answering order. */
  List<StoredAnswer> answersOf(long roundId);

  /** Totals of every member of a server who ever answered there, by user id. */
  Map<Long, MemberStats> memberStatsOf(long guildId);
}
