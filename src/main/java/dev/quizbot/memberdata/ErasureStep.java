package dev.quizbot.memberdata;

import java.sql.Connection;
import java.sql.SQLException;

/**
 * Work another package does inside a member's erasure transaction, before the tables are erased:
 * data derived from the member's rows that the table list cannot see (e.g. the author credit baked
 * into a server's deck of members' questions).
 */
@FunctionalInterface
public interface ErasureStep {
  void erase(Connection c, long memberId) throws SQLException;
}
