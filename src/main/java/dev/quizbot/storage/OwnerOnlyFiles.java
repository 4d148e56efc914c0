package dev.quizbot.storage;

import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.NotDirectoryException;
import java.nio.file.Path;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Set;

/**
 * Files and folders only their owner may read: databases, backups and reports hold members' ids and
 * answers. POSIX permissions where the file system has them; elsewhere the system's defaults.
 */
public final class OwnerOnlyFiles {
  private static final Set<PosixFilePermission> FILE = PosixFilePermissions.fromString("rw-------");
  private static final Set<PosixFilePermission> FOLDER =
      PosixFilePermissions.fromString("rwx------");

  private OwnerOnlyFiles() {}

  /** Creates the empty file {@code file}, readable by its owner only. */
  public static Path createFile(Path file) throws IOException {
    if (posix(file)) {
      return Files.createFile(file, attribute(FILE));
    }
    return Files.createFile(file);
  }

  /**
   * Creates {@code folder} and missing parents; only the folders it creates are owner-only.
   *
   * @throws NotDirectoryException when a file is where one of the folders should be
   */
  public static void createFolders(Path folder) throws IOException {
    Path absolute = folder.toAbsolutePath();
    if (Files.isDirectory(absolute)) {
      return;
    }
    Path parent = absolute.getParent();
    if (parent != null) {
      createFolders(parent);
    }
    try {
      if (posix(parent == null ? absolute : parent)) {
        Files.createDirectory(absolute, attribute(FOLDER));
      } else {
        Files.createDirectory(absolute);
      }
    } catch (FileAlreadyExistsException e) {
      if (!Files.isDirectory(absolute)) {
        // a file where a folder should be: not "exists", which reads as the target being taken
        throw new NotDirectoryException(absolute.toString());
      }
    }
  }

  /** Narrows an existing file to its owner (when the file system has POSIX permissions). */
  public static void restrict(Path file) throws IOException {
    if (posix(file)) {
      Files.setPosixFilePermissions(file, Files.isDirectory(file) ? FOLDER : FILE);
    }
  }

  private static boolean posix(Path near) throws IOException {
    Path existing = near.toAbsolutePath();
    while (existing != null && !Files.exists(existing)) {
      existing = existing.getParent();
    }
    return existing != null && Files.getFileStore(existing).supportsFileAttributeView("posix");
  }

  private static FileAttribute<Set<PosixFilePermission>> attribute(
      Set<PosixFilePermission> permissions) {
    return PosixFilePermissions.asFileAttribute(permissions);
  }
}
