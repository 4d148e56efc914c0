package dev.quizbot.bench;

import dev.quizbot.bank.BankLoader;
import dev.quizbot.bank.Deck;
import dev.quizbot.bank.DeckWriter;
import dev.quizbot.bank.LoadResult;
import dev.quizbot.bank.Question;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Load + validate time of a generated 10,000-question bank: warm (in this JVM, median after
 * warm-up) and cold ({@code java -jar target/quizbot.jar validate DIR} as a new process).
 *
 * <p>Run: {@code ./mvnw -q -Pbench test-compile exec:java -Dbench=BankLoadBench} (build the jar
 * first with {@code ./mvnw -q package -DskipTests} for the cold figures).
 */
public final class BankLoadBench {

  private static final int QUESTIONS = 10_000;
  private static final int DECKS = 10;
  private static final int WARM_UP = 15;
  private static final int RUNS = 21;
  private static final int COLD_RUNS = 5;

  public static void main(String[] args) throws Exception {
    Path dir = Files.createTempDirectory("quizbot-bench");
    long bytes = generate(dir, QUESTIONS);
    System.out.printf(
        "bank: %,d questions in %d YAML decks, %,d bytes, at %s%n", QUESTIONS, DECKS, bytes, dir);

    long[] cpu = new long[RUNS];
    long[] warm = warmLoadNanos(dir, QUESTIONS, WARM_UP, cpu);
    System.out.printf(
        "warm load+validate: median %.1f ms, min %.1f ms, max %.1f ms (%d runs after %d warm-up)%n",
        median(warm) / 1e6, min(warm) / 1e6, max(warm) / 1e6, RUNS, WARM_UP);
    // CPU time is less distorted than wall time when other processes share the cores.
    System.out.printf(
        "warm process CPU time per load: median %.1f ms (includes JIT and GC threads)%n",
        median(cpu) / 1e6);
    System.out.printf("cores available: %d%n", Runtime.getRuntime().availableProcessors());

    Path jar = Path.of("target/quizbot.jar");
    if (!Files.isRegularFile(jar)) {
      System.out.println(
          "cold: skipped, target/quizbot.jar not built (./mvnw -q package -DskipTests)");
      return;
    }
    long[] cold = new long[COLD_RUNS];
    for (int i = 0; i < COLD_RUNS; i++) {
      cold[i] = coldRun(jar, dir);
    }
    System.out.printf(
        "cold java -jar target/quizbot.jar validate: median %.0f ms, min %.0f ms (%d runs)%n",
        median(cold) / 1e6, min(cold) / 1e6, COLD_RUNS);
  }

  /**
   * Loads and validates the bank in {@code dir} {@code warmUp} times, then once per element of
   * {@code cpuNanos}, measuring each of those.
   *
   * @param questions how many questions the bank must hold (checked on every load)
   * @param cpuNanos filled with the process CPU time of each measured load
   * @return the wall time of each measured load, in nanoseconds
   */
  public static long[] warmLoadNanos(Path dir, int questions, int warmUp, long[] cpuNanos) {
    BankLoader loader = new BankLoader();
    for (int i = 0; i < warmUp; i++) {
      check(loader.load(dir), questions);
    }
    long[] warm = new long[cpuNanos.length];
    for (int i = 0; i < warm.length; i++) {
      long cpuStart = processCpuNanos();
      long start = System.nanoTime();
      LoadResult result = loader.load(dir);
      warm[i] = System.nanoTime() - start;
      cpuNanos[i] = processCpuNanos() - cpuStart;
      check(result, questions);
    }
    return warm;
  }

  private static long coldRun(Path jar, Path dir) throws IOException, InterruptedException {
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    ProcessBuilder builder =
        new ProcessBuilder(java, "-jar", jar.toString(), "validate", dir.toString())
            .redirectErrorStream(true);
    long start = System.nanoTime();
    Process process = builder.start();
    String output = new String(process.getInputStream().readAllBytes());
    if (!process.waitFor(60, TimeUnit.SECONDS) || process.exitValue() != 0) {
      throw new IllegalStateException("validate failed: " + output);
    }
    return System.nanoTime() - start;
  }

  private static void check(LoadResult result, int questions) {
    if (!result.isClean() || result.bank().size() != questions) {
      throw new IllegalStateException("unexpected: " + result.summary());
    }
  }

  /**
   * Writes a generated bank of {@code questions} questions in {@value #DECKS} YAML decks into
   * {@code dir}.
   *
   * @return the bytes written
   */
  public static long generate(Path dir, int questions) throws IOException {
    DeckWriter writer = new DeckWriter();
    String[] topics = {"parallelism", "communication", "memory", "precision", "interconnect"};
    int perDeck = questions / DECKS;
    long bytes = 0;
    for (int d = 0; d < DECKS; d++) {
      String deckId = "bench-deck-" + d;
      List<Question> deckQuestions = new ArrayList<>();
      for (int q = 0; q < perDeck; q++) {
        String id = deckId + "-q" + q;
        List<String> choices =
            List.of(
                "Choice one for " + id + " about gradient synchronisation",
                "Choice two for " + id + " about activation memory",
                "Choice three for " + id + " about NVLink bandwidth",
                "Choice four for " + id + " about loss scaling");
        deckQuestions.add(
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
                    + " tensor parallelism in passing.",
                q % 2 == 0 ? "Generated reference, section " + q : null,
                q % 3 == 0 ? "medium" : null,
                null));
      }
      Deck deck =
          new Deck(deckId, "Bench deck " + d, "Generated for BankLoadBench.", null, deckQuestions);
      Path file = dir.resolve(deckId + ".yaml");
      Files.writeString(file, writer.toYaml(deck, null));
      bytes += Files.size(file);
    }
    return bytes;
  }

  private static long processCpuNanos() {
    var os = java.lang.management.ManagementFactory.getOperatingSystemMXBean();
    return os instanceof com.sun.management.OperatingSystemMXBean sun ? sun.getProcessCpuTime() : 0;
  }

  private static long median(long[] values) {
    long[] sorted = values.clone();
    Arrays.sort(sorted);
    return sorted[sorted.length / 2];
  }

  private static long min(long[] values) {
    return Arrays.stream(values).min().orElseThrow();
  }

  private static long max(long[] values) {
    return Arrays.stream(values).max().orElseThrow();
  }
}
