package dev.quizbot.bench.suite;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

/**
 * The JVM options the bot runs with: {@code config/jvm.options}, the same file the Dockerfile and
 * the launcher pass to java as {@code @config/jvm.options}. {@code -Dbench.jvm="..."} replaces them
 * to try other flags (space-separated; "none" for the JVM's own defaults).
 */
final class JvmOptions {
  static final Path FILE = Path.of("config", "jvm.options");

  private JvmOptions() {}

  /**
   * The options plus {@code -XX:SharedArchiveFile} of an archive made like the Dockerfile's (off
   * with {@code -Dbench.cds=false}).
   */
  static List<String> forBotWithArchive() throws Exception {
    List<String> options = forBot();
    if (!Boolean.parseBoolean(System.getProperty("bench.cds", "true"))) {
      return options;
    }
    List<String> withArchive = new java.util.ArrayList<>(options);
    withArchive.add("-XX:SharedArchiveFile=" + CdsArchive.ensure(options));
    return withArchive;
  }

  static List<String> forBot() {
    String override = System.getProperty("bench.jvm", "file");
    if (!override.equals("file")) {
      return override.isBlank() || override.equals("none")
          ? List.of()
          : Arrays.asList(override.trim().split("\\s+"));
    }
    if (!Files.isRegularFile(FILE)) {
      return List.of();
    }
    return List.of("@" + FILE);
  }

  /** The options as one readable line, for the report. */
  static String describe() {
    String cds =
        Boolean.parseBoolean(System.getProperty("bench.cds", "true"))
            ? " + AppCDS archive (as the Dockerfile makes it)"
            : " (no AppCDS archive)";
    return options() + cds;
  }

  private static String options() {
    List<String> options = forBot();
    if (options.size() == 1 && options.get(0).startsWith("@")) {
      try {
        return String.join(
            " ",
            Files.readAllLines(FILE).stream()
                .map(line -> line.replaceAll("#.*", "").trim())
                .filter(line -> !line.isEmpty())
                .toList());
      } catch (IOException e) {
        return options.get(0);
      }
    }
    return options.isEmpty() ? "(JVM defaults)" : String.join(" ", options);
  }
}
