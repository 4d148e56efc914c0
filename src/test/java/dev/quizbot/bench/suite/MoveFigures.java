package dev.quizbot.bench.suite;

import dev.quizbot.bench.MoveBenchData;
import dev.quizbot.testing.PostgresDatabases;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;

/**
 * P13: {@code quizbot move} of the bench's data set (100,000 members, 1,000,000 answers, 1,000,000
 * memory states and reviews, 10,000 exams of 60 questions, 20,000 reports; a tenth in short mode)
 * from SQLite into a fresh database of the PostgreSQL of {@code QUIZBOT_TEST_POSTGRES_URL}, run as
 * the operator runs it: the packaged jar in its own JVM, under /usr/bin/time (wall, CPU, peak RSS).
 */
final class MoveFigures implements SuiteBenchmark {

  @Override
  public String id() {
    return "P13";
  }

  @Override
  public List<Figure> run(Mode mode) throws Exception {
    String name = "`quizbot move` SQLite to PostgreSQL, bench data set (own JVM)";
    if (!Files.isRegularFile(BotProcess.JAR)) {
      return List.of(
          Figure.missing("P13", name, Target.atMost(120), "no target/quizbot.jar: build it first"));
    }
    if (PostgresDatabases.serverUrl() == null) {
      return List.of(
          Figure.missing("P13", name, Target.atMost(120), "QUIZBOT_TEST_POSTGRES_URL is not set"));
    }
    Path dir = Files.createTempDirectory("quizbot-bench-move");
    try {
      Path db = dir.resolve("quizbot.db");
      long t0 = System.nanoTime();
      MoveBenchData.seed(db, mode == Mode.SHORT);
      System.out.printf(
          Locale.ROOT,
          "P13 seeded %,d MB in %.1f s%n",
          Files.size(db) / 1_000_000,
          (System.nanoTime() - t0) / 1e9);
      List<Double> wall = new ArrayList<>();
      List<Double> cpu = new ArrayList<>();
      List<Double> rss = new ArrayList<>();
      int runs = mode.pick(1, 2);
      for (int run = 0; run < runs; run++) {
        double[] m = once(dir, db, PostgresDatabases.fresh("bench_move"));
        wall.add(m[0]);
        cpu.add(m[1]);
        rss.add(m[2]);
        System.out.printf(
            Locale.ROOT,
            "P13 run %d: %.1f s, CPU %.1f s, peak RSS %.0f MiB%n",
            run + 1,
            m[0],
            m[1],
            m[2]);
      }
      return List.of(
          new Figure(
              "P13",
              name + (mode == Mode.SHORT ? ", a tenth" : ""),
              "s",
              wall,
              Target.atMost(120),
              "CPU median "
                  + Figure.format(median(cpu))
                  + " s; peak RSS median "
                  + Figure.format(median(rss))
                  + " MiB (max "
                  + Figure.format(Collections.max(rss))
                  + ") under "
                  + JvmOptions.describe(),
              runs + " runs, launch to exit incl. verification, /usr/bin/time"));
    } finally {
      try (var files = Files.walk(dir)) {
        files.sorted(Collections.reverseOrder()).forEach(p -> p.toFile().delete());
      }
    }
  }

  private static double[] once(Path dir, Path db, String target) throws Exception {
    Path times = dir.resolve("time.txt");
    List<String> command = new ArrayList<>();
    command.addAll(List.of("/usr/bin/time", "-o", times.toString(), "-f", "%e %U %S %M"));
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.addAll(JvmOptions.forBotWithArchive());
    command.addAll(
        List.of(
            "-jar", BotProcess.JAR.toString(), "move", "--from", db.toString(), "--to", target));
    Path out = dir.resolve("move.out");
    Path err = dir.resolve("move.err");
    long start = System.nanoTime();
    int exit =
        new ProcessBuilder(command)
            .redirectOutput(out.toFile())
            .redirectError(err.toFile())
            .start()
            .waitFor();
    double wall = (System.nanoTime() - start) / 1e9;
    if (exit != 0) {
      throw new IllegalStateException(
          "quizbot move exited " + exit + ": " + Files.readString(err) + Files.readString(out));
    }
    System.out.print(Files.readString(out));
    String[] f = Files.readString(times).trim().split("\\s+");
    return new double[] {
      wall, Double.parseDouble(f[1]) + Double.parseDouble(f[2]), Double.parseDouble(f[3]) / 1024
    };
  }

  private static double median(List<Double> values) {
    List<Double> sorted = new ArrayList<>(values);
    Collections.sort(sorted);
    int n = sorted.size();
    return n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2;
  }
}
