package dev.quizbot.bench.suite;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Records {@code src/main/cds/quizbot.classlist}: the classes (and lambda shapes) the packaged bot
 * loads from launch through login, ready and a clean stop against the fake Discord. The Dockerfile,
 * the launcher and the benchmark suite build the class-data sharing archive from this list ({@code
 * -Xshare:dump}), so the archive holds JDA's post-login classes too, which a training start against
 * a dead address never loads. Re-record it after adding dependencies or start-up code (a stale list
 * is harmless: a class missing from it is loaded from the jar, as without an archive).
 *
 * <pre>./mvnw -B -ntp package -DskipTests
 * ./mvnw -q -Pbench test-compile exec:java -Dbench=suite.CdsClassList</pre>
 */
public final class CdsClassList {
  static final Path FILE = Path.of("src", "main", "cds", "quizbot.classlist");

  private CdsClassList() {}

  public static void main(String[] args) throws Exception {
    Path raw = Files.createTempFile("quizbot", ".classlist");
    List<String> options = new ArrayList<>(JvmOptions.forBot());
    options.add("-XX:DumpLoadedClassList=" + raw);
    try (BotWorld world = new BotWorld(1_000, 1);
        BotProcess bot = BotProcess.start(world, options)) {
      System.out.printf("bot ready after %d ms; stopping it%n", bot.startupNanos() / 1_000_000);
    } // close() sends SIGTERM: the stop path's classes are recorded too
    List<String> lines = new ArrayList<>();
    lines.add("# Classes the bot loads until ready, for -Xshare:dump (see CdsClassList.java).");
    for (String line : Files.readAllLines(raw)) {
      // Dynamic proxies get new names in every JVM: the dump cannot find them by name.
      if (!line.contains("$Proxy")) {
        lines.add(line);
      }
    }
    Files.createDirectories(FILE.getParent());
    Files.write(FILE, lines);
    Files.delete(raw);
    System.out.printf("%s: %d lines%n", FILE, lines.size());
  }
}
