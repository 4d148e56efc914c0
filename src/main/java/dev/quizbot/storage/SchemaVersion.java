package dev.quizbot.storage;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.OptionalInt;

/** The Quizbot schema version a database is at, from Flyway's history table. */
public final class SchemaVersion {
  private SchemaVersion() {}

  /** The version this Quizbot's migrations bring a database to. */
  public static int bundled() {
    return MigrationIndex.bundled().latestVersion();
  }

  /**
   * The highest version Flyway applied successfully; empty when the database has no history table
   * (not a Quizbot database, or an empty one).
   *
   * @throws StorageException when a migration is recorded as failed
   */
  public static OptionalInt of(Connection c) throws SQLException {
    if (!hasTable(c, "flyway_schema_history")) {
      return OptionalInt.empty();
    }
    int installed = 0;
    try (Statement st = c.createStatement();
        ResultSet rs = st.executeQuery("SELECT version, success FROM flyway_schema_history")) {
      while (rs.next()) {
        String version = rs.getString(1);
        if (!rs.getBoolean(2)) {
          throw new StorageException(
              "the migration to version " + version + " failed in this database");
        }
        if (version != null && version.matches("\\d+")) {
          installed = Math.max(installed, Integer.parseInt(version));
        }
      }
    }
    return OptionalInt.of(installed);
  }

  /** True when {@code table} exists (queried, so that it works on SQLite and PostgreSQL). */
  public static boolean hasTable(Connection c, String table) throws SQLException {
    try (ResultSet rs = c.getMetaData().getTables(null, null, table, new String[] {"TABLE"})) {
      return rs.next();
    }
  }
}
