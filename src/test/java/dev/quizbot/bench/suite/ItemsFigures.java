package dev.quizbot.bench.suite;

import dev.quizbot.bench.ItemsBench;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;

/**
 * P11: {@code quizbot items --json} over 1,000,000 answers to 10,000 questions on SQLite (short
 * mode: a tenth of the answers), run as the admin runs it: the packaged jar in its own JVM with
 * {@code config/jvm.options} (64 MiB heap) and the class-data sharing archive, on the generated
 * bank of {@link ItemsBench}. Each run is timed from launch to exit (JVM start, bank load, the
 * streamed first-attempt read, the statistics and the JSON written); {@code /usr/bin/time} gives
 * the process's CPU time and peak resident memory.
 */
final class ItemsFigures implements SuiteBenchmark {

  @Override
  public String id() {
    return "P11";
  }

  @Override
  public List<Figure> run(Mode mode) throws Exception {
    if (!Files.isRegularFile(BotProcess.JAR)) {
      return List.of(
          Figure.missing(
              "P11", "quizbot items", Target.atMost(5), "no target/quizbot.jar: build it first"));
    }
    int members = mode.pick(ItemsBench.MEMBERS / 10, ItemsBench.MEMBERS);
    Path dir = Files.createTempDirectory("quizbot-bench-items");
    try {
      ItemsBench.prepare(dir, members);
      List<String> jvm = JvmOptions.forBotWithArchive();
      List<Double> wall = new ArrayList<>();
      List<Double> cpu = new ArrayList<>();
      List<Double> rss = new ArrayList<>();
      int runs = mode.pick(2, 5);
      for (int run = 0; run < runs; run++) {
        double[] measured = once(jvm, dir);
        wall.add(measured[0]);
        cpu.add(measured[1]);
        rss.add(measured[2]);
        System.out.printf(
            Locale.ROOT,
            "P11 run %d: %.2f s, CPU %.2f s, peak RSS %.0f MiB%n",
            run + 1,
            measured[0],
            measured[1],
            measured[2]);
      }
      String answers = String.format(Locale.ROOT, "%,d answers", members * 50L);
      return List.of(
          new Figure(
              "P11",
              "`quizbot items --json`, " + answers + " to 10,000 questions, SQLite (own JVM)",
              "s",
              wall,
              Target.atMost(5),
              "CPU median "
                  + Figure.format(median(cpu))
                  + " s; peak RSS median "
                  + Figure.format(median(rss))
                  + " MiB (max "
                  + Figure.format(Collections.max(rss))
                  + ") under "
                  + JvmOptions.describe(),
              runs + " runs, launch to exit, /usr/bin/time"));
    } finally {
      try (var files = Files.walk(dir)) {
        files.sorted(Collections.reverseOrder()).forEach(p -> p.toFile().delete());
      }
    }
  }

  /** One run: wall seconds, CPU seconds (user + system) and peak RSS in MiB. */
  private static double[] once(List<String> jvm, Path dir) throws Exception {
    Path times = dir.resolve("time.txt");
    List<String> command = new ArrayList<>();
    command.addAll(List.of("/usr/bin/time", "-o", times.toString(), "-f", "%e %U %S %M"));
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.addAll(jvm);
    command.addAll(
        List.of(
            "-jar",
            BotProcess.JAR.toString(),
            "items",
            "--json",
            ItemsBench.bankDir(dir).toString()));
    ProcessBuilder builder =
        new ProcessBuilder(command)
            .redirectOutput(dir.resolve("items.json").toFile())
            .redirectError(dir.resolve("items.err").toFile());
    builder.environment().put("QUIZBOT_DATABASE_URL", "jdbc:sqlite:" + ItemsBench.database(dir));
    long start = System.nanoTime();
    int exit = builder.start().waitFor();
    double wall = (System.nanoTime() - start) / 1e9;
    if (exit != 0) {
      throw new IllegalStateException(
          "quizbot items exited "
              + exit
              + ": "
              + Files.readString(dir.resolve("items.err"))
              + " / "
              + Files.readString(times)
              + " / "
              + head(Files.readString(dir.resolve("items.json"))));
    }
    if (Files.size(dir.resolve("items.json")) < 1_000_000) {
      throw new IllegalStateException("quizbot items wrote too little JSON");
    }
    String[] f = Files.readString(times).trim().split("\\s+");
    return new double[] {
      wall, Double.parseDouble(f[1]) + Double.parseDouble(f[2]), Double.parseDouble(f[3]) / 1024
    };
  }

  private static String head(String text) {
    return text.length() > 500 ? text.substring(0, 500) : text;
  }

  private static double median(List<Double> values) {
    List<Double> sorted = new ArrayList<>(values);
    Collections.sort(sorted);
    int n = sorted.size();
    return n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2;
  }
}
