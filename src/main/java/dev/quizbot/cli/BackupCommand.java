package dev.quizbot.cli;

import dev.quizbot.config.ConfigException;
import dev.quizbot.config.QuizbotConfig;
import dev.quizbot.storage.FileFailure;
import dev.quizbot.storage.SqliteBackup;
import dev.quizbot.storage.StorageException;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code quizbot backup FILE}: a consistent copy of the bot's SQLite database, bot running or not.
 */
@Command(
    name = "backup",
    mixinStandardHelpOptions = true,
    description = {
      // One element per paragraph: picocli wraps each to the usage width.
      "Copy the bot's SQLite database to FILE, consistently, while the bot runs or not.",
      "Reads database.url like the bot (config/quizbot.yaml, QUIZBOT_* variables).",
      "FILE must not exist; it is created readable by its owner only.",
      "PostgreSQL: use pg_dump instead (exit status 3).",
      "Exit status: 0 copied, 1 FILE exists or cannot be written, 2 usage or settings, 3 the"
          + " database is PostgreSQL, 4 the database cannot be read."
    })
public final class BackupCommand implements Callable<Integer> {
  static final int TARGET_FAILED = 1;
  static final int SETTINGS_FAILED = 2;
  static final int POSTGRESQL = 3;
  static final int DATABASE_FAILED = 4;

  private final Map<String, String> env;

  @Spec private CommandSpec spec;

  @Parameters(index = "0", paramLabel = "FILE", description = "The new backup file.")
  private Path file;

  public BackupCommand(Map<String, String> env) {
    this.env = Map.copyOf(env);
  }

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    QuizbotConfig config;
    try {
      config = ToolSettings.load(env);
    } catch (ConfigException e) {
      return ToolSettings.fail(err, "backup", e.getMessage(), SETTINGS_FAILED);
    }
    Optional<Path> database = SqliteBackup.fileOf(config.database().url());
    if (database.isEmpty()) {
      return ToolSettings.fail(err, "backup", postgresAdvice(), POSTGRESQL);
    }
    try {
      SqliteBackup.Copy copy = SqliteBackup.copy(database.get(), file);
      out.printf(
          "backed up %s to %s (%,d bytes, schema version %d)%n",
          database.get(), copy.file(), copy.bytes(), copy.schemaVersion());
      out.flush();
      return 0;
    } catch (FileAlreadyExistsException e) {
      return ToolSettings.fail(
          err, "backup", file + " exists; name a new file (a backup never overwrites)", 1);
    } catch (StorageException e) {
      return ToolSettings.fail(err, "backup", e.getMessage(), DATABASE_FAILED);
    } catch (IOException e) {
      return ToolSettings.fail(
          err,
          "backup",
          "cannot write " + file + ": " + FileFailure.of(e, file).inWords(),
          TARGET_FAILED);
    }
  }

  static String postgresAdvice() {
    return "database.url is a PostgreSQL database: back it up with PostgreSQL's own tools,"
        + " e.g. pg_dump -Fc -f quizbot.dump DBNAME, and restore with pg_restore";
  }
}
