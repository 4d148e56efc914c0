package dev.quizbot.storage;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Another Quizbot process holding the lock of a database file, as a second shard creating or
 * upgrading it would: a child JVM on this test's class path that takes {@link SqliteFileLock} and
 * keeps it until told to let go. The same class is the child's program ({@link #main}).
 */
final class LockHoldingProcess implements AutoCloseable {
  private static final String LOCKED = "locked";

  private final Process process;

  private LockHoldingProcess(Process process) {
    this.process = process;
  }

  /** Starts the child and returns once it holds the lock of {@code database}. */
  static LockHoldingProcess start(Path database) throws IOException {
    String java =
        ProcessHandle.current()
            .info()
            .command()
            .orElse(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    ProcessBuilder builder =
        new ProcessBuilder(
            List.of(
                java,
                "-cp",
                System.getProperty("java.class.path"),
                LockHoldingProcess.class.getName(),
                database.toString()));
    builder.redirectError(ProcessBuilder.Redirect.INHERIT);
    LockHoldingProcess holder = new LockHoldingProcess(builder.start());
    String first = holder.stdout().readLine();
    if (!LOCKED.equals(first)) {
      holder.close();
      throw new IllegalStateException("the lock-holding process said " + first + ", not locked");
    }
    return holder;
  }

  /** Tells the child to release the lock and waits for it to exit; returns its exit status. */
  int release() throws IOException, InterruptedException {
    OutputStream stdin = process.getOutputStream();
    stdin.write("release\n".getBytes(StandardCharsets.UTF_8));
    stdin.flush();
    if (!process.waitFor(30, TimeUnit.SECONDS)) {
      throw new IllegalStateException("the lock-holding process did not exit after release");
    }
    return process.exitValue();
  }

  @Override
  public void close() {
    if (process.isAlive()) {
      process.destroyForcibly(); // its lock goes with it
    }
  }

  private BufferedReader stdout() {
    return new BufferedReader(
        new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
  }

  /** The child: locks {@code args[0]}, says "locked", waits for a line on stdin, releases. */
  public static void main(String[] args) throws IOException {
    BufferedReader stdin =
        new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    try (SqliteFileLock lock = SqliteFileLock.acquire(Path.of(args[0]))) {
      System.out.println(LOCKED);
      System.out.flush();
      if (stdin.readLine() == null) {
        throw new UncheckedIOException(new IOException("stdin closed before release"));
      }
    }
  }
}
