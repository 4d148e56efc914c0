package dev.quizbot.memberdata;

import dev.quizbot.storage.Database;
import dev.quizbot.storage.StorageException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Erases one member's data in one transaction: every table of {@link MemberTables#MEMBER} in its
 * order, deleting the member's rows or, where the rows are a server's, replacing the member's id by
 * {@code 0}. The all-time boards' score counts are taken down first, as the member's totals leave
 * them. Running it again finds nothing: erasure happens once however often it is asked.
 */
public final class MemberDataEraser {

  private final Database database;
  private final List<ErasureStep> steps;

  public MemberDataEraser(Database database) {
    this(database, List.of());
  }

  /**
   * @param steps run first, in the same transaction (see {@link ErasureStep})
   */
  public MemberDataEraser(Database database, List<ErasureStep> steps) {
    this.database = database;
    this.steps = List.copyOf(steps);
  }

  /** Rows per table, in {@link MemberTables#MEMBER} order; zero where the member has none. */
  public Map<String, Long> count(long memberId) {
    try (Connection c = database.connection()) {
      return MemberRows.count(c, memberId);
    } catch (SQLException e) {
      throw new StorageException("cannot count the data of member " + memberId, e);
    }
  }

  /**
   * Deletes or anonymises every row of the member.
   *
   * @return rows changed per table, in {@link MemberTables#MEMBER} order
   */
  public Map<String, Long> erase(long memberId) {
    try {
      return database.inTransaction(
          c -> {
            for (ErasureStep step : steps) {
              step.erase(c, memberId);
            }
            return erase(c, memberId);
          });
    } catch (SQLException e) {
      throw new StorageException("cannot erase the data of member " + memberId, e);
    }
  }

  private static Map<String, Long> erase(Connection c, long memberId) throws SQLException {
    ScoreBuckets.leave(c, memberId);
    Map<String, Long> changed = new LinkedHashMap<>();
    for (MemberTable table : MemberTables.MEMBER) {
      long rows = 0;
      if (table.erasure() == MemberTable.Erasure.DELETE) {
        try (PreparedStatement ps =
            c.prepareStatement("DELETE FROM " + table.name() + " WHERE " + table.rows())) {
          table.bindRows(ps, memberId);
          rows = ps.executeUpdate();
        }
      } else {
        // Rows, as count() gives them: a suggestion the member wrote and reviewed is one row,
        // though two of its columns change.
        rows = MemberRows.count(c, table, memberId);
        // Column by column: a row naming this member and another keeps the other's id.
        for (String column : table.memberColumns()) {
          try (PreparedStatement ps =
              c.prepareStatement(
                  "UPDATE " + table.name() + " SET " + column + " = 0 WHERE " + column + " = ?")) {
            ps.setLong(1, memberId);
            ps.executeUpdate();
          }
        }
      }
      changed.put(table.name(), rows);
    }
    return changed;
  }
}
