package dev.quizbot.bench.suite;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * "P3 practice", beside P3: {@code quizbot practice} from launch to the first question on screen,
 * the packaged jar with the bot's JVM options and class-data sharing archive, in a real
 * pseudo-terminal ({@code script}, util-linux), the shipped questions: on a database kept across
 * launches (every run after the first) and on a new one each time (a newcomer's first try). The
 * time is read when the keys line under the first question arrives; then {@code q} stops it.
 */
final class PracticeStartFigures implements SuiteBenchmark {
  private static final String ON_SCREEN = "q quit";

  @Override
  public String id() {
    return "P3 practice";
  }

  @Override
  public List<Figure> run(Mode mode) throws Exception {
    String options = "JVM: " + JvmOptions.describe() + "; pty by script(1)";
    Target target = Target.atMost(1_000);
    if (!Files.isRegularFile(BotProcess.JAR)) {
      throw new IllegalStateException(BotProcess.JAR + " is missing: build it first");
    }
    if (new ProcessBuilder("sh", "-c", "command -v script").start().waitFor() != 0) {
      return List.of(
          Figure.missing("P3 practice", "practice: launch to first question", target, "no script"));
    }
    List<String> jvm = JvmOptions.forBotWithArchive();
    Path kept = Files.createTempDirectory("quizbot-bench-practice");
    List<Double> again = new ArrayList<>();
    List<Double> fresh = new ArrayList<>();
    List<Double> version = new ArrayList<>();
    List<Double> cpu = new ArrayList<>();
    List<Double> launcher = new ArrayList<>();
    try {
      launch(jvm, kept.resolve("kept.db")); // unmeasured: page cache, database and learner made
      // unmeasured: the launcher makes its own class-data sharing archive once per build
      launch(LAUNCHER, kept.resolve("kept.db"));
      for (int i = 0; i < mode.pick(3, 7); i++) {
        double[] wallAndCpu = launch(jvm, kept.resolve("kept.db"));
        again.add(wallAndCpu[0]);
        cpu.add(wallAndCpu[1]);
        launcher.add(launch(LAUNCHER, kept.resolve("kept.db"))[0]);
        fresh.add(launch(jvm, kept.resolve("fresh-" + i + ".db"))[0]);
        version.add(version(jvm));
      }
    } finally {
      try (var files = Files.walk(kept)) {
        files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
      }
    }
    String yardstick =
        "java -jar quizbot.jar --version (JVM, logging, picocli; to exit): "
            + Figure.format(new Figure("", "", "ms", version, Target.none(), "", "").median())
            + " ms";
    return List.of(
        new Figure(
            "P3 practice",
            "quizbot practice: launch to the first question on screen (pty), existing database",
            "ms",
            again,
            target,
            yardstick,
            options),
        new Figure(
            "P3 practice launcher",
            "./quizbot practice (the launcher the README and issue 19 name: bash, its checks,"
                + " then exec java with config/jvm.options and its archive), existing database",
            "ms",
            launcher,
            target,
            yardstick,
            "JAVA_HOME = this JVM; pty by script(1)"),
        new Figure(
            "P3 practice first",
            "as above on a new database (a newcomer's first run: template copy, new learner)",
            "ms",
            fresh,
            target,
            yardstick,
            options),
        new Figure(
            "P3 practice CPU",
            "CPU time of the java process until the first question (existing database)",
            "ms",
            cpu,
            Target.none(),
            "",
            "all threads; 10 ms tick resolution; less distorted by load than the wall time"));
  }

  /**
   * One launch in a pseudo-terminal: milliseconds to the first question's keys line, and the CPU
   * milliseconds the java process had used by then.
   */
  private static double[] launch(List<String> jvm, Path database) throws Exception {
    StringBuilder command = new StringBuilder("exec ");
    command.append(quote(Path.of(System.getProperty("java.home"), "bin", "java").toString()));
    for (String option : jvm) {
      command.append(' ').append(quote(option));
    }
    command.append(" -jar ").append(quote(BotProcess.JAR.toString())).append(" practice");
    return launch(command.toString(), database);
  }

  /** {@code ./quizbot practice} from the clone's root, with this JVM as its JAVA_HOME. */
  private static final String LAUNCHER =
      "exec " + quote(Path.of("quizbot").toAbsolutePath().toString()) + " practice";

  private static double[] launch(String command, Path database) throws Exception {
    ProcessBuilder builder =
        new ProcessBuilder("script", "-q", "-e", "-f", "-c", command, "/dev/null")
            .redirectErrorStream(true);
    builder.environment().put("JAVA_HOME", System.getProperty("java.home"));
    builder.environment().remove("QUIZBOT_JAVA_OPTS");
    builder.environment().put("QUIZBOT_DATABASE_URL", "jdbc:sqlite:" + database);
    builder.environment().put("TERM", "xterm-256color");
    builder.environment().put("USER", "bench");
    long t0 = System.nanoTime();
    Process p = builder.start();
    long shownAt = waitFor(p.getInputStream(), ON_SCREEN);
    double millis = (shownAt - t0) / 1e6;
    double cpuMillis =
        p.toHandle()
            .descendants()
            .filter(h -> h.info().command().orElse("").endsWith("java"))
            .findFirst()
            .map(h -> ProcStats.cpuNanos(h.pid()) / 1e6)
            .orElse(Double.NaN);
    try (OutputStream keys = p.getOutputStream()) {
      keys.write('q');
    }
    if (!p.waitFor(20, TimeUnit.SECONDS)) {
      p.destroyForcibly().waitFor();
    }
    return new double[] {millis, cpuMillis};
  }

  /** The yardstick: the same JVM through picocli to its version line and exit. */
  private static double version(List<String> jvm) throws Exception {
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.addAll(jvm);
    command.addAll(List.of("-jar", BotProcess.JAR.toString(), "--version"));
    long t0 = System.nanoTime();
    Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
    p.getInputStream().readAllBytes();
    p.waitFor();
    return (System.nanoTime() - t0) / 1e6;
  }

  private static long waitFor(InputStream in, String marker) throws IOException {
    StringBuilder seen = new StringBuilder();
    byte[] buffer = new byte[8192];
    int n;
    while ((n = in.read(buffer)) >= 0) {
      seen.append(new String(buffer, 0, n, StandardCharsets.UTF_8));
      if (seen.indexOf(marker) >= 0) {
        return System.nanoTime();
      }
    }
    throw new IllegalStateException("practice never showed a question:\n" + seen);
  }

  private static String quote(String s) {
    return "'" + s.replace("'", "'\\''") + "'";
  }
}
