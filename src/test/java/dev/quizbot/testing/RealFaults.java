package dev.quizbot.testing;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Real storage faults for tests, where the machine allows them (CI runs as root): {@code chattr +i}
 * on a file and a small tmpfs to fill up. Tests check {@link #canChattr()} / {@link #canMount()}
 * with an assumption, so a developer's machine skips them with a message.
 */
public final class RealFaults {
  public static final String CHATTR_NEEDS =
      "needs root and chattr on a file system with the immutable flag (CI runs as root)";
  public static final String MOUNT_NEEDS = "needs root and mount -t tmpfs (CI runs as root)";

  private RealFaults() {}

  private static boolean isRoot() {
    return "root".equals(System.getProperty("user.name"));
  }

  /** Whether {@code chattr +i} works here (tried on a scratch file). */
  public static boolean canChattr() {
    if (!isRoot()) {
      return false;
    }
    try {
      Path probe = Files.createTempFile("chattr-probe", ".tmp");
      try {
        boolean on = run("chattr", "+i", probe.toString()) == 0;
        if (on) {
          run("chattr", "-i", probe.toString());
        }
        return on;
      } finally {
        Files.deleteIfExists(probe);
      }
    } catch (IOException e) {
      return false;
    }
  }

  /**
   * Sets or clears the immutable flag of a SQLite file and of its -wal log. Not of its -shm: SQLite
   * maps that file into memory, and Linux answers a write to a mapped page of an immutable file
   * with SIGBUS, which ends the JVM (measured here: the checkpointer thread crashed the test JVM).
   */
  public static void immutable(Path file, boolean on) throws IOException {
    List<String> command = new ArrayList<>(List.of("chattr", on ? "+i" : "-i"));
    for (String suffix : List.of("", "-wal")) {
      Path f = Path.of(file + suffix);
      if (Files.exists(f)) {
        command.add(f.toString());
      }
    }
    if (run(command.toArray(String[]::new)) != 0) {
      throw new IOException("chattr failed: " + command);
    }
  }

  /** Whether a tmpfs can be mounted here. */
  public static boolean canMount() {
    if (!isRoot()) {
      return false;
    }
    try {
      Path probe = Files.createTempDirectory("tmpfs-probe");
      try {
        boolean ok = run("mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", probe.toString()) == 0;
        if (ok) {
          run("umount", probe.toString());
        }
        return ok;
      } finally {
        Files.deleteIfExists(probe);
      }
    } catch (IOException e) {
      return false;
    }
  }

  /** Mounts a tmpfs of {@code size} (e.g. "2m") on the empty folder {@code dir}. */
  public static void mountTmpfs(Path dir, String size) throws IOException {
    if (run("mount", "-t", "tmpfs", "-o", "size=" + size, "tmpfs", dir.toString()) != 0) {
      throw new IOException("mount failed on " + dir);
    }
  }

  public static void unmount(Path dir) throws IOException {
    if (run("umount", "-l", dir.toString()) != 0) {
      throw new IOException("umount failed on " + dir);
    }
  }

  private static int run(String... command) throws IOException {
    Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
    try {
      p.getInputStream().readAllBytes();
      if (!p.waitFor(10, TimeUnit.SECONDS)) {
        p.destroyForcibly();
        return -1;
      }
      return p.exitValue();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return -1;
    }
  }
}
