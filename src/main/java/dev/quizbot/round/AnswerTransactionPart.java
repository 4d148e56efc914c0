package dev.quizbot.round;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;

/**
 * Work another package adds to the transaction that stores a batch of answers ({@link
 * JdbcAnswerStore}): the leaderboard's score buckets and period totals, the study's reviews. They
 * plug in from their side, so the rounds know neither; an answer is never stored without their
 * rows, nor their rows without the answer.
 */
public interface AnswerTransactionPart {

  /** A member's stored totals before and after the batch's inserted answers. */
  record MemberMove(long guildId, long userId, MemberStats before, MemberStats after) {}

  /** What runs once the answers are inserted, on the same connection and transaction. */
  @FunctionalInterface
  interface AfterInsert {
    /**
     * @param inserted the answers actually inserted (not duplicates), in answer order
     * @param moves every member of {@code inserted}, their totals before and after
     */
    void inserted(Connection c, List<StoredAnswer> inserted, List<MemberMove> moves)
        throws SQLException;
  }

  /** Called in the transaction before the batch is inserted; returns what runs after. */
  AfterInsert beforeInsert(Connection c, List<StoredAnswer> answers) throws SQLException;
}
