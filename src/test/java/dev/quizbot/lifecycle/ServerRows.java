package dev.quizbot.lifecycle;

import dev.quizbot.storage.Database;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Reads the database catalogue (JDBC metadata: SQLite's pragmas, PostgreSQL's information_schema)
 * and fills a server's row into every table, whatever columns a table has, so a test covers tables
 * added later without being edited.
 */
final class ServerRows {
  private static final AtomicLong NEXT = new AtomicLong(1_000);

  private ServerRows() {}

  /** Every Quizbot table with its columns (lower case), in catalogue order. */
  static Map<String, List<Column>> catalogue(Database database) throws SQLException {
    Map<String, List<Column>> tables = new LinkedHashMap<>();
    try (Connection c = database.connection()) {
      DatabaseMetaData meta = c.getMetaData();
      List<String> names = new ArrayList<>();
      try (ResultSet rs = meta.getTables(null, null, "%", new String[] {"TABLE"})) {
        while (rs.next()) {
          String schema = rs.getString("TABLE_SCHEM");
          if (schema == null || schema.equals("public")) {
            names.add(rs.getString("TABLE_NAME").toLowerCase(Locale.ROOT));
          }
        }
      }
      for (String table : names) {
        if (table.startsWith("flyway_") || table.startsWith("sqlite_")) {
          continue;
        }
        List<Column> columns = new ArrayList<>();
        try (ResultSet rs = meta.getColumns(null, null, table, "%")) {
          while (rs.next()) {
            String schema = rs.getString("TABLE_SCHEM");
            if (schema == null || schema.equals("public")) {
              columns.add(
                  new Column(
                      rs.getString("COLUMN_NAME").toLowerCase(Locale.ROOT),
                      rs.getInt("DATA_TYPE"),
                      rs.getString("TYPE_NAME").toLowerCase(Locale.ROOT)));
            }
          }
        }
        tables.put(table, columns);
      }
    }
    return tables;
  }

  /** A column as the catalogue describes it. */
  record Column(String name, int sqlType, String typeName) {
    /** Whether its name says it holds a server's id. */
    boolean looksLikeServerId() {
      return name.contains("guild") || name.contains("server");
    }
  }

  /**
   * Inserts one row of the server into every table of {@link ServerTables#ALL} but {@code
   * guild_departures} (a departure is the lifecycle's to record).
   */
  static void seed(Database database, long guildId) throws SQLException {
    Map<String, List<Column>> catalogue = catalogue(database);
    List<ServerTables.ServerTable> inInsertOrder = new ArrayList<>(ServerTables.ALL);
    java.util.Collections.reverse(inInsertOrder); // rounds before the answers that reference them
    try (Connection c = database.connection()) {
      for (ServerTables.ServerTable table : inInsertOrder) {
        if (table.table().equals("guild_departures")) {
          continue;
        }
        List<Column> columns = catalogue.get(table.table());
        StringBuilder sql = new StringBuilder("INSERT INTO ").append(table.table()).append(" (");
        StringBuilder marks = new StringBuilder();
        for (int i = 0; i < columns.size(); i++) {
          sql.append(i == 0 ? "" : ", ").append(columns.get(i).name());
          marks.append(i == 0 ? "?" : ", ?");
        }
        sql.append(") VALUES (").append(marks).append(")");
        try (PreparedStatement ps = c.prepareStatement(sql.toString())) {
          for (int i = 0; i < columns.size(); i++) {
            bind(ps, i + 1, columns.get(i), table, guildId);
          }
          ps.executeUpdate();
        }
      }
    }
  }

  private static void bind(
      PreparedStatement ps, int index, Column column, ServerTables.ServerTable table, long guildId)
      throws SQLException {
    String name = column.name();
    if (name.equals(table.guildColumn())) {
      ps.setLong(index, guildId);
      return;
    }
    switch (name) {
      case "round_id" -> ps.setLong(index, guildId * 10); // the answer's round is the server's
      case "reason" -> ps.setString(index, "other");
      case "left_at" -> ps.setLong(index, 0);
      default -> bindByType(ps, index, column);
    }
  }

  private static void bindByType(PreparedStatement ps, int index, Column column)
      throws SQLException {
    String type = column.typeName();
    switch (column.sqlType()) {
      case Types.BIGINT, Types.INTEGER, Types.SMALLINT, Types.NUMERIC ->
          ps.setLong(index, NEXT.incrementAndGet());
      case Types.BOOLEAN, Types.BIT -> ps.setBoolean(index, true);
      case Types.DOUBLE, Types.FLOAT, Types.REAL, Types.DECIMAL -> ps.setDouble(index, 0.5);
      default -> {
        if (type.startsWith("bool")) {
          ps.setBoolean(index, true);
        } else if (type.contains("int")) {
          ps.setLong(index, NEXT.incrementAndGet());
        } else if (type.startsWith("double") || type.startsWith("real")) {
          ps.setDouble(index, 0.5);
        } else {
          ps.setString(index, "x" + NEXT.incrementAndGet());
        }
      }
    }
  }

  /** Rows of the server in each table of {@link ServerTables#ALL}. */
  static Map<String, Integer> count(Database database, long guildId) throws SQLException {
    Map<String, Integer> counts = new LinkedHashMap<>();
    try (Connection c = database.connection()) {
      for (ServerTables.ServerTable table : ServerTables.ALL) {
        try (PreparedStatement ps =
            c.prepareStatement(
                "SELECT COUNT(*) FROM "
                    + table.table()
                    + " WHERE "
                    + table.guildColumn()
                    + " = ?")) {
          ps.setLong(1, guildId);
          try (ResultSet rs = ps.executeQuery()) {
            rs.next();
            counts.put(table.table(), rs.getInt(1));
          }
        }
      }
    }
    return counts;
  }
}
