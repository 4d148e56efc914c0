package dev.quizbot.storage;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Optional;

/**
 * An empty SQLite database with every bundled migration applied, made by Flyway itself at build
 * time ({@link #main}) and shipped in the jar; a first start copies it instead of running Flyway.
 *
 * <p>Why: on a first start Flyway (hundreds of classes, four migrations) was the longest step
 * before the bot was ready. The copy is exactly what Flyway would have made, history table and
 * checksums included, because Flyway made it; a later version's new migrations apply to it as to
 * any database. Only a database file that does not exist yet is ever created this way.
 */
public final class SqliteTemplate {
  /** Where the build puts the template on the class path. */
  static final String RESOURCE = "/db/template.sqlite";

  private SqliteTemplate() {}

  /**
   * Creates {@code file} from the template when it does not exist yet.
   *
   * @return true when the template was copied; false when the file exists (or the jar has no
   *     template, e.g. classes run without the build step), and Flyway does its usual work
   */
  static boolean createIfMissing(Path file) {
    if (Files.exists(file)) {
      return false;
    }
    try (InputStream template = SqliteTemplate.class.getResourceAsStream(RESOURCE)) {
      if (template == null) {
        createEmptyOwnerOnly(file); // SQLite would create it readable by everyone
        return false;
      }
      Path parent = file.toAbsolutePath().getParent();
      // A temporary file is owner-only (rw-------): so is the database linked to it.
      Path partial = Files.createTempFile(parent, file.getFileName().toString(), ".new");
      try {
        try (var out = Files.newOutputStream(partial)) { // keeps its owner-only mode
          template.transferTo(out);
        }
        // A hard link is atomic and never replaces an existing file (a rename would, silently, on
        // Linux): another process that created the database in the meantime wins, ours is dropped
        // and this one opens the winner's file.
        Files.createLink(file, partial);
        return true;
      } catch (FileAlreadyExistsException raced) {
        return false;
      } catch (UnsupportedOperationException noHardLinks) {
        return false; // Flyway creates the schema instead (file systems refusing hard links, such
        // as SMB or FAT, throw an IOException instead: caught below, same outcome)
      } finally {
        Files.deleteIfExists(partial);
      }
    } catch (IOException e) {
      return false; // Flyway creates the schema instead, and reports what is wrong if it cannot
    }
  }

  private static void createEmptyOwnerOnly(Path file) {
    try {
      OwnerOnlyFiles.createFile(file);
    } catch (IOException e) {
      // another process made it first, or the folder is not writable: SQLite says what is wrong
    }
  }

  /** The file of a plain {@code jdbc:sqlite:PATH} URL; empty for in-memory and URI forms. */
  static Optional<Path> fileOf(String jdbcUrl) {
    String path = jdbcUrl.substring("jdbc:sqlite:".length());
    int query = path.indexOf('?');
    path = query < 0 ? path : path.substring(0, query);
    if (path.isEmpty() || path.startsWith(":") || path.startsWith("file:")) {
      return Optional.empty();
    }
    return Optional.of(Path.of(path));
  }

  /**
   * Build step ({@code process-classes}): writes the template to {@code args[0]} by letting Flyway
   * migrate a new, empty database.
   */
  public static void main(String[] args) throws IOException {
    Path target = Path.of(args[0]);
    Files.createDirectories(target.toAbsolutePath().getParent());
    Path dir = Files.createTempDirectory("quizbot-template");
    Path made = dir.resolve("template.sqlite");
    try (Database database = Database.openMigrated("jdbc:sqlite:" + made)) {
      database.checkpoint();
    }
    Files.move(made, target, StandardCopyOption.REPLACE_EXISTING);
    try (var left = Files.list(dir)) {
      for (Path p : (Iterable<Path>) left::iterator) {
        Files.deleteIfExists(p);
      }
    }
    Files.delete(dir);
  }
}
