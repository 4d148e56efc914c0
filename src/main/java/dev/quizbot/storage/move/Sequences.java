package dev.quizbot.storage.move;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Map;

/**
 * After rows are copied with their ids, PostgreSQL's sequences (SERIAL and identity columns) still
 * start at 1, and the next insert would collide: each is set past the largest id copied. The schema
 * has none today (ids come from the application); a later migration that adds one is covered
 * without a change here.
 */
final class Sequences {
  private Sequences() {}

  static void catchUp(Connection to, Map<String, List<Column>> tables) throws SQLException {
    for (Map.Entry<String, List<Column>> table : tables.entrySet()) {
      for (Column column : table.getValue()) {
        String sequence;
        try (PreparedStatement ps = to.prepareStatement("SELECT pg_get_serial_sequence(?, ?)")) {
          ps.setString(1, TableSum.quote(table.getKey()));
          ps.setString(2, column.name());
          try (ResultSet rs = ps.executeQuery()) {
            sequence = rs.next() ? rs.getString(1) : null;
          }
        }
        if (sequence == null) {
          continue;
        }
        String max =
            "SELECT MAX("
                + TableSum.quote(column.name())
                + ") FROM "
                + TableSum.quote(table.getKey());
        try (Statement st = to.createStatement()) {
          // setval(seq, n, true): the next value is n + 1; an empty table starts at 1 again.
          st.execute(
              "SELECT setval('"
                  + sequence.replace("'", "''")
                  + "', COALESCE(("
                  + max
                  + "), 1), ("
                  + max
                  + ") IS NOT NULL)");
        }
      }
    }
  }
}
