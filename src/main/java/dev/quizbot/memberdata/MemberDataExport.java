package dev.quizbot.memberdata;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import dev.quizbot.storage.Database;
import dev.quizbot.storage.StorageException;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.time.Clock;

/**
 * Writes every row {@link MemberTables#MEMBER} names for one member as one JSON document: the
 * tables in list order, each an array of rows, each row an object of column to value as stored
 * (times are milliseconds since 1970-01-01 UTC; ids are whole numbers). Streamed row by row, so a
 * member with a million reviews needs the output's memory, not a copy of it as objects.
 */
public final class MemberDataExport {

  /** The document's {@code format}, so a reader knows what it holds. */
  public static final String FORMAT = "quizbot-member-data";

  public static final int VERSION = 1;

  private static final JsonFactory JSON = new JsonFactory();

  private final Database database;
  private final Clock clock;

  public MemberDataExport(Database database, Clock clock) {
    this.database = database;
    this.clock = clock;
  }

  /**
   * Writes the member's document to {@code out} (left open).
   *
   * @return how many rows it holds
   */
  public long write(long memberId, OutputStream out) {
    try (Connection c = database.connection();
        JsonGenerator json = JSON.createGenerator(out, JsonEncoding.UTF8)) {
      json.disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET);
      json.useDefaultPrettyPrinter();
      json.writeStartObject();
      json.writeStringField("format", FORMAT);
      json.writeNumberField("version", VERSION);
      json.writeNumberField("member_id", memberId);
      json.writeStringField("exported_at", clock.instant().toString());
      json.writeStringField(
          "times", "milliseconds since 1970-01-01 00:00 UTC, as stored; ids are Discord's");
      json.writeObjectFieldStart("tables");
      long rows = 0;
      for (MemberTable table : MemberTables.MEMBER) {
        json.writeArrayFieldStart(table.name());
        rows += writeRows(c, table, memberId, json);
        json.writeEndArray();
      }
      json.writeEndObject();
      json.writeNumberField("rows", rows);
      json.writeEndObject();
      return rows;
    } catch (SQLException e) {
      throw new StorageException("cannot read the data of member " + memberId, e);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static long writeRows(Connection c, MemberTable table, long memberId, JsonGenerator json)
      throws SQLException, IOException {
    long rows = 0;
    try (PreparedStatement ps =
        c.prepareStatement("SELECT * FROM " + table.name() + " WHERE " + table.rows())) {
      table.bindRows(ps, memberId);
      try (ResultSet rs = ps.executeQuery()) {
        ResultSetMetaData meta = rs.getMetaData();
        while (rs.next()) {
          json.writeStartObject();
          for (int i = 1; i <= meta.getColumnCount(); i++) {
            json.writeFieldName(meta.getColumnLabel(i).toLowerCase(java.util.Locale.ROOT));
            writeValue(rs.getObject(i), json);
          }
          json.writeEndObject();
          rows++;
        }
      }
    }
    return rows;
  }

  private static void writeValue(Object value, JsonGenerator json) throws IOException {
    if (value == null) {
      json.writeNull();
    } else if (value instanceof Boolean b) {
      json.writeBoolean(b);
    } else if (value instanceof Integer || value instanceof Long || value instanceof Short) {
      json.writeNumber(((Number) value).longValue());
    } else if (value instanceof Double || value instanceof Float) {
      json.writeNumber(((Number) value).doubleValue());
    } else if (value instanceof BigDecimal d) {
      json.writeNumber(d);
    } else if (value instanceof byte[] bytes) {
      json.writeBinary(bytes);
    } else {
      json.writeString(value.toString());
    }
  }
}
