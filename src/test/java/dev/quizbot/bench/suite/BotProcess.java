package dev.quizbot.bench.suite;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * The packaged bot, {@code java [options] -jar target/quizbot.jar run}, as a separate process
 * logged in to a fake Discord of this JVM, with its own SQLite file. Start-up time is measured from
 * just before the process is launched to the moment its "ready in" log line is read.
 */
final class BotProcess implements AutoCloseable {
  static final Path JAR = Path.of("target", "quizbot.jar");
  private static final String READY_LINE = "ready in ";

  private final Process process;
  private final Path databaseFile;
  private final boolean ownsDatabase;
  private final List<String> output = Collections.synchronizedList(new ArrayList<>());
  private final CountDownLatch ready = new CountDownLatch(1);
  private final long launchedAt;
  private volatile long readyAt;
  private volatile long cpuAtReady;

  private BotProcess(BotWorld world, List<String> jvmOptions, Path dir, boolean ownsDatabase)
      throws IOException {
    this.ownsDatabase = ownsDatabase;
    if (!Files.isRegularFile(JAR)) {
      throw new IllegalStateException(JAR + " is missing: build it first (./mvnw -Pbench verify)");
    }
    databaseFile = dir.resolve("quizbot.db");
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.addAll(jvmOptions);
    command.addAll(List.of("-jar", JAR.toString(), "run"));
    ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
    var env = builder.environment();
    env.put("DISCORD_TOKEN", world.fake.token());
    env.put("QUIZBOT_DISCORD_API_URL", world.fake.apiUrl());
    env.put("QUIZBOT_DISCORD_GATEWAY_URL", world.fake.gatewayUrl());
    env.put("QUIZBOT_DATABASE_URL", "jdbc:sqlite:" + databaseFile);
    // No dev guild: global commands, the configuration self-hosters run.
    env.put("QUIZBOT_QUIZ_COOLDOWN", "0s");
    env.put("QUIZBOT_SHUTDOWN_GRACE", "1s");
    launchedAt = System.nanoTime();
    process = builder.start();
    Thread reader = new Thread(this::readOutput, "bot-output");
    reader.setDaemon(true);
    reader.start();
  }

  /** Launches the bot on a fresh database (a first start) and waits for its ready line. */
  static BotProcess start(BotWorld world, List<String> jvmOptions) throws Exception {
    return start(world, jvmOptions, null);
  }

  /**
   * Launches the bot and waits for its ready line; with {@code databaseDir} non-null the bot uses
   * (and keeps) the database in that folder, as a restart does.
   */
  static BotProcess start(BotWorld world, List<String> jvmOptions, Path databaseDir)
      throws Exception {
    boolean own = databaseDir == null;
    Path dir = own ? Files.createTempDirectory("quizbot-bench-bot") : databaseDir;
    BotProcess bot = new BotProcess(world, jvmOptions, dir, own);
    if (!bot.ready.await(60, TimeUnit.SECONDS)) {
      bot.close();
      throw new IllegalStateException("the bot never became ready:\n" + bot.output());
    }
    return bot;
  }

  long pid() {
    return process.pid();
  }

  /** Nanoseconds from launch to the ready log line. */
  long startupNanos() {
    return readyAt - launchedAt;
  }

  /** CPU time the bot process had used when its ready line was read (all threads). */
  long cpuAtReadyNanos() {
    return cpuAtReady;
  }

  /** System.nanoTime() at which the ready line was read. */
  long readyAt() {
    return readyAt;
  }

  Path databaseFile() {
    return databaseFile;
  }

  String output() {
    synchronized (output) {
      return String.join("\n", output);
    }
  }

  private void readOutput() {
    try (BufferedReader in =
        new BufferedReader(
            new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
      String line;
      while ((line = in.readLine()) != null) {
        if (ready.getCount() > 0 && line.contains(READY_LINE)) {
          readyAt = System.nanoTime();
          cpuAtReady = ProcStats.cpuNanos(process.pid());
          ready.countDown();
        }
        output.add(line);
      }
    } catch (IOException e) {
      output.add("(output lost: " + e.getMessage() + ")");
    }
  }

  /** SIGTERM, as docker stop does; kills it if it has not exited within 20 s. */
  @Override
  public void close() throws InterruptedException {
    process.destroy();
    if (!process.waitFor(20, TimeUnit.SECONDS)) {
      process.destroyForcibly().waitFor();
    }
    if (Boolean.getBoolean("bench.verbose")) {
      System.out.println("---- bot output (pid " + process.pid() + ")\n" + output());
    }
    if (!ownsDatabase) {
      return;
    }
    try (var files = Files.walk(databaseFile.getParent())) {
      files.sorted(Collections.reverseOrder()).forEach(p -> p.toFile().delete());
    } catch (IOException e) {
      // a temp folder left behind is harmless
    }
  }
}
