package dev.quizbot.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.storage.Database;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** {@code quizbot backup} and {@code quizbot restore} as a self-hoster runs them. */
final class BackupCommandTest {
  @TempDir Path dir;
  private final Map<String, String> env = new HashMap<>();
  private final StringWriter out = new StringWriter();
  private final StringWriter err = new StringWriter();

  private int run(String... args) {
    CommandLine cli = QuizbotCommand.commandLine(BotStarter.NOT_WIRED, dir, env);
    cli.setOut(new PrintWriter(out, true));
    cli.setErr(new PrintWriter(err, true));
    return cli.execute(args);
  }

  @Test
  @DisplayName("backup then restore: each says what it did; restore names the file it replaced")
  void backupThenRestore() throws Exception {
    Path database = dir.resolve("quizbot.db");
    Database.openSqlite(database).close();
    env.put("QUIZBOT_DATABASE_URL", "jdbc:sqlite:" + database);

    assertThat(run("backup", dir.resolve("copy.db").toString())).as(err.toString()).isZero();
    assertThat(out.toString()).contains("backed up", "copy.db", "schema version");

    assertThat(run("backup", dir.resolve("copy.db").toString())).isEqualTo(1);
    assertThat(err.toString()).contains("copy.db exists; name a new file");

    assertThat(run("restore", dir.resolve("copy.db").toString())).as(err.toString()).isZero();
    assertThat(out.toString()).contains("the database it replaced is kept as ");
    try (var files = Files.list(dir)) {
      assertThat(files.map(p -> p.getFileName().toString()))
          .anyMatch(n -> n.startsWith("quizbot.db.replaced-"));
    }
  }

  @Test
  @DisplayName(
      "restore of a backup that cannot be upgraded exits 1 naming the file, without Flyway's"
          + " text, and leaves the database as it was")
  void restoreOfBackupThatCannotBeUpgraded() throws Exception {
    Path database = dir.resolve("quizbot.db");
    Database.openSqlite(database).close();
    env.put("QUIZBOT_DATABASE_URL", "jdbc:sqlite:" + database);
    byte[] before = Files.readAllBytes(database);
    Path backup = dir.resolve("old.db");
    org.flywaydb.core.Flyway.configure()
        .dataSource("jdbc:sqlite:" + backup, null, null)
        .locations("classpath:db/migration")
        .target("26")
        .load()
        .migrate();
    try (var c = java.sql.DriverManager.getConnection("jdbc:sqlite:" + backup);
        var st = c.createStatement()) {
      st.execute("ALTER TABLE exam_forecasts ADD COLUMN deck_seen DOUBLE PRECISION");
    }

    assertThat(run("restore", backup.toString())).isEqualTo(1);

    assertThat(err.toString())
        .startsWith("quizbot restore: " + backup + " cannot be upgraded")
        .contains("Restore another backup")
        .doesNotContain("Flyway", "repair", "Exception")
        .hasLineCount(1);
    assertThat(Files.readAllBytes(database)).isEqualTo(before);
  }

  @Test
  @DisplayName(
      "restore whose copy cannot be written beside the database (a folder in the way of its"
          + " journal) exits 4 saying what to check, does not call the backup unusable, and leaves"
          + " the database as it was")
  void restoreWhoseCopyCannotBeWritten() throws Exception {
    Path database = dir.resolve("quizbot.db");
    Database.openSqlite(database).close();
    env.put("QUIZBOT_DATABASE_URL", "jdbc:sqlite:" + database);
    assertThat(run("backup", dir.resolve("copy.db").toString())).as(err.toString()).isZero();
    byte[] before = Files.readAllBytes(database);
    // SQLite cannot open the journal of the staged copy <db>.restoring: a target-side failure.
    Files.createDirectory(dir.resolve("quizbot.db.restoring-journal"));

    assertThat(run("restore", dir.resolve("copy.db").toString())).isEqualTo(4);

    assertThat(err.toString())
        .startsWith("quizbot restore: cannot write the copy ")
        .contains("check the free space and permissions of " + dir, "nothing was changed")
        .doesNotContain("cannot read", "not a usable backup", "Restore another backup")
        .doesNotContain("Exception")
        .hasLineCount(1);
    assertThat(Files.readAllBytes(database)).isEqualTo(before);
    assertThat(dir.resolve("quizbot.db.restoring")).doesNotExist();
    try (var files = Files.list(dir)) {
      assertThat(files.map(p -> p.getFileName().toString()))
          .noneMatch(n -> n.contains(".replaced-"));
    }
  }

  @Test
  @DisplayName(
      "backup under a file that is not a folder says so, not that the backup exists, and writes"
          + " nothing")
  void backupUnderAFile() throws Exception {
    Path database = dir.resolve("quizbot.db");
    Database.openSqlite(database).close();
    env.put("QUIZBOT_DATABASE_URL", "jdbc:sqlite:" + database);
    Path file = Files.writeString(dir.resolve("b1.db"), "an earlier backup");

    assertThat(run("backup", file.resolve("x.db").toString())).isEqualTo(1);

    assertThat(err.toString())
        .contains(file + " is a file, not a folder")
        .doesNotContain("exists", "Exception");
    assertThat(Files.readString(file)).isEqualTo("an earlier backup");
  }

  @Test
  @DisplayName("on PostgreSQL, backup and restore point to pg_dump and pg_restore (exit 3)")
  void postgresqlPointsToPgDump() {
    env.put("QUIZBOT_DATABASE_URL", "jdbc:postgresql://db.example/quizbot");
    assertThat(run("backup", dir.resolve("copy.db").toString())).isEqualTo(3);
    assertThat(run("restore", dir.resolve("copy.db").toString())).isEqualTo(3);
    assertThat(err.toString()).contains("pg_dump").contains("pg_restore");
    assertThat(dir.resolve("copy.db")).doesNotExist();
  }
}
