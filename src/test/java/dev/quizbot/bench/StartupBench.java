package dev.quizbot.bench;

import dev.quizbot.e2e.JarProcess;
import dev.quizbot.fakediscord.FakeDiscord;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Start-up time of the packaged bot as a user sees it: from launching {@code java -jar
 * target/quizbot.jar} (no JVM flags) until its "ready" log line, against the fake Discord, with a
 * fresh SQLite file each run (migrations included) and the shipped bank; with {@code -Dreuse=true}
 * one file for all runs, as a restart sees it (the first run creates it and is not counted). Also
 * prints the CPU time of the bot process at ready, less distorted by a loaded machine than wall
 * time. Needs {@code ./mvnw package} first.
 *
 * <pre>./mvnw -q -Pbench test-compile exec:java -Dbench=StartupBench [-Druns=7]
 *     [-Djvm="-XX:TieredStopAtLevel=1"] [-Dreuse=true] [-Dverbose=true] [-Dthreads=true]</pre>
 *
 * <p>{@code -Dthreads=true} adds the CPU per thread of the bot at ready (main, C1 compiler, GC,
 * JDA's threads), which says where start-up CPU goes.
 */
public final class StartupBench {
  private StartupBench() {}

  public static void main(String[] args) throws IOException {
    int runs = Integer.getInteger("runs", 7);
    String jvm = System.getProperty("jvm", "").strip();
    List<String> jvmOptions = jvm.isEmpty() ? List.of() : List.of(jvm.split("\\s+"));
    boolean verbose = Boolean.getBoolean("verbose");
    boolean reuse = Boolean.getBoolean("reuse");
    List<Long> millis = new ArrayList<>();
    List<Long> cpuMillis = new ArrayList<>();
    Path shared = Files.createTempDirectory("quizbot-startup");
    try (FakeDiscord discord = FakeDiscord.start()) {
      discord.createTextChannel(discord.createGuild("Bench Guild"), "quiz");
      for (int i = reuse ? -1 : 0; i < runs; i++) {
        Path dir = reuse ? shared : Files.createTempDirectory("quizbot-startup");
        Map<String, String> env = new HashMap<>();
        env.put("DISCORD_TOKEN", discord.token());
        env.put("QUIZBOT_DISCORD_API_URL", discord.apiUrl());
        env.put("QUIZBOT_DISCORD_GATEWAY_URL", discord.gatewayUrl());
        env.put("QUIZBOT_DATABASE_URL", "jdbc:sqlite:" + dir.resolve("quizbot.db"));
        long start = System.nanoTime();
        try (JarProcess jar = JarProcess.start(jvmOptions, env)) {
          jar.awaitOutput("ready in", Duration.ofSeconds(60));
          long took = (System.nanoTime() - start) / 1_000_000;
          long cpu = cpuMillis(jar.pid());
          String threads = Boolean.getBoolean("threads") ? threadCpu(jar.pid()) : "";
          if (i >= 0) {
            millis.add(took);
            cpuMillis.add(cpu);
          }
          System.out.printf("run %d: %d ms to ready, %d ms CPU%s%n", i + 1, took, cpu, threads);
          jar.sigterm();
          jar.awaitExit(JarProcess.STOP_WAIT);
          if (verbose) {
            System.out.print(jar.output());
          }
        }
      }
    }
    List<Long> sorted = new ArrayList<>(millis);
    Collections.sort(sorted);
    List<Long> cpuSorted = new ArrayList<>(cpuMillis);
    Collections.sort(cpuSorted);
    System.out.printf(
        "start-up to ready over %d runs%s%s: median %d ms, best %d ms, worst %d ms;"
            + " CPU median %d ms (%d cores, load average %s)%n",
        runs,
        jvmOptions.isEmpty() ? "" : " with " + jvmOptions,
        reuse ? " (existing database)" : "",
        sorted.get(sorted.size() / 2),
        sorted.get(0),
        sorted.get(sorted.size() - 1),
        cpuSorted.get(cpuSorted.size() / 2),
        Runtime.getRuntime().availableProcessors(),
        loadAverage());
  }

  /** User + system CPU time of a process from /proc (10 ms ticks), or -1 where unavailable. */
  private static long cpuMillis(long pid) {
    try {
      String stat = Files.readString(Path.of("/proc", Long.toString(pid), "stat"));
      String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
      return (Long.parseLong(fields[11]) + Long.parseLong(fields[12])) * 10;
    } catch (IOException | RuntimeException e) {
      return -1;
    }
  }

  /** CPU milliseconds per thread of the process at ready, biggest first (JIT, GC, main ...). */
  private static String threadCpu(long pid) {
    Map<String, Long> byName = new HashMap<>();
    try (var tasks = Files.list(Path.of("/proc", Long.toString(pid), "task"))) {
      for (Path task : tasks.toList()) {
        String stat = Files.readString(task.resolve("stat"));
        String name = stat.substring(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
        String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
        long ms = (Long.parseLong(fields[11]) + Long.parseLong(fields[12])) * 10;
        byName.merge(name.replaceAll("\\d+", "#"), ms, Long::sum);
      }
    } catch (IOException | RuntimeException e) {
      return " (threads: " + e + ")";
    }
    StringBuilder line = new StringBuilder(" =");
    byName.entrySet().stream()
        .filter(e -> e.getValue() > 0)
        .sorted(Map.Entry.<String, Long>comparingByValue().reversed())
        .forEach(e -> line.append(' ').append(e.getKey()).append(' ').append(e.getValue()));
    return line.toString();
  }

  private static String loadAverage() {
    try {
      return Files.readString(Path.of("/proc/loadavg")).split(" ")[0];
    } catch (IOException e) {
      return "?";
    }
  }
}
