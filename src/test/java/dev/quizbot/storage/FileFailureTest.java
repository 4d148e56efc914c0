package dev.quizbot.storage;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

final class FileFailureTest {
  @TempDir Path dir;

  @Test
  @DisplayName("permission denied names the folder it happened in, without the exception's name")
  void permissionDenied() {
    Path target = Path.of("ro/alice.json");
    FileFailure failure = FileFailure.of(new AccessDeniedException("ro/alice.json"), target);
    assertThat(failure.kind()).isEqualTo(FileFailure.Kind.PERMISSION_DENIED);
    assertThat(failure.inWords()).isEqualTo("permission denied in the folder ro");
  }

  @Test
  @DisplayName("a missing folder, a file where a folder should be, a read-only or full disk")
  void otherCauses() throws Exception {
    Path missing = dir.resolve("nosuch/b.db");
    assertThat(FileFailure.of(new NoSuchFileException(missing.toString()), missing).inWords())
        .isEqualTo("there is no folder " + dir.resolve("nosuch"));

    Path file = Files.writeString(dir.resolve("b1.db"), "x");
    Path under = file.resolve("x.db");
    assertThat(
            FileFailure.of(new FileSystemException(under + ": Not a directory"), under).inWords())
        .isEqualTo(file + " is a file, not a folder");

    assertThat(
            FileFailure.of(
                    new FileSystemException("a.db", null, "Read-only file system"), Path.of("a.db"))
                .inWords())
        .isEqualTo("the file system is read-only");
    assertThat(
            FileFailure.of(
                    new FileSystemException("a.db", null, "No space left on device"),
                    Path.of("a.db"))
                .inWords())
        .isEqualTo("the disk is full");
    assertThat(
            FileFailure.of(
                    new FileSystemException("a.db", null, "Too many open files"), Path.of("a.db"))
                .inWords())
        .isEqualTo("Too many open files");
  }
}
