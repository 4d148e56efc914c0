package dev.quizbot.storage.move;

import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * The Quizbot tables of the PostgreSQL target, with their columns, parents before children (a
 * table's rows may reference its parent's), so that each table commits on its own.
 */
final class TargetTables {
  static final String HISTORY = "flyway_schema_history";
  static final String PROGRESS = "quizbot_move";

  private TargetTables() {}

  /** Table name to columns (in the target's order), parents first; Flyway's and ours left out. */
  static Map<String, List<Column>> read(Connection c) throws SQLException {
    DatabaseMetaData meta = c.getMetaData();
    String schema = c.getSchema();
    Set<String> names = new TreeSet<>();
    try (ResultSet rs = meta.getTables(null, schema, "%", new String[] {"TABLE"})) {
      while (rs.next()) {
        String name = rs.getString("TABLE_NAME");
        if (!name.equals(HISTORY) && !name.equals(PROGRESS)) {
          names.add(name);
        }
      }
    }
    Map<String, Set<String>> parents = new LinkedHashMap<>();
    for (String name : names) {
      Set<String> of = new TreeSet<>();
      try (ResultSet rs = meta.getImportedKeys(null, schema, name)) {
        while (rs.next()) {
          String parent = rs.getString("PKTABLE_NAME");
          if (!parent.equals(name)) {
            of.add(parent);
          }
        }
      }
      parents.put(name, of);
    }
    Map<String, List<Column>> ordered = new LinkedHashMap<>();
    Set<String> placed = new LinkedHashSet<>();
    for (String name : names) {
      place(name, parents, placed, new LinkedHashSet<>());
    }
    for (String name : placed) {
      ordered.put(name, columns(meta, schema, name));
    }
    return ordered;
  }

  private static void place(
      String name, Map<String, Set<String>> parents, Set<String> placed, Set<String> visiting) {
    if (placed.contains(name) || !visiting.add(name)) {
      return; // placed, or a cycle (none in the schema): its order is then as found
    }
    for (String parent : parents.getOrDefault(name, Set.of())) {
      place(parent, parents, placed, visiting);
    }
    placed.add(name);
  }

  private static List<Column> columns(DatabaseMetaData meta, String schema, String table)
      throws SQLException {
    List<Column> columns = new ArrayList<>();
    try (ResultSet rs = meta.getColumns(null, schema, table, "%")) {
      while (rs.next()) {
        columns.add(new Column(rs.getString("COLUMN_NAME"), rs.getInt("DATA_TYPE")));
      }
    }
    return columns;
  }
}
