package dev.quizbot.storage;

import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import org.sqlite.SQLiteConfig;
import org.sqlite.SQLiteDataSource;

/**
 * A consistent copy of a SQLite database that a bot may be writing, made with {@code VACUUM INTO}.
 *
 * <p>Why {@code VACUUM INTO} rather than the online backup API ({@code backup to}): it reads the
 * database in one read transaction, so the copy is exactly the database as of its start, and in WAL
 * mode it neither blocks the bot's writers nor is blocked by them. The backup API copies pages in
 * steps and starts over whenever another connection writes between two steps, which under a steady
 * stream of answers may never finish. The copy is also compact and needs no WAL file beside it.
 */
public final class SqliteBackup {
  private SqliteBackup() {}

  /** What was copied: the copy's file, its size and schema version. */
  public record Copy(Path file, long bytes, int schemaVersion) {}

  /**
   * Copies {@code database} to {@code target}, a new file readable by its owner only; the copy is
   * written beside the target under another name and renamed when complete, so a failed backup
   * never leaves a half-written file under the target's name.
   *
   * @throws FileAlreadyExistsException when {@code target} exists (never overwritten)
   * @throws StorageException when the database cannot be read or is not a Quizbot database
   */
  public static Copy copy(Path database, Path target) throws IOException {
    if (!Files.isRegularFile(database)) {
      throw new StorageException("no database file at " + database);
    }
    if (Files.exists(target)) {
      throw new FileAlreadyExistsException(target.toString());
    }
    Path absolute = target.toAbsolutePath();
    OwnerOnlyFiles.createFolders(absolute.getParent());
    Path partial = absolute.resolveSibling(absolute.getFileName() + ".partial");
    Files.deleteIfExists(partial);
    OwnerOnlyFiles.createFile(partial); // VACUUM INTO writes into an empty file and keeps its mode
    try {
      int version;
      try (Connection c = readOnly(database).getConnection()) {
        version = quizbotVersion(c, database);
        try (PreparedStatement st = c.prepareStatement("VACUUM INTO ?")) {
          st.setString(1, partial.toString());
          st.execute();
        }
      } catch (SQLException e) {
        throw new StorageException(
            "cannot copy the database " + database + ": " + e.getMessage(), e);
      }
      Files.move(partial, absolute, StandardCopyOption.ATOMIC_MOVE);
      return new Copy(absolute, Files.size(absolute), version);
    } finally {
      Files.deleteIfExists(partial);
    }
  }

  /** The file of a plain {@code jdbc:sqlite:PATH} URL; empty for PostgreSQL and in-memory URLs. */
  public static java.util.Optional<Path> fileOf(String jdbcUrl) {
    return jdbcUrl.startsWith("jdbc:sqlite:")
        ? SqliteTemplate.fileOf(jdbcUrl)
        : java.util.Optional.empty();
  }

  /** A connection source that can never write {@code file}. */
  public static SQLiteDataSource readOnly(Path file) {
    SQLiteConfig config = new SQLiteConfig();
    config.setReadOnly(true);
    config.setBusyTimeout(10_000);
    SQLiteDataSource ds = new SQLiteDataSource(config);
    ds.setUrl("jdbc:sqlite:" + file);
    return ds;
  }

  /** The schema version of a Quizbot database; refuses any other file. */
  static int quizbotVersion(Connection c, Path file) throws SQLException {
    try {
      return SchemaVersion.of(c)
          .orElseThrow(
              () ->
                  new StorageException(
                      file + " is not a Quizbot database (it has no schema history table)"));
    } catch (SQLException e) {
      // "file is not a database" and the like: not SQLite at all
      throw new StorageException(file + " is not a SQLite database: " + e.getMessage(), e);
    }
  }
}
