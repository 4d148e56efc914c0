package dev.quizbot.storage;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import javax.sql.DataSource;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.migration.JavaMigration;

/**
 * Brings the schema up to the bundled migrations. Flyway (hundreds of classes to load) runs only
 * when the database is behind: a first start or an upgrade. A restart on a current database costs
 * one query.
 */
final class SchemaMigrator {
  private final MigrationIndex index;

  SchemaMigrator(MigrationIndex index) {
    this.index = index;
  }

  /** Migrates when needed; returns true when Flyway ran. */
  boolean migrate(DataSource dataSource) {
    if (isCurrent(dataSource)) {
      return false;
    }
    Flyway.configure()
        .dataSource(dataSource)
        .locations("classpath:" + MigrationIndex.FOLDER)
        .resourceProvider(new IndexedMigrations(index))
        .javaMigrationClassProvider(List::<Class<? extends JavaMigration>>of)
        .load()
        .migrate();
    return true;
  }

  /**
   * True when Flyway's history says every migration succeeded and the highest installed version is
   * exactly the highest bundled one. Anything else (no history table, a failed or newer migration)
   * is left to Flyway, which migrates or explains.
   */
  boolean isCurrent(DataSource dataSource) {
    try (Connection c = dataSource.getConnection();
        Statement st = c.createStatement();
        ResultSet rs = st.executeQuery("SELECT version, success FROM flyway_schema_history")) {
      int installed = 0;
      while (rs.next()) {
        if (!rs.getBoolean(2)) {
          return false;
        }
        String version = rs.getString(1);
        if (version != null && version.matches("\\d+")) {
          installed = Math.max(installed, Integer.parseInt(version));
        }
      }
      return installed == index.latestVersion();
    } catch (SQLException | RuntimeException e) {
      return false; // no history yet: a new database
    }
  }
}
