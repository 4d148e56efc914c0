package dev.quizbot.bench.suite;

import dev.quizbot.bank.formats.ExportFormat;
import dev.quizbot.bench.ImportBench;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * P15: {@code quizbot import} of a generated 10,000-question GIFT file and of a 10,000-row CSV file
 * (read, detect, parse, the bank's checks, YAML written to memory), warm JVM.
 */
final class ImportFigures implements SuiteBenchmark {
  private static final int QUESTIONS = 10_000;

  @Override
  public String id() {
    return "P15";
  }

  @Override
  public List<Figure> run(Mode mode) throws Exception {
    Path dir = Files.createTempDirectory("quizbot-bench-import");
    try {
      List<Figure> figures = new ArrayList<>();
      for (ExportFormat format : List.of(ExportFormat.GIFT, ExportFormat.CSV)) {
        Path file = ImportBench.generate(dir, format, QUESTIONS);
        long[] cpu = new long[mode.pick(5, 11)];
        long[] wall = ImportBench.warmImportNanos(file, QUESTIONS, mode.pick(3, 5), cpu);
        figures.add(
            new Figure(
                "P15",
                "import of a 10,000-question " + format.formatName().toUpperCase() + " file",
                "ms",
                Arrays.stream(wall).mapToObj(n -> n / 1e6).toList(),
                Target.atMost(1000),
                "",
                Files.size(file) / 1024
                    + " KiB; importing thread's CPU median "
                    + Figure.format(ImportBench.median(cpu) / 1e6)
                    + " ms; warm JVM, YAML written to memory"));
      }
      return figures;
    } finally {
      try (var files = Files.walk(dir)) {
        files.sorted(Collections.reverseOrder()).forEach(p -> p.toFile().delete());
      }
    }
  }
}
