package dev.quizbot.storage.move;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;

/**
 * One column as the target declares it ({@link Types}): how to read it from either database, write
 * it to PostgreSQL, and put it in a checksum the same way on both sides.
 */
record Column(String name, int type) {

  /** The value of this column in {@code rs} (at {@code index}), normalised; null for SQL NULL. */
  Object read(ResultSet rs, int index) throws SQLException {
    Object value =
        switch (type) {
          case Types.BIGINT, Types.INTEGER, Types.SMALLINT, Types.TINYINT -> rs.getLong(index);
          case Types.BOOLEAN, Types.BIT -> rs.getBoolean(index);
          case Types.DOUBLE, Types.FLOAT, Types.REAL, Types.NUMERIC, Types.DECIMAL ->
              rs.getDouble(index);
          case Types.BINARY, Types.VARBINARY, Types.LONGVARBINARY, Types.BLOB -> rs.getBytes(index);
          default -> text(rs.getString(index));
        };
    return rs.wasNull() ? null : value;
  }

  /** PostgreSQL cannot store U+0000 in text, and pads CHAR(n): both sides compare without them. */
  private String text(String value) {
    if (value == null) {
      return null;
    }
    String clean = value.indexOf('\0') < 0 ? value : value.replace("\0", "");
    return type == Types.CHAR ? clean.stripTrailing() : clean;
  }

  void write(PreparedStatement ps, int index, Object value) throws SQLException {
    if (value == null) {
      ps.setNull(index, type);
      return;
    }
    if (value instanceof Long l) {
      if (type == Types.INTEGER || type == Types.SMALLINT || type == Types.TINYINT) {
        ps.setInt(index, Math.toIntExact(l));
      } else {
        ps.setLong(index, l);
      }
    } else if (value instanceof Boolean b) {
      ps.setBoolean(index, b);
    } else if (value instanceof Double d) {
      ps.setDouble(index, d);
    } else if (value instanceof byte[] bytes) {
      ps.setBytes(index, bytes);
    } else {
      ps.setString(index, value.toString());
    }
  }
}
