package dev.quizbot.storage;

import static org.assertj.core.api.Assertions.assertThat;

import com.zaxxer.hikari.HikariDataSource;
import java.nio.file.Path;
import java.sql.ResultSet;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

final class SchemaMigratorTest {
  private static final MigrationIndex BUNDLED = MigrationIndex.bundled();

  @Test
  @DisplayName("a new database is migrated by Flyway up to the latest bundled version")
  void freshDatabaseMigrates(@TempDir Path dir) throws Exception {
    // GIVEN an empty SQLite file
    try (HikariDataSource ds = sqlite(dir)) {
      // WHEN migrated
      boolean ran = new SchemaMigrator(BUNDLED).migrate(ds);
      // THEN Flyway ran and the schema is current
      assertThat(ran).isTrue();
      assertThat(maxVersion(ds)).isEqualTo(BUNDLED.latestVersion());
    }
  }

  @Test
  @DisplayName("a database already at the latest version is not handed to Flyway again")
  void currentDatabaseSkipsFlyway(@TempDir Path dir) throws Exception {
    // GIVEN a migrated database
    try (HikariDataSource ds = sqlite(dir)) {
      new SchemaMigrator(BUNDLED).migrate(ds);
      // WHEN migrated again
      boolean ran = new SchemaMigrator(BUNDLED).migrate(ds);
      // THEN Flyway is skipped
      assertThat(ran).isFalse();
    }
  }

  @Test
  @DisplayName("a database one version behind gets the missing migration")
  void databaseBehindMigrates(@TempDir Path dir) throws Exception {
    // GIVEN a database migrated by an older release (all but the last migration)
    List<String> files = BUNDLED.files().stream().sorted(SchemaMigratorTest::byVersion).toList();
    MigrationIndex older = new MigrationIndex(files.subList(0, files.size() - 1));
    try (HikariDataSource ds = sqlite(dir)) {
      new SchemaMigrator(older).migrate(ds);
      // (the previous file's version: numbers are assigned per branch, so they may skip some)
      assertThat(maxVersion(ds)).isEqualTo(version(files.get(files.size() - 2)));
      // WHEN this release opens it
      boolean ran = new SchemaMigrator(BUNDLED).migrate(ds);
      // THEN Flyway applies the last migration
      assertThat(ran).isTrue();
      assertThat(maxVersion(ds)).isEqualTo(BUNDLED.latestVersion());
    }
  }

  @Test
  @DisplayName("a database with a failed migration in its history is handed to Flyway")
  void failedMigrationIsNotCurrent(@TempDir Path dir) throws Exception {
    // GIVEN a current database whose history records a failure
    try (HikariDataSource ds = sqlite(dir)) {
      new SchemaMigrator(BUNDLED).migrate(ds);
      try (var c = ds.getConnection();
          var st = c.createStatement()) {
        st.executeUpdate("UPDATE flyway_schema_history SET success = 0 WHERE version = '1'");
      }
      // WHEN asked whether it is current
      boolean current = new SchemaMigrator(BUNDLED).isCurrent(ds);
      // THEN it is not
      assertThat(current).isFalse();
    }
  }

  private static int byVersion(String a, String b) {
    return Integer.compare(version(a), version(b));
  }

  private static int version(String file) {
    return Integer.parseInt(file.substring(1, file.indexOf("__")));
  }

  private static HikariDataSource sqlite(Path dir) {
    HikariDataSource ds = new HikariDataSource();
    ds.setJdbcUrl("jdbc:sqlite:" + dir.resolve("quizbot.db"));
    ds.setMaximumPoolSize(1);
    return ds;
  }

  private static int maxVersion(HikariDataSource ds) throws Exception {
    try (var c = ds.getConnection();
        var st = c.createStatement();
        ResultSet rs =
            st.executeQuery("SELECT MAX(CAST(version AS INTEGER)) FROM flyway_schema_history")) {
      rs.next();
      return rs.getInt(1);
    }
  }
}
