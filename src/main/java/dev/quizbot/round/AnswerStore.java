package dev.quizbot.round;

import java.util.List;
import java.util.Map;

/** Persistence of graded answers and members' running totals. */
public interface AnswerStore {

  /**
   * Inserts the answers and upserts the members' totals in ONE transaction. An answer whose (round,
   * user) is already stored is skipped by the database.
   */
  void saveAll(List<AnswerWrite> writes);

  /** The answers of one round, in answering order. */
  List<StoredAnswer> answersOf(long roundId);

  /** Totals of every member of a server who ever answered there, by user id. */
  Map<Long, MemberStats> memberStatsOf(long guildId);
}
