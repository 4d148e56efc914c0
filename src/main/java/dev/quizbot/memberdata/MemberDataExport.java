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
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Writes every row {@link MemberTables#MEMBER} names for one member as one JSON document: the
 * tables in list order, each an array of rows, each row an object of column to value as stored
 * (times are milliseconds since 1970-01-01 UTC; ids are whole numbers). Only what is the member's:
 * another member's id in a row is written as {@value MemberTable#ANOTHER_MEMBER}, and columns
 * another member wrote ({@link MemberTable.Shared}) are left out. Streamed row by row, so a member
 * with a million reviews needs the output's memory, not a copy of it as objects.
 */
public final class MemberDataExport {

  /** The document's {@code format}, so a reader knows what it holds. */
  public static final String FORMAT = "quizbot-member-data";

  public static final int VERSION = 1;

  private static final JsonFactory JSON = new JsonFactory();

  /** A question's credit to the member who suggested it, as the bank writes it. */
  private static final Pattern CREDIT = Pattern.compile("(suggested-by:)(-?\\d+)");

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
        List<String> columns = new ArrayList<>();
        for (int i = 1; i <= meta.getColumnCount(); i++) {
          columns.add(meta.getColumnLabel(i).toLowerCase(Locale.ROOT));
        }
        while (rs.next()) {
          Set<String> hers = new HashSet<>(); // the member columns holding this member's id
          for (String column : table.memberColumns()) {
            Object value = rs.getObject(columns.indexOf(column) + 1);
            if (value instanceof Number n && n.longValue() == memberId) {
              hers.add(column);
            }
          }
          json.writeStartObject();
          for (int i = 1; i <= columns.size(); i++) {
            String column = columns.get(i - 1);
            List<String> seenBy = table.shared().writtenBy().get(column);
            if (seenBy != null && seenBy.stream().noneMatch(hers::contains)) {
              continue; // another member's words
            }
            json.writeFieldName(column);
            Object value = rs.getObject(i);
            if (table.memberColumns().contains(column)
                && value instanceof Number n
                && n.longValue() != memberId
                && n.longValue() != 0) {
              json.writeString(MemberTable.ANOTHER_MEMBER);
            } else if (table.shared().credits().contains(column) && value instanceof String text) {
              json.writeString(ownCredits(text, memberId));
            } else {
              writeValue(value, json);
            }
          }
          json.writeEndObject();
          rows++;
        }
      }
    }
    return rows;
  }

  /**
   * {@code text} when every {@code suggested-by:ID} credit in it is the member's own; else {@link
   * #OTHERS_QUESTIONS}: a deck of members' questions holds other members' words, not only their ids
   * (an admin who approved a suggestion is the deck's uploader). Her own suggestions, texts and
   * all, are in {@code question_suggestions}.
   */
  static String ownCredits(String text, long memberId) {
    Matcher m = CREDIT.matcher(text);
    while (m.find()) {
      if (!m.group(2).equals(Long.toString(memberId))) {
        return OTHERS_QUESTIONS;
      }
    }
    return text;
  }

  /** What stands for a deck that holds other members' questions. */
  static final String OTHERS_QUESTIONS =
      "left out: this deck holds questions other members wrote (yours are in"
          + " question_suggestions)";

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
