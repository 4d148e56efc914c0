package dev.quizbot.e2e;

import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * {@code java -jar target/quizbot.jar} started as a user would, from the repository root, with
 * exactly the given environment (nothing inherited: no stray DISCORD_TOKEN or QUIZBOT_*). Standard
 * output and error are merged and collected.
 */
public final class JarProcess implements AutoCloseable {
  /** The packaged jar, built by {@code package} before the *IT tests run. */
  public static final Path JAR = Path.of("target", "quizbot.jar").toAbsolutePath();

  /**
   * How long a stopped bot may take to exit: what docs/self-hosting.md tells Docker to allow
   * ({@code --stop-timeout 20}), {@code shutdown.grace}'s 10 s for Discord and then the database
   * close. A test that waited only the grace failed once in CI with no hint why; past this wait the
   * failure carries the bot's threads.
   */
  public static final Duration STOP_WAIT = Duration.ofSeconds(20);

  private final Process process;
  private final StringBuffer output = new StringBuffer();
  private final Thread reader;

  private JarProcess(Process process) {
    this.process = process;
    this.reader = new Thread(this::collect, "jar-output");
    reader.setDaemon(true);
    reader.start();
  }

  /** Starts the jar with only {@code env} (plus PATH) as its environment. */
  public static JarProcess start(Map<String, String> env, String... args) {
    return start(List.of(), env, args);
  }

  /** Same, with JVM options before {@code -jar} (e.g. what QUIZBOT_JAVA_OPTS would add). */
  public static JarProcess start(List<String> jvmOptions, Map<String, String> env, String... args) {
    return start(Path.of(System.getProperty("java.home")), jvmOptions, env, args);
  }

  /**
   * Same, on the Java runtime installed at {@code javaHome} instead of the one running the test.
   */
  public static JarProcess start(
      Path javaHome, List<String> jvmOptions, Map<String, String> env, String... args) {
    if (!Files.isRegularFile(JAR)) {
      throw new IllegalStateException(JAR + " is missing: run ./mvnw package first");
    }
    List<String> command = new java.util.ArrayList<>();
    command.add(javaHome.resolve("bin").resolve("java").toString());
    command.addAll(jvmOptions);
    command.addAll(List.of("-jar", JAR.toString()));
    command.addAll(List.of(args));
    ProcessBuilder builder = new ProcessBuilder(command);
    builder.directory(Path.of("").toAbsolutePath().toFile());
    builder.environment().clear();
    builder.environment().put("PATH", System.getenv().getOrDefault("PATH", "/usr/bin:/bin"));
    builder.environment().putAll(env);
    builder.redirectErrorStream(true);
    try {
      return new JarProcess(builder.start());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Waits for the process to end; fails if it is still running after {@code timeout}. */
  public int awaitExit(Duration timeout) {
    try {
      if (!process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
        throw new AssertionError(
            "the bot did not exit within "
                + timeout
                + "; output so far:\n"
                + output
                + "\nits threads then:\n"
                + threadDump());
      }
      reader.join(2_000);
      return process.exitValue();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }

  /** Waits until the output contains {@code fragment} (e.g. the "ready" line). */
  public void awaitOutput(String fragment, Duration timeout) {
    long deadline = System.nanoTime() + timeout.toNanos();
    while (output.indexOf(fragment) < 0) {
      if (!process.isAlive() && output.indexOf(fragment) < 0) {
        sleep(100); // let the reader drain the last lines
        if (output.indexOf(fragment) >= 0) {
          return;
        }
        throw new AssertionError(
            "the bot exited ("
                + process.exitValue()
                + ") without printing '"
                + fragment
                + "':\n"
                + output);
      }
      if (System.nanoTime() > deadline) {
        throw new AssertionError("no '" + fragment + "' within " + timeout + ":\n" + output);
      }
      sleep(20);
    }
  }

  /**
   * Sends SIGTERM (what {@code docker stop} and systemd send). Through the process handle, because
   * {@code Process.destroy()} also closes our end of the output pipe and the last lines would be
   * lost.
   */
  public void sigterm() {
    process.toHandle().destroy();
  }

  public String output() {
    return output.toString();
  }

  /**
   * The running bot's threads ({@code jcmd <pid> Thread.print}, from the JDK running the tests), so
   * that a stop that hangs says where. Text saying why when there is none.
   */
  private String threadDump() {
    Path jcmd = Path.of(System.getProperty("java.home"), "bin", "jcmd");
    if (!Files.isExecutable(jcmd)) {
      return "(no thread dump: " + jcmd + " is missing, a JRE runs the tests)";
    }
    try {
      // Into a file, so a jcmd that hangs (a JVM that never reaches a safepoint) is cut off at
      // the wait instead of blocking a read of its output.
      Path file = Files.createTempFile("quizbot-threads", ".txt");
      try {
        Process dump =
            new ProcessBuilder(jcmd.toString(), Long.toString(process.pid()), "Thread.print")
                .redirectErrorStream(true)
                .redirectOutput(file.toFile())
                .start();
        if (!dump.waitFor(30, TimeUnit.SECONDS)) {
          dump.destroyForcibly();
          return "(no thread dump: jcmd did not finish within 30 s)";
        }
        return Files.readString(file);
      } finally {
        Files.deleteIfExists(file);
      }
    } catch (IOException e) {
      return "(no thread dump: " + e + ")";
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return "(no thread dump: interrupted)";
    }
  }

  public long pid() {
    return process.pid();
  }

  @Override
  public void close() {
    if (process.isAlive()) {
      process.destroyForcibly();
      try {
        // Waited for, so that the test's temporary folder is deleted after the process let go of
        // the database in it, not while it still writes there.
        process.waitFor(10, TimeUnit.SECONDS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }
  }

  private void collect() {
    try (Reader in = new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8)) {
      char[] buffer = new char[8192];
      int n;
      while ((n = in.read(buffer)) >= 0) {
        output.append(buffer, 0, n);
      }
    } catch (IOException e) {
      output.append("\n[output read failed: ").append(e).append("]\n");
    }
  }

  private static void sleep(long millis) {
    try {
      Thread.sleep(millis);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }
}
