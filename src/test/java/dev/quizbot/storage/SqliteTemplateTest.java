package dev.quizbot.storage;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

final class SqliteTemplateTest {
  @TempDir Path dir;

  @Test
  @DisplayName("the build shipped a template, and a new database file is made from it, current")
  void newFileFromTemplate() {
    // GIVEN the template the build step made
    assertThat(SqliteTemplate.class.getResource(SqliteTemplate.RESOURCE)).isNotNull();
    Path file = dir.resolve("data").resolve("quizbot.db");

    // WHEN a database is opened where no file exists
    try (Database db = Database.openSqlite(file)) {
      // THEN the file exists, its schema is current, and Flyway itself validates it
      assertThat(file).exists();
      assertThat(new SchemaMigrator(MigrationIndex.bundled()).isCurrent(db.dataSource())).isTrue();
      Flyway.configure()
          .dataSource(db.dataSource())
          .locations("classpath:" + MigrationIndex.FOLDER)
          .load()
          .validate();
    }
  }

  @Test
  @DisplayName("the template holds exactly the schema and history Flyway makes on an empty file")
  void templateEqualsFlyway() throws Exception {
    // GIVEN one database made from the template and one migrated by Flyway
    List<String> fromTemplate;
    List<String> fromFlyway;
    try (Database db = Database.openSqlite(dir.resolve("template.db"))) {
      fromTemplate = schemaAndHistory(db);
    }
    try (Database db = Database.openMigrated("jdbc:sqlite:" + dir.resolve("flyway.db"))) {
      fromFlyway = schemaAndHistory(db);
    }

    // THEN tables, indexes and migration history (with checksums) are the same
    assertThat(fromTemplate).isNotEmpty().isEqualTo(fromFlyway);
  }

  @Test
  @DisplayName("an existing database file is never replaced by the template")
  void existingFileKept() throws Exception {
    // GIVEN a file already there
    Path file = dir.resolve("quizbot.db");
    Files.writeString(file, "not replaced");

    // WHEN the template is offered THEN nothing is copied
    assertThat(SqliteTemplate.createIfMissing(file)).isFalse();
    assertThat(Files.readString(file)).isEqualTo("not replaced");
  }

  private static List<String> schemaAndHistory(Database db) throws Exception {
    List<String> rows = new ArrayList<>();
    try (Connection c = db.connection();
        Statement st = c.createStatement()) {
      try (ResultSet rs =
          st.executeQuery(
              "SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%'"
                  + " ORDER BY type, name")) {
        while (rs.next()) {
          rows.add(rs.getString(1) + " " + rs.getString(2) + ": " + rs.getString(3));
        }
      }
      try (ResultSet rs =
          st.executeQuery(
              "SELECT installed_rank, version, description, type, script, checksum, success"
                  + " FROM flyway_schema_history ORDER BY installed_rank")) {
        while (rs.next()) {
          rows.add(
              "history "
                  + rs.getInt(1)
                  + " "
                  + rs.getString(2)
                  + " "
                  + rs.getString(3)
                  + " "
                  + rs.getString(4)
                  + " "
                  + rs.getString(5)
                  + " "
                  + rs.getLong(6)
                  + " "
                  + rs.getBoolean(7));
        }
      }
    }
    return rows;
  }
}
