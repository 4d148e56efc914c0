package dev.quizbot.bench.suite;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * P3 and P7 from the same launches of the packaged bot (a separate JVM with the options of
 * config/jvm.options) against a fake Discord of one server with 1,000 members: time from launch to
 * the "ready" log line on a fresh database (a first start, migrations included), and resident
 * memory 5 s after ready; then the same start-up time on a database kept across launches.
 */
final class StartupMemoryFigures implements SuiteBenchmark {
  private static final int MEMBERS = 1_000;
  private static final long SETTLE_MILLIS = 5_000;

  @Override
  public String id() {
    return "P3/P7";
  }

  @Override
  public List<Figure> run(Mode mode) throws Exception {
    List<Double> startup = new ArrayList<>();
    List<Double> rss = new ArrayList<>();
    List<Double> cpu = new ArrayList<>();
    List<Double> restart = new ArrayList<>();
    Path kept = Files.createTempDirectory("quizbot-bench-restart");
    try (BotWorld world = new BotWorld(MEMBERS, 1)) {
      // One unmeasured launch: the jar and the JDK are in the page cache for every measured one.
      launch(world, null, null, null);
      for (int i = 0; i < mode.pick(3, 7); i++) {
        launch(world, startup, rss, cpu);
      }
      // Restarts: one database kept across launches (the first creates it and is not counted).
      for (int i = -1; i < mode.pick(3, 7); i++) {
        try (BotProcess bot = BotProcess.start(world, JvmOptions.forBotWithArchive(), kept)) {
          if (i >= 0) {
            restart.add(bot.startupNanos() / 1e6);
          }
        }
      }
    } finally {
      try (var files = Files.walk(kept)) {
        files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
      }
    }
    String options = "bot JVM: " + JvmOptions.describe();
    return List.of(
        new Figure(
            "P3",
            "start-up: java -jar target/quizbot.jar to ready (fake Discord)",
            "ms",
            startup,
            Target.atMost(1_000),
            "discord.js peer: 930–1,150 ms (issue 8, not run here)",
            options),
        new Figure(
            "P3 restart",
            "start-up as above on an existing database (a restart: no migrations)",
            "ms",
            restart,
            Target.none(),
            "",
            options),
        new Figure(
            "P3 CPU",
            "start-up: CPU time of the bot process until ready (less distorted by load)",
            "ms",
            cpu,
            Target.none(),
            "",
            "all threads, JIT and GC included; 10 ms tick resolution"),
        new Figure(
            "P7",
            "RSS 5 s after ready, one server of 1,000 members",
            "MiB",
            rss,
            Target.atMost(128),
            "discord.js peer: 161–170 MiB (issue 8, not run here)",
            options));
  }

  private static void launch(
      BotWorld world, List<Double> startup, List<Double> rss, List<Double> cpu) throws Exception {
    try (BotProcess bot = BotProcess.start(world, JvmOptions.forBotWithArchive())) {
      long settleUntil = bot.readyAt() + SETTLE_MILLIS * 1_000_000;
      long wait = (settleUntil - System.nanoTime()) / 1_000_000;
      if (wait > 0) {
        Thread.sleep(wait);
      }
      if (startup != null) {
        startup.add(bot.startupNanos() / 1e6);
        cpu.add(bot.cpuAtReadyNanos() / 1e6);
        rss.add(ProcStats.rssBytes(bot.pid()) / (1024.0 * 1024.0));
      }
    }
  }
}
