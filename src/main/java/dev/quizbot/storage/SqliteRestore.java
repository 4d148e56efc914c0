package dev.quizbot.storage;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Clock;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Optional;
import org.flywaydb.core.api.FlywayException;
import org.flywaydb.core.api.exception.FlywayValidateException;
import org.sqlite.SQLiteDataSource;
import org.sqlite.SQLiteErrorCode;

/**
 * Puts a backup in the place of a SQLite database that no bot has open. The backup is checked
 * (SQLite's integrity check, a Quizbot schema this version knows), copied beside the database,
 * migrated when it is older, and only then renamed into place; the database it replaces is kept
 * under a timestamped name.
 */
public final class SqliteRestore {
  private final Clock clock;

  public SqliteRestore(Clock clock) {
    this.clock = clock;
  }

  /**
   * What happened.
   *
   * @param database the restored database
   * @param backupVersion the schema version of the backup
   * @param version the schema version of the database now
   * @param replacedBy where the previous database now is; empty when there was none
   */
  public record Restored(
      Path database, int backupVersion, int version, Optional<Path> replacedBy) {}

  /** A bot has the database open. */
  public static final class InUseException extends RuntimeException {
    InUseException(String message) {
      super(message);
    }
  }

  /** The backup is not a Quizbot database this version can use. */
  public static final class UnusableBackupException extends RuntimeException {
    UnusableBackupException(String message, Throwable cause) {
      super(message, cause);
    }
  }

  public Restored restore(Path backup, Path database) throws IOException {
    int backupVersion = check(backup);
    Path target = SqliteRunLock.real(database);
    OwnerOnlyFiles.createFolders(target.getParent());
    try (SqliteRunLock lock =
        SqliteRunLock.exclusive(target)
            .orElseThrow(
                () ->
                    new InUseException(
                        "a bot has the database "
                            + target
                            + " open: stop every bot process on it, then restore again"))) {
      Path incoming = target.resolveSibling(target.getFileName() + ".restoring");
      Files.deleteIfExists(incoming);
      OwnerOnlyFiles.createFile(incoming);
      try {
        stage(backup, incoming);
        int version = migrate(backup, incoming);
        Optional<Path> replaced = setAside(target);
        Files.move(incoming, target, StandardCopyOption.ATOMIC_MOVE);
        return new Restored(target, backupVersion, version, replaced);
      } finally {
        Files.deleteIfExists(incoming);
      }
    }
  }

  /** The backup's schema version, after SQLite's integrity check; refuses anything else. */
  static int check(Path backup) {
    if (!Files.isRegularFile(backup)) {
      throw new UnusableBackupException("no backup file at " + backup, null);
    }
    try (Connection c = SqliteBackup.readOnly(backup).getConnection()) {
      int version;
      try {
        version = SqliteBackup.quizbotVersion(c, backup);
      } catch (StorageException | IllegalStateException e) {
        throw new UnusableBackupException(e.getMessage(), e);
      }
      int bundled = SchemaVersion.bundled();
      if (version > bundled) {
        throw new UnusableBackupException(
            backup
                + " is at schema version "
                + version
                + ", newer than this Quizbot's "
                + bundled
                + ": restore it with the Quizbot version that made it",
            null);
      }
      try (Statement st = c.createStatement();
          ResultSet rs = st.executeQuery("PRAGMA integrity_check")) {
        String first = rs.next() ? rs.getString(1) : "no answer";
        if (!"ok".equals(first)) {
          throw new UnusableBackupException(
              backup + " is damaged (SQLite's integrity check: " + first + ")", null);
        }
      }
      return version;
    } catch (SQLException e) {
      throw new UnusableBackupException(backup + " is not a SQLite database: " + e.getMessage(), e);
    }
  }

  /**
   * Copies the backup into the empty {@code incoming} as SQLite reads it, through a read-only
   * connection: a backup taken with {@code cp} of a running bot's database has its last answers in
   * the {@code -wal} file beside it, which the check read and a copy of the main file alone would
   * drop. {@code VACUUM INTO} writes one self-contained file and leaves the backup as it was.
   */
  private static void stage(Path backup, Path incoming) {
    try (Connection c = SqliteBackup.readOnly(backup).getConnection();
        PreparedStatement st = c.prepareStatement("VACUUM INTO ?")) {
      st.setString(1, incoming.toString());
      st.execute();
    } catch (SQLException e) {
      if (aboutTheBackup(e)) {
        throw new UnusableBackupException(
            "cannot read " + backup + " to copy it: " + e.getMessage(), e);
      }
      // Writing the copy failed (disk full, I/O error, a file in the way): the backup is fine.
      throw copyNotWritten(incoming, " to restore from: ", FailureCause.describe(e), backup, e);
    }
  }

  /**
   * Whether copying the backup failed because of what is in it (not a database, damaged), as
   * opposed to writing the copy: only then is the backup to blame.
   */
  static boolean aboutTheBackup(SQLException e) {
    int code = FailureCause.deepestSqliteCode(e);
    return code == SQLiteErrorCode.SQLITE_NOTADB.code
        || code == SQLiteErrorCode.SQLITE_CORRUPT.code;
  }

  /**
   * Whether an upgrade failed because the copy could not be written (disk full, I/O, cannot open,
   * read-only, locked) rather than because of what the backup holds (a changed history, a step's
   * SQL error such as a duplicate column).
   */
  static boolean writingFailed(Throwable e) {
    if (e instanceof FlywayValidateException) {
      return false;
    }
    int code = FailureCause.deepestSqliteCode(e);
    return code == SQLiteErrorCode.SQLITE_FULL.code
        || code == SQLiteErrorCode.SQLITE_IOERR.code
        || code == SQLiteErrorCode.SQLITE_CANTOPEN.code
        || code == SQLiteErrorCode.SQLITE_READONLY.code
        || code == SQLiteErrorCode.SQLITE_PERM.code
        || code == SQLiteErrorCode.SQLITE_NOLFS.code
        || code == SQLiteErrorCode.SQLITE_BUSY.code
        || code == SQLiteErrorCode.SQLITE_LOCKED.code
        || code == SQLiteErrorCode.SQLITE_NOMEM.code;
  }

  /** The copy to restore from could not be written: where to look, and that nothing changed. */
  private static StorageException copyNotWritten(
      Path copy, String when, String why, Path backup, Throwable cause) {
    return new StorageException(
        "cannot write the copy "
            + copy
            + when
            + why
            + "; check the free space and permissions of "
            + copy.getParent()
            + ", then restore again. The backup "
            + backup
            + " was only read; nothing was changed",
        cause);
  }

  /** Brings the copy to this version's schema; returns its version. */
  private static int migrate(Path backup, Path copy) {
    SQLiteDataSource ds = new SQLiteDataSource();
    ds.setUrl("jdbc:sqlite:" + copy);
    try {
      new SchemaMigrator(MigrationIndex.bundled()).migrate(ds);
    } catch (FlywayException e) {
      if (writingFailed(e)) {
        throw copyNotWritten(copy, " while upgrading it: ", FailureCause.describe(e), backup, e);
      }
      // Only the copy was touched: the database in place and the backup are as they were.
      throw new UnusableBackupException(
          backup
              + " cannot be upgraded to this Quizbot's schema version "
              + SchemaVersion.bundled()
              + " ("
              + whyNotUpgraded(e)
              + "); nothing was changed. Restore another backup, or restore this one with the"
              + " Quizbot version that made it",
          e);
    }
    try (Connection c = ds.getConnection();
        Statement st = c.createStatement()) {
      st.execute("PRAGMA journal_mode = DELETE"); // one self-contained file to rename
      return SchemaVersion.of(c).orElseThrow();
    } catch (SQLException e) {
      throw new StorageException("cannot migrate the restored copy: " + e.getMessage(), e);
    }
  }

  /** Flyway's reason in a few words, without its advice (repair, clean) meant for its own CLI. */
  private static String whyNotUpgraded(FlywayException e) {
    if (e instanceof FlywayValidateException) {
      return "its schema history does not match this Quizbot's migrations: it was changed by hand"
          + " or made by another build";
    }
    String first = firstSqlError(e);
    return first == null
        ? "an upgrade step failed on it"
        : "an upgrade step failed on it: " + first;
  }

  /** The database's own message (e.g. a duplicate column), when Flyway's cause carries one. */
  private static String firstSqlError(Throwable e) {
    for (Throwable t = e; t != null; t = t.getCause()) {
      if (t instanceof SQLException sql && sql.getMessage() != null) {
        return sql.getMessage().strip().lines().findFirst().orElse(null);
      }
    }
    return null;
  }

  /**
   * Renames the current database (with its WAL folded in first) to {@code <name>.replaced-<UTC
   * time>}; returns the new name, or empty when there was no database.
   */
  private Optional<Path> setAside(Path database) throws IOException {
    if (!Files.exists(database)) {
      return Optional.empty();
    }
    Path wal = database.resolveSibling(database.getFileName() + "-wal");
    if (Files.exists(wal)) {
      // A bot that stopped without its last checkpoint: fold the log in, so the kept file is whole.
      SQLiteDataSource ds = new SQLiteDataSource();
      ds.setUrl("jdbc:sqlite:" + database);
      try (Connection c = ds.getConnection();
          Statement st = c.createStatement()) {
        st.execute("PRAGMA wal_checkpoint(TRUNCATE)");
        st.execute("PRAGMA journal_mode = DELETE");
      } catch (SQLException e) {
        throw new StorageException(
            "cannot fold " + wal + " into " + database + ": " + e.getMessage(), e);
      }
    }
    String stamp =
        DateTimeFormatter.ofPattern("yyyyMMdd'T'HHmmss'Z'")
            .format(clock.instant().atOffset(ZoneOffset.UTC));
    Path aside = database.resolveSibling(database.getFileName() + ".replaced-" + stamp);
    for (int n = 2; Files.exists(aside); n++) {
      aside = database.resolveSibling(database.getFileName() + ".replaced-" + stamp + "-" + n);
    }
    Files.move(database, aside);
    Files.deleteIfExists(database.resolveSibling(database.getFileName() + "-shm"));
    return Optional.of(aside);
  }
}
