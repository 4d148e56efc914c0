package dev.quizbot.bench.suite;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * Records {@code src/main/cds/quizbot.classlist}: the classes (and lambda shapes) the packaged bot
 * loads from launch through login, ready and a clean stop against the fake Discord. The Dockerfile,
 * the launcher and the benchmark suite build the class-data sharing archive from this list ({@code
 * -Xshare:dump}), so the archive holds JDA's post-login classes too, which a training start against
 * a dead address never loads. Re-record it after adding dependencies or start-up code: a class
 * missing from it is loaded from the jar, as without an archive, which costs start-up time (P3).
 * {@code CdsClassListIT} fails when the list has fallen behind the code.
 *
 * <pre>./mvnw -B -ntp package -DskipTests
 * ./mvnw -q -Pbench test-compile exec:java -Dbench=suite.CdsClassList</pre>
 */
public final class CdsClassList {
  /** The committed list. */
  public static final Path FILE = Path.of("src", "main", "cds", "quizbot.classlist");

  /** How to re-record the list, for messages. */
  public static final String RECORD_COMMAND =
      "./mvnw -B -ntp package -DskipTests && ./mvnw -q -Pbench test-compile exec:java"
          + " -Dbench=suite.CdsClassList";

  private static final long SETTLE_AFTER_READY_MILLIS = 2_000;

  private CdsClassList() {}

  public static void main(String[] args) throws Exception {
    List<String> lines = new ArrayList<>();
    lines.add("# Classes the bot loads until ready, for -Xshare:dump (see CdsClassList.java).");
    lines.addAll(record());
    Files.createDirectories(FILE.getParent());
    Files.write(FILE, lines);
    System.out.printf("%s: %d lines%n", FILE, lines.size());
  }

  /**
   * Starts the packaged bot against a fake Discord with one server of 1,000 members, waits for
   * ready and two seconds more (the first daily tick), stops it with SIGTERM (so the stop path's
   * classes count too) and returns the lines the JVM recorded with {@code -XX:DumpLoadedClassList}.
   */
  public static List<String> record() throws Exception {
    Path raw = Files.createTempFile("quizbot", ".classlist");
    try {
      List<String> options = new ArrayList<>(JvmOptions.forBot());
      options.add("-XX:DumpLoadedClassList=" + raw);
      try (BotWorld world = new BotWorld(1_000, 1);
          BotProcess bot = BotProcess.start(world, options)) {
        System.out.printf("bot ready after %d ms%n", bot.startupNanos() / 1_000_000);
        // The first daily tick runs just after the ready line: without this pause its classes
        // would be recorded or not depending on which came first, the tick or the SIGTERM.
        Thread.sleep(SETTLE_AFTER_READY_MILLIS);
      } // close() sends SIGTERM and waits for the exit, which writes the list
      List<String> lines = new ArrayList<>();
      for (String line : Files.readAllLines(raw)) {
        // Dynamic proxies get new names in every JVM: the dump cannot find them by name.
        if (!line.contains("$Proxy")) {
          lines.add(line);
        }
      }
      return lines;
    } finally {
      Files.deleteIfExists(raw);
    }
  }

  /**
   * The names of the classes in a list's lines (as {@code dev/quizbot/Main}), without comments and
   * the {@code @} lines that describe lambda shapes rather than classes.
   */
  public static Set<String> classNames(List<String> lines) {
    Set<String> names = new TreeSet<>();
    for (String line : lines) {
      String trimmed = line.strip();
      if (trimmed.isEmpty() || trimmed.startsWith("#") || trimmed.startsWith("@")) {
        continue;
      }
      int space = trimmed.indexOf(' ');
      names.add(space < 0 ? trimmed : trimmed.substring(0, space));
    }
    return names;
  }
}
