package dev.quizbot.bench;

import dev.quizbot.config.ConfigLoader;
import dev.quizbot.config.QuizbotConfig;
import java.nio.file.Path;
import java.util.Map;

/**
 * How much of start-up goes to reading and validating config/quizbot.yaml: the first load (cold
 * classes, Jackson YAML set-up) and the average of later loads.
 *
 * <p>Run: {@code ./mvnw -q -Pbench test-compile exec:java -Dbench=ConfigLoadBench}
 */
public final class ConfigLoadBench {
  private ConfigLoadBench() {}

  public static void main(String[] args) {
    Path file = Path.of("config/quizbot.yaml");
    Map<String, String> env = Map.of("QUIZBOT_DATABASE_URL", "jdbc:sqlite:/data/quizbot.db");
    long start = System.nanoTime();
    org.slf4j.LoggerFactory.getLogger(ConfigLoadBench.class).debug("logging initialised");
    long loggingNanos = System.nanoTime() - start;
    start = System.nanoTime();
    QuizbotConfig first = new ConfigLoader(env).load(file);
    long coldNanos = System.nanoTime() - start;
    int runs = 2_000;
    start = System.nanoTime();
    for (int i = 0; i < runs; i++) {
      first = new ConfigLoader(env).load(file);
    }
    long warmNanos = (System.nanoTime() - start) / runs;
    System.out.printf(
        "logging init %.1f ms; config load: first %.1f ms, then %.3f ms each (%d runs);"
            + " database.url=%s%n",
        loggingNanos / 1e6, coldNanos / 1e6, warmNanos / 1e6, runs, first.database().url());
  }
}
