package dev.quizbot.bench.suite;

import dev.quizbot.bench.BankLoadBench;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/** P6: load + validate of a generated 10,000-question bank in a warm JVM. */
final class BankLoadFigures implements SuiteBenchmark {
  private static final int QUESTIONS = 10_000;

  @Override
  public String id() {
    return "P6";
  }

  @Override
  public List<Figure> run(Mode mode) throws Exception {
    Path dir = Files.createTempDirectory("quizbot-bench-bank");
    try {
      BankLoadBench.generate(dir, QUESTIONS);
      long[] cpu = new long[mode.pick(7, 21)];
      long[] wall = BankLoadBench.warmLoadNanos(dir, QUESTIONS, mode.pick(10, 15), cpu);
      return List.of(
          new Figure(
              "P6",
              "bank load + validate, 10,000 questions (warm JVM)",
              "ms",
              Arrays.stream(wall).mapToObj(n -> n / 1e6).toList(),
              Target.atMost(300),
              "",
              "median process CPU "
                  + Figure.format(median(cpu) / 1e6)
                  + " ms/load; "
                  + cpu.length
                  + " runs after warm-up"));
    } finally {
      try (var files = Files.walk(dir)) {
        files.sorted(Collections.reverseOrder()).forEach(p -> p.toFile().delete());
      }
    }
  }

  private static long median(long[] values) {
    long[] sorted = values.clone();
    Arrays.sort(sorted);
    return sorted[sorted.length / 2];
  }
}
