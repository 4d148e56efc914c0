package dev.quizbot.bench;

import dev.quizbot.e2e.JarProcess;
import dev.quizbot.fakediscord.FakeDiscord;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Start-up time of the packaged bot as a user sees it: from launching {@code java -jar
 * target/quizbot.jar} (no JVM flags) until its "ready" log line, against the fake Discord, with a
 * fresh SQLite file each run (migrations included) and the shipped bank. Needs {@code ./mvnw
 * package} first.
 *
 * <pre>./mvnw -q -Pbench test-compile exec:java -Dbench=StartupBench [-Druns=7]
 *     [-Djvm="-XX:TieredStopAtLevel=1"] [-Dverbose=true]</pre>
 */
public final class StartupBench {
  private StartupBench() {}

  public static void main(String[] args) throws IOException {
    int runs = Integer.getInteger("runs", 7);
    String jvm = System.getProperty("jvm", "").strip();
    List<String> jvmOptions = jvm.isEmpty() ? List.of() : List.of(jvm.split("\\s+"));
    boolean verbose = Boolean.getBoolean("verbose");
    List<Long> millis = new ArrayList<>();
    try (FakeDiscord discord = FakeDiscord.start()) {
      discord.createTextChannel(discord.createGuild("Bench Guild"), "quiz");
      for (int i = 0; i < runs; i++) {
        Path dir = Files.createTempDirectory("quizbot-startup");
        Map<String, String> env = new HashMap<>();
        env.put("DISCORD_TOKEN", discord.token());
        env.put("QUIZBOT_DISCORD_API_URL", discord.apiUrl());
        env.put("QUIZBOT_DISCORD_GATEWAY_URL", discord.gatewayUrl());
        env.put("QUIZBOT_DATABASE_URL", "jdbc:sqlite:" + dir.resolve("quizbot.db"));
        long start = System.nanoTime();
        try (JarProcess jar = JarProcess.start(jvmOptions, env)) {
          jar.awaitOutput("ready in", Duration.ofSeconds(60));
          long took = (System.nanoTime() - start) / 1_000_000;
          millis.add(took);
          System.out.printf("run %d: %d ms to ready%n", i + 1, took);
          jar.sigterm();
          jar.awaitExit(Duration.ofSeconds(20));
          if (verbose) {
            System.out.print(jar.output());
          }
        }
      }
    }
    List<Long> sorted = new ArrayList<>(millis);
    Collections.sort(sorted);
    System.out.printf(
        "start-up to ready over %d runs%s: median %d ms, best %d ms, worst %d ms (%d cores)%n",
        runs,
        jvmOptions.isEmpty() ? "" : " with " + jvmOptions,
        sorted.get(sorted.size() / 2),
        sorted.get(0),
        sorted.get(sorted.size() - 1),
        Runtime.getRuntime().availableProcessors());
  }
}
