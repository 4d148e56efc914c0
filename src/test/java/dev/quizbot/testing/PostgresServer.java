package dev.quizbot.testing;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Stops and starts the scratch PostgreSQL server of the tests with {@code pg_ctl}, as an admin does
 * ({@code pg_ctl stop -m fast}): only when {@code QUIZBOT_TEST_POSTGRES_DATA} names its data folder
 * ({@code .ci/start-postgres.sh} prints it). It starts again with the options it last ran with
 * ({@code postmaster.opts}), as the server's own user when the tests run as root.
 */
public final class PostgresServer {
  public static final String DATA_ENV = "QUIZBOT_TEST_POSTGRES_DATA";
  public static final String NEEDS =
      DATA_ENV + " names no PostgreSQL data folder (bash .ci/start-postgres.sh prints it)";

  private final Path data;
  private final Path bin;
  private final String options;

  private PostgresServer(Path data) throws IOException {
    this.data = data;
    // e.g. /usr/lib/postgresql/15/bin/postgres "-D" "/tmp/x/data" "-p" "55433" "-c" "..."
    String opts = Files.readString(data.resolve("postmaster.opts")).strip();
    int firstSpace = opts.indexOf(' ');
    this.bin = Path.of(opts.substring(0, firstSpace)).getParent();
    this.options = opts.substring(firstSpace + 1).replaceFirst("\"-D\" \"[^\"]*\"\\s*", "").strip();
  }

  /** The server of {@link #DATA_ENV}, or null when it is not set. */
  public static PostgresServer fromEnvironment() throws IOException {
    String data = System.getenv(DATA_ENV);
    if (data == null || data.isBlank() || !Files.exists(Path.of(data, "postmaster.opts"))) {
      return null;
    }
    return new PostgresServer(Path.of(data));
  }

  /** {@code pg_ctl stop -m fast}: open connections are ended, new ones refused. */
  public void stop() throws IOException {
    pgCtl("stop", "-m", "fast", "-w");
  }

  /** {@code pg_ctl start} with the options it ran with; waits until it accepts connections. */
  public void start() throws IOException {
    pgCtl("start", "-w", "-o", options, "-l", data.resolveSibling("log").toString());
  }

  private void pgCtl(String... args) throws IOException {
    List<String> command = new ArrayList<>();
    command.add(bin.resolve("pg_ctl").toString());
    command.add("-D");
    command.add(data.toString());
    command.addAll(List.of(args));
    List<String> run;
    if ("root".equals(System.getProperty("user.name"))) {
      StringBuilder line = new StringBuilder();
      for (String part : command) {
        line.append('\'').append(part.replace("'", "'\\''")).append("' ");
      }
      run = List.of("su", "postgres", "-s", "/bin/bash", "-c", line.toString());
    } else {
      run = command;
    }
    Process p = new ProcessBuilder(run).redirectErrorStream(true).start();
    try {
      String out = new String(p.getInputStream().readAllBytes());
      if (!p.waitFor(60, TimeUnit.SECONDS) || p.exitValue() != 0) {
        throw new IOException("pg_ctl " + String.join(" ", args) + " failed: " + out);
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IOException("interrupted", e);
    }
  }
}
