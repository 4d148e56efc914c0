package dev.quizbot.storage;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;

/**
 * A bot in another process: a child JVM on this test's class path that opens the app's storage on a
 * SQLite file and keeps it open until killed. The same class is the child's program.
 */
final class OpenDatabaseProcess implements AutoCloseable {
  private final Process process;

  private OpenDatabaseProcess(Process process) {
    this.process = process;
  }

  /** Starts the child and returns once its database is open. */
  static OpenDatabaseProcess start(Path database) throws IOException {
    String java =
        ProcessHandle.current()
            .info()
            .command()
            .orElse(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    Process process =
        new ProcessBuilder(
                List.of(
                    java,
                    "-cp",
                    System.getProperty("java.class.path"),
                    OpenDatabaseProcess.class.getName(),
                    database.toString()))
            .redirectError(ProcessBuilder.Redirect.INHERIT)
            .start();
    String first =
        new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))
            .readLine();
    if (!"open".equals(first)) {
      process.destroyForcibly();
      throw new IllegalStateException("the child said " + first + ", not open");
    }
    return new OpenDatabaseProcess(process);
  }

  /** Kills the child as a crash would (no clean close) and waits for it to be gone. */
  void kill() throws InterruptedException {
    process.destroyForcibly();
    process.waitFor();
  }

  @Override
  public void close() throws InterruptedException {
    kill();
  }

  public static void main(String[] args) throws Exception {
    Database db = Database.openSqlite(Path.of(args[0]));
    System.out.println("open");
    System.out.flush();
    System.in.read(); // until killed
    db.close();
  }
}
