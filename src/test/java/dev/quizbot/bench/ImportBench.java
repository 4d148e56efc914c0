package dev.quizbot.bench;

import dev.quizbot.bank.Deck;
import dev.quizbot.bank.DeckWriter;
import dev.quizbot.bank.Question;
import dev.quizbot.bank.formats.DeckImporter;
import dev.quizbot.bank.formats.ExportFormat;
import dev.quizbot.bank.formats.ImportInput;
import dev.quizbot.bank.formats.ImportResult;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * {@code quizbot import} of a generated 10,000-question GIFT file and a 10,000-row CSV file in a
 * warm JVM: read, format detection, parsing, the bank's checks and the YAML written to memory.
 *
 * <p>Run: {@code ./mvnw -q -Pbench test-compile exec:java -Dbench=ImportBench}.
 */
public final class ImportBench {

  private static final int QUESTIONS = 10_000;

  public static void main(String[] args) throws Exception {
    Path dir = Files.createTempDirectory("quizbot-bench-import");
    for (ExportFormat format : List.of(ExportFormat.GIFT, ExportFormat.CSV)) {
      Path file = generate(dir, format, QUESTIONS);
      long[] cpu = new long[11];
      long[] wall = warmImportNanos(file, QUESTIONS, 5, cpu);
      System.out.printf(
          "%s import of %,d questions (%,d bytes): median %.1f ms, min %.1f, max %.1f;"
              + " importing thread's CPU median %.1f ms%n",
          format.formatName(),
          QUESTIONS,
          Files.size(file),
          median(wall) / 1e6,
          Arrays.stream(wall).min().orElseThrow() / 1e6,
          Arrays.stream(wall).max().orElseThrow() / 1e6,
          median(cpu) / 1e6);
    }
  }

  /**
   * Writes a generated deck of {@code questions} questions in {@code format} into {@code dir}.
   *
   * @return the file
   */
  public static Path generate(Path dir, ExportFormat format, int questions) throws IOException {
    String[] topics = {"parallelism", "communication", "memory", "precision", "interconnect"};
    String deckId = "bench-import";
    List<Question> list = new ArrayList<>();
    for (int q = 0; q < questions; q++) {
      String id = deckId + "-q" + q;
      List<String> choices =
          List.of(
              "Choice one for " + id + " about gradient synchronisation",
              "Choice two for " + id + " about activation memory",
              "Choice three for " + id + " about NVLink bandwidth: 900 GB/s",
              "Choice four for " + id + " about loss scaling {dynamic}");
      list.add(
          new Question(
              id,
              deckId,
              topics[q % topics.length],
              "Generated question "
                  + id
                  + ": which statement about multi-GPU training at scale is correct here?",
              choices,
              q % choices.size(),
              "Generated explanation for "
                  + id
                  + ". It is long enough to resemble a real one, mentioning NCCL, ZeRO and"
                  + " tensor parallelism in passing; = and # included.",
              q % 2 == 0 ? "Generated reference, section " + q : null,
              q % 3 == 0 ? "medium" : null,
              null));
    }
    Deck deck = new Deck(deckId, "Bench import deck", "Generated for ImportBench.", null, list);
    Path file = dir.resolve(deckId + (format == ExportFormat.CSV ? ".csv" : ".gift"));
    Files.writeString(file, format.write(deck));
    return file;
  }

  /**
   * Imports {@code file} {@code warmUp} times, then once per element of {@code cpuNanos}, measured.
   *
   * @param cpuNanos filled with the importing thread's CPU time of each measured import: less
   *     distorted than wall time when other processes share the cores
   * @return the wall time of each measured import, in nanoseconds
   */
  public static long[] warmImportNanos(Path file, int questions, int warmUp, long[] cpuNanos) {
    var threads = java.lang.management.ManagementFactory.getThreadMXBean();
    int runs = cpuNanos.length;
    DeckImporter importer = new DeckImporter(new ImportInput(ImportInput.DEFAULT_MAX_BYTES));
    DeckWriter writer = new DeckWriter();
    for (int i = 0; i < warmUp; i++) {
      check(importer.importFiles(List.of(file), null, null), questions, writer);
    }
    long[] wall = new long[runs];
    for (int i = 0; i < runs; i++) {
      long cpuStart = threads.getCurrentThreadCpuTime();
      long start = System.nanoTime();
      ImportResult result = importer.importFiles(List.of(file), null, null);
      check(result, questions, writer);
      wall[i] = System.nanoTime() - start;
      cpuNanos[i] = threads.getCurrentThreadCpuTime() - cpuStart;
    }
    return wall;
  }

  /** Checks the import and writes its YAML (part of what {@code quizbot import} does). */
  private static void check(ImportResult result, int questions, DeckWriter writer) {
    if (!result.isClean() || result.deck().questions().size() != questions) {
      throw new IllegalStateException("unexpected: " + result.problems());
    }
    if (writer.toYaml(result.deck(), null).isEmpty()) {
      throw new IllegalStateException("no YAML");
    }
  }

  public static long median(long[] values) {
    long[] sorted = values.clone();
    Arrays.sort(sorted);
    return sorted[sorted.length / 2];
  }
}
