package dev.quizbot.bench.suite;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Runs every benchmark of the performance table, writes {@code target/bench/report.md} and prints
 * it. {@code -Dbench.short=true}: fewer runs and smaller data (under 3 minutes); {@code
 * -Dbench.only=P3,P8}: only benchmarks whose id contains one of these.
 *
 * <p>Run: {@code ./mvnw -Pbench verify} (builds the jar first) or, with the jar built, {@code
 * ./mvnw -q -Pbench test-compile exec:java -Dbench=suite.BenchSuite}.
 */
public final class BenchSuite {
  static final Path REPORT = Path.of("target", "bench", "report.md");

  private BenchSuite() {}

  /** The table, in order. */
  static List<SuiteBenchmark> benchmarks() {
    return List.of(
        new ReactionGradingFigures(),
        new LeaderboardFigures(),
        new StartupMemoryFigures(),
        new PracticeStartFigures(),
        new DailyFanoutFigures(),
        new BankLoadFigures(),
        new ReactionCpuFigures(),
        new StudyFigures(),
        new ReminderFanoutFigures(),
        new ItemsFigures(),
        new ExamFigures(),
        new MemoryModelFigures(),
        new MoveFigures(),
        new ImportFigures(),
        new ForecastFigures(),
        new UploadFigures());
  }

  public static void main(String[] args) throws Exception {
    Mode mode = Mode.fromSystemProperties();
    Set<String> only =
        Arrays.stream(System.getProperty("bench.only", "").split(","))
            .map(String::trim)
            .filter(s -> !s.isEmpty())
            .collect(Collectors.toSet());
    Report report = new Report(mode, MachineFacts.now());
    long start = System.nanoTime();
    for (SuiteBenchmark benchmark : benchmarks()) {
      if (!only.isEmpty() && only.stream().noneMatch(benchmark.id()::contains)) {
        continue;
      }
      settle();
      double load = ProcStats.loadAverage();
      long t0 = System.nanoTime();
      System.out.printf("== %s (%s mode, load %.2f)%n", benchmark.id(), mode, load);
      try {
        for (Figure figure : benchmark.run(mode)) {
          report.add(figure, load);
        }
      } catch (Exception e) {
        e.printStackTrace();
        report.failed(benchmark.id(), e);
      }
      System.out.printf("== %s done in %.1f s%n", benchmark.id(), (System.nanoTime() - t0) / 1e9);
    }
    String command =
        mode == Mode.SHORT ? "./mvnw -Pbench verify -Dbench.short=true" : "./mvnw -Pbench verify";
    String markdown = report.markdown(command, (System.nanoTime() - start) / 1e9);
    Files.createDirectories(REPORT.getParent());
    Files.writeString(REPORT, markdown);
    System.out.println();
    System.out.println(markdown);
    System.out.println("written to " + REPORT.toAbsolutePath());
    // JDA and fake-Discord threads may linger; the report is written.
    System.exit(0);
  }

  /**
   * Collects the garbage the previous benchmark left in this JVM (P2 alone makes hundreds of MiB)
   * and lets the machine quiet down, so a collector cycle here does not steal a core from the bot
   * process the next benchmark measures.
   */
  private static void settle() throws InterruptedException {
    System.gc();
    Thread.sleep(2_000);
  }
}
