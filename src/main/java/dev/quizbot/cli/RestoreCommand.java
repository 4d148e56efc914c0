package dev.quizbot.cli;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import dev.quizbot.config.ConfigException;
import dev.quizbot.config.QuizbotConfig;
import dev.quizbot.storage.FileFailure;
import dev.quizbot.storage.SqliteBackup;
import dev.quizbot.storage.SqliteRestore;
import dev.quizbot.storage.StorageException;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Clock;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.slf4j.LoggerFactory;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code quizbot restore FILE}: puts a backup in the place of the bot's SQLite database. */
@Command(
    name = "restore",
    mixinStandardHelpOptions = true,
    description = {
      // One element per paragraph: picocli wraps each to the usage width.
      "Replace the bot's SQLite database with the backup FILE. Stop the bot first.",
      "FILE must be a Quizbot database; an older one is upgraded. The database it replaces is"
          + " kept beside it as <name>.replaced-<time>.",
      "Exit status: 0 restored, 1 FILE is not a usable backup, 2 usage or settings, 3 the"
          + " database is PostgreSQL, 4 the database cannot be written, 5 a bot has it open."
    })
public final class RestoreCommand implements Callable<Integer> {
  static final int BACKUP_UNUSABLE = 1;
  static final int SETTINGS_FAILED = 2;
  static final int POSTGRESQL = 3;
  static final int DATABASE_FAILED = 4;
  static final int IN_USE = 5;

  private final Map<String, String> env;
  private final Clock clock;

  @Spec private CommandSpec spec;

  @Parameters(index = "0", paramLabel = "FILE", description = "The backup to restore.")
  private Path file;

  /** Names the replaced file after the system clock's time: the one clock a tool run has. */
  public RestoreCommand(Map<String, String> env) {
    this(env, Clock.systemUTC());
  }

  RestoreCommand(Map<String, String> env, Clock clock) {
    this.env = Map.copyOf(env);
    this.clock = clock;
  }

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    QuizbotConfig config;
    try {
      config = ToolSettings.load(env);
    } catch (ConfigException e) {
      return ToolSettings.fail(err, "restore", e.getMessage(), SETTINGS_FAILED);
    }
    Optional<Path> database = SqliteBackup.fileOf(config.database().url());
    if (database.isEmpty()) {
      return ToolSettings.fail(
          err,
          "restore",
          "database.url is a PostgreSQL database: restore a pg_dump backup with pg_restore",
          POSTGRESQL);
    }
    // A backup Flyway cannot upgrade is refused below in one line; Flyway's own ERROR line about
    // the failed step (on the restore's temporary copy) would only confuse it.
    Logger flyway = (Logger) LoggerFactory.getLogger("org.flywaydb");
    Level flywayLevel = flyway.getLevel();
    flyway.setLevel(Level.OFF);
    try {
      SqliteRestore.Restored restored = new SqliteRestore(clock).restore(file, database.get());
      out.printf(
          "restored %s from %s (schema version %d%s)%n",
          restored.database(),
          file,
          restored.version(),
          restored.backupVersion() == restored.version()
              ? ""
              : ", upgraded from " + restored.backupVersion());
      out.println(
          restored
              .replacedBy()
              .map(p -> "the database it replaced is kept as " + p)
              .orElse("there was no database there before"));
      out.flush();
      return 0;
    } catch (SqliteRestore.UnusableBackupException e) {
      return ToolSettings.fail(err, "restore", e.getMessage(), BACKUP_UNUSABLE);
    } catch (SqliteRestore.InUseException e) {
      return ToolSettings.fail(err, "restore", e.getMessage(), IN_USE);
    } catch (StorageException e) {
      return ToolSettings.fail(err, "restore", e.getMessage(), DATABASE_FAILED);
    } catch (IOException e) {
      return ToolSettings.fail(
          err,
          "restore",
          "cannot write beside "
              + database.get()
              + ": "
              + FileFailure.of(e, database.get()).inWords(),
          DATABASE_FAILED);
    } finally {
      flyway.setLevel(flywayLevel);
    }
  }
}
