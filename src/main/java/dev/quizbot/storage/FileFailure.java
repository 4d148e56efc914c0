package dev.quizbot.storage;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.nio.file.Path;
import java.util.Locale;

/**
 * Why a file could not be written, in words a self-hoster acts on: Java's exceptions name their
 * class and repeat the path ("ro/b.db: java.nio.file.AccessDeniedException: ro/b.db"), which says
 * neither what happened nor what to do.
 *
 * @param kind what happened
 * @param path the file or folder it happened to (the folder that is missing or a file, say)
 * @param detail the system's own words, for {@link Kind#OTHER}
 */
public record FileFailure(Kind kind, Path path, String detail) {

  /** What happened. */
  public enum Kind {
    PERMISSION_DENIED,
    NO_SUCH_FOLDER,
    NOT_A_FOLDER,
    READ_ONLY,
    DISK_FULL,
    OTHER
  }

  /** Why writing {@code target} failed with {@code e}. */
  public static FileFailure of(IOException e, Path target) {
    // The folder it happened in: the parent of the file or folder the system was making.
    Path made =
        e instanceof FileSystemException f && f.getFile() != null ? Path.of(f.getFile()) : target;
    Path folder = made.getParent() != null ? made.getParent() : made.toAbsolutePath().getParent();
    Path file = notAFolder(target);
    if (e instanceof NotDirectoryException || file != null) {
      return new FileFailure(Kind.NOT_A_FOLDER, file != null ? file : target, null);
    }
    if (e instanceof AccessDeniedException) {
      return new FileFailure(Kind.PERMISSION_DENIED, folder != null ? folder : target, null);
    }
    if (e instanceof NoSuchFileException) {
      return new FileFailure(Kind.NO_SUCH_FOLDER, folder != null ? folder : target, null);
    }
    String reason =
        e instanceof FileSystemException f && f.getReason() != null ? f.getReason() : null;
    String lower = reason == null ? "" : reason.toLowerCase(Locale.ROOT);
    if (lower.contains("read-only file system")) {
      return new FileFailure(Kind.READ_ONLY, target, null);
    }
    if (lower.contains("no space left")) {
      return new FileFailure(Kind.DISK_FULL, target, null);
    }
    String detail = reason != null ? reason : e.getMessage();
    return new FileFailure(
        Kind.OTHER, target, detail == null ? e.getClass().getSimpleName() : detail.strip());
  }

  /** The first folder on the way to {@code target} that is a file, or null. */
  private static Path notAFolder(Path target) {
    Path absolute = target.toAbsolutePath().normalize();
    Path walked = absolute.getRoot();
    for (int i = 0; i < absolute.getNameCount() - 1 && walked != null; i++) {
      walked = walked.resolve(absolute.getName(i));
      if (Files.exists(walked) && !Files.isDirectory(walked)) {
        return relativeAsGiven(target, walked);
      }
    }
    return null;
  }

  /** {@code found} as the user wrote the path: relative when {@code target} was. */
  private static Path relativeAsGiven(Path target, Path found) {
    if (target.isAbsolute()) {
      return found;
    }
    Path here = Path.of("").toAbsolutePath();
    return found.startsWith(here) ? here.relativize(found) : found;
  }

  /** In English, for the command-line tools: e.g. "permission denied in the folder ro". */
  public String inWords() {
    return switch (kind) {
      case PERMISSION_DENIED -> "permission denied in the folder " + path;
      case NO_SUCH_FOLDER -> "there is no folder " + path;
      case NOT_A_FOLDER -> path + " is a file, not a folder";
      case READ_ONLY -> "the file system is read-only";
      case DISK_FULL -> "the disk is full";
      case OTHER -> detail;
    };
  }
}
