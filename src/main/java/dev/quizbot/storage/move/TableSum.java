package dev.quizbot.storage.move;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.stream.Collectors;

/**
 * A table's row count and an order-free checksum of its rows: the sum of a 64-bit hash of every
 * row's values (normalised by {@link Column}). Order-free, because SQLite and PostgreSQL sort text
 * differently and a sort of a million rows is not needed to compare them. Guards against lost,
 * doubled or changed rows in the copy, not against an adversary.
 */
record TableSum(long rows, long checksum) {

  static TableSum of(Connection c, String table, List<Column> columns) throws SQLException {
    String sql =
        "SELECT "
            + columns.stream().map(col -> quote(col.name())).collect(Collectors.joining(", "))
            + " FROM "
            + quote(table);
    long rows = 0;
    long sum = 0;
    boolean autoCommit = c.getAutoCommit();
    c.setAutoCommit(false); // PostgreSQL streams with a fetch size only inside a transaction
    try (Statement st = c.createStatement()) {
      st.setFetchSize(10_000);
      try (ResultSet rs = st.executeQuery(sql)) {
        while (rs.next()) {
          long h = 0xcbf29ce484222325L;
          for (int i = 0; i < columns.size(); i++) {
            h = mix(h, columns.get(i).read(rs, i + 1));
          }
          sum += fmix(h);
          rows++;
        }
      }
    } finally {
      c.rollback();
      c.setAutoCommit(autoCommit);
    }
    return new TableSum(rows, sum);
  }

  /** The checksum as printed: 16 hex digits. */
  String hex() {
    return String.format("%016x", checksum);
  }

  private static long mix(long h, Object value) {
    String text;
    if (value == null) {
      text = "\u0001null";
    } else if (value instanceof Boolean b) {
      text = b ? "1" : "0";
    } else if (value instanceof byte[] bytes) {
      text = java.util.HexFormat.of().formatHex(bytes);
    } else {
      text = value.toString(); // Long, Double (Double.toString) and text
    }
    for (int i = 0; i < text.length(); i++) {
      h = (h ^ text.charAt(i)) * 0x100000001b3L; // FNV-1a
    }
    return (h ^ 0x1f) * 0x100000001b3L; // a separator between values
  }

  /** MurmurHash3's finaliser: spreads FNV's weak high bits before the sum. */
  private static long fmix(long k) {
    k ^= k >>> 33;
    k *= 0xff51afd7ed558ccdL;
    k ^= k >>> 33;
    k *= 0xc4ceb9fe1a85ec53L;
    k ^= k >>> 33;
    return k;
  }

  static String quote(String identifier) {
    return "\"" + identifier.replace("\"", "\"\"") + "\"";
  }
}
