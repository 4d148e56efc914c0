package dev.quizbot.memberdata;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.LinkedHashMap;
import java.util.Map;

/** How many rows each table of {@link MemberTables#MEMBER} holds for a member. */
final class MemberRows {
  private MemberRows() {}

  static Map<String, Long> count(Connection c, long memberId) throws SQLException {
    Map<String, Long> rows = new LinkedHashMap<>();
    for (MemberTable table : MemberTables.MEMBER) {
      rows.put(table.name(), count(c, table, memberId));
    }
    return rows;
  }

  /** The member's rows of one table: a row naming the member in two columns counts once. */
  static long count(Connection c, MemberTable table, long memberId) throws SQLException {
    try (PreparedStatement ps =
        c.prepareStatement("SELECT COUNT(*) FROM " + table.name() + " WHERE " + table.rows())) {
      table.bindRows(ps, memberId);
      try (ResultSet rs = ps.executeQuery()) {
        rs.next();
        return rs.getLong(1);
      }
    }
  }

  /** The sum of {@code rows}' counts. */
  static long total(Map<String, Long> rows) {
    return rows.values().stream().mapToLong(Long::longValue).sum();
  }
}
