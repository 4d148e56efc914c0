package dev.quizbot.e2e;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The {@code ./quizbot} launcher as the README tells self-hosters to run it, from the repository
 * root against the packaged jar: it reuses an up-to-date jar, makes the class-data sharing archive
 * once, applies {@code config/jvm.options} with {@code QUIZBOT_JAVA_OPTS} after them, passes the
 * arguments on and returns the bot's exit status.
 */
final class LauncherIT {
  private static final Path LAUNCHER = Path.of("quizbot").toAbsolutePath();
  private static final Path TARGET = Path.of("target");
  private static final String MAKING_ARCHIVE = "quizbot: making the class-data sharing archive";

  @TempDir Path dir;

  @Test
  @DisplayName("./quizbot validate makes the archive once, then starts with it and jvm.options")
  void archiveMadeOnceAndUsed() throws Exception {
    // GIVEN a build without an archive yet (as right after ./mvnw package)
    deleteArchives();

    // WHEN the launcher runs twice
    Run first = launch(Map.of(), "validate");
    // -Xshare:on makes the JVM refuse to start if the archive cannot be used
    Run second = launch(Map.of("QUIZBOT_JAVA_OPTS", "-Xshare:on -XX:+PrintFlagsFinal"), "validate");

    // THEN the first run made the archive and validated the bank, the second reused both jar and
    // archive, with the JVM options of config/jvm.options
    assertThat(first.status).as(first.output).isZero();
    assertThat(first.output).contains(MAKING_ARCHIVE).contains("0 problems");
    assertThat(archives()).hasSize(1);
    assertThat(second.status).as(second.output).isZero();
    assertThat(second.output).doesNotContain(MAKING_ARCHIVE).doesNotContain("quizbot: building");
    assertThat(second.flag("MaxHeapSize")).isEqualTo("67108864"); // -Xmx64m
    assertThat(second.flag("UseSerialGC")).isEqualTo("true");
    assertThat(second.flag("TieredStopAtLevel")).isEqualTo("1");
  }

  @Test
  @DisplayName("QUIZBOT_JAVA_OPTS comes after jvm.options and wins")
  void javaOptsOverride() throws Exception {
    Run run = launch(Map.of("QUIZBOT_JAVA_OPTS", "-Xmx256m -XX:+PrintFlagsFinal"), "validate");

    assertThat(run.status).as(run.output).isZero();
    assertThat(run.flag("MaxHeapSize")).isEqualTo("268435456");
  }

  @Test
  @DisplayName("arguments reach the bot and its exit status comes back: a broken deck fails")
  void argumentsAndStatusPassThrough() throws Exception {
    // GIVEN a deck whose answer is not one of its choices
    Path deck = dir.resolve("broken.yaml");
    Files.writeString(
        deck,
        String.join(
            "\n",
            "id: broken",
            "title: Broken deck",
            "description: A deck with a mistake.",
            "questions:",
            "  - id: broken-1",
            "    topic: memory",
            "    prompt: Which memory is fastest?",
            "    choices: [Registers, Disk]",
            "    answer: Tape",
            "    explanation: Registers sit in the core.",
            ""));

    // WHEN the launcher validates that file
    Run run = launch(Map.of(), "validate", deck.toString());

    // THEN the problem is reported with its file and line, and the status is the bot's (1)
    assertThat(run.status).isEqualTo(1);
    assertThat(run.output).contains(deck + ":").contains("broken-1").contains("1 problem");
  }

  @Test
  @DisplayName("another Java runtime gets an archive of its own instead of a CDS warning")
  void archivePerJavaRuntime() throws Exception {
    // GIVEN an archive made by this JDK, and a newer JDK installed beside it
    Optional<Path> newer = NewerJava.home();
    assumeTrue(newer.isPresent(), "no JDK 22 or later under /usr/lib/jvm");
    deleteArchives();
    assertThat(launch(Map.of(), "validate").status).isZero();

    // WHEN the launcher runs with the newer JDK first on the PATH, twice
    Map<String, String> onNewer = Map.of("PATH", newer.get().resolve("bin") + ":/usr/bin:/bin");
    Run first = launch(onNewer, "validate");
    Map<String, String> strict = new HashMap<>(onNewer);
    strict.put("QUIZBOT_JAVA_OPTS", "-Xshare:on"); // refuses to start without a usable archive
    Run second = launch(strict, "validate");

    // THEN the first run made a second archive and printed no warning about the first one; the
    // second used it
    assertThat(first.status).as(first.output).isZero();
    assertThat(first.output).contains(MAKING_ARCHIVE).doesNotContain("[cds]");
    assertThat(archives()).hasSize(2);
    assertThat(second.status).as(second.output).isZero();
    assertThat(second.output).doesNotContain(MAKING_ARCHIVE).doesNotContain("[cds]");
  }

  @Test
  @DisplayName("JAVA_HOME picks the runtime, past a version manager's java shim on the PATH")
  void javaHomeWinsOverAShim() throws Exception {
    // GIVEN a version manager's shim as the only java on the PATH (it runs this test's JDK, and
    // its path says nothing about which JDK), and a newer JDK beside this one
    Optional<Path> newer = NewerJava.home();
    assumeTrue(newer.isPresent(), "no JDK 22 or later under /usr/lib/jvm");
    deleteArchives();
    Path shims = Files.createDirectories(dir.resolve("shims"));
    Path shim = shims.resolve("java");
    Files.writeString(
        shim,
        "#!/bin/sh\nexec '"
            + Path.of(System.getProperty("java.home"), "bin", "java")
            + "' \"$@\"\n");
    shim.toFile().setExecutable(true);
    String path = shims + ":/usr/bin:/bin";

    // WHEN the launcher runs with JAVA_HOME set to the newer JDK, then to this one
    Run onNewer =
        launch(
            Map.of(
                "PATH",
                path,
                "JAVA_HOME",
                newer.get().toString(),
                "QUIZBOT_JAVA_OPTS",
                "-XshowSettings:properties"),
            "validate");
    Run onThis =
        launch(
            Map.of(
                "PATH",
                path,
                "JAVA_HOME",
                System.getProperty("java.home"),
                "QUIZBOT_JAVA_OPTS",
                "-Xshare:on"), // refuses to start without a usable archive
            "validate");

    // THEN the first ran on the newer JDK, and each runtime got an archive of its own
    assertThat(onNewer.status).as(onNewer.output).isZero();
    assertThat(onNewer.output).contains("java.home = " + newer.get().toRealPath());
    assertThat(onThis.status).as(onThis.output).isZero();
    assertThat(onThis.output).contains(MAKING_ARCHIVE).doesNotContain("[cds]");
    assertThat(archives()).hasSize(2);
  }

  @Test
  @DisplayName("a JAVA_HOME without a java is refused with one line naming it, as the wrapper does")
  void brokenJavaHomeIsRefused() throws Exception {
    // GIVEN JAVA_HOME set to a folder that does not exist (a typo, or a JDK since uninstalled),
    // and a working java on the PATH
    Map<String, String> env = Map.of("JAVA_HOME", dir.resolve("no-such-jdk").toString());

    // WHEN the launcher runs with the jar up to date
    Run run = launch(env, "validate");

    // THEN it stops with a usage status and a line that names JAVA_HOME, as ./mvnw does for the
    // same setting (it runs the PATH's java instead, silently: the same JAVA_HOME works or fails
    // depending on whether a rebuild is due, and the shim's one-archive-for-all problem is back)
    assertThat(run.status).as(run.output).isEqualTo(2);
    assertThat(run.output).contains("JAVA_HOME").doesNotContain("0 problems");
  }

  /** The launcher's archives: {@code target/quizbot-<runtime>.jsa}, one per Java runtime. */
  private static List<Path> archives() throws IOException {
    try (Stream<Path> files = Files.list(TARGET)) {
      return files.filter(f -> f.getFileName().toString().matches("quizbot-\\d+\\.jsa")).toList();
    }
  }

  private static void deleteArchives() throws IOException {
    for (Path archive : archives()) {
      Files.delete(archive);
    }
  }

  private record Run(int status, String output) {
    /** The value of one -XX:+PrintFlagsFinal line, e.g. "67108864" for MaxHeapSize. */
    String flag(String name) {
      return output
          .lines()
          .map(String::trim)
          .map(l -> l.split("\\s+"))
          .filter(f -> f.length >= 4 && f[1].equals(name) && f[2].equals("="))
          .map(f -> f[3])
          .findFirst()
          .orElseThrow(() -> new AssertionError("no " + name + " flag in:\n" + output));
    }
  }

  /**
   * Runs the launcher with a clean environment (PATH leads to this test's JDK) plus {@code env}.
   */
  private Run launch(Map<String, String> env, String... args) throws IOException {
    Path out = dir.resolve("launcher-" + System.nanoTime() + ".log");
    ProcessBuilder builder =
        new ProcessBuilder(
            concat(List.of("bash", LAUNCHER.toString()), List.of(args)).toArray(String[]::new));
    builder.directory(dir.toFile()); // the launcher changes to its own folder itself
    builder.environment().clear();
    Path javaBin = Path.of(System.getProperty("java.home"), "bin");
    builder
        .environment()
        .put("PATH", javaBin + ":" + System.getenv().getOrDefault("PATH", "/usr/bin:/bin"));
    builder.environment().put("HOME", System.getProperty("user.home"));
    builder.environment().putAll(env);
    builder.redirectErrorStream(true).redirectOutput(out.toFile());
    Process process = builder.start();
    try {
      if (!process.waitFor(120, TimeUnit.SECONDS)) {
        process.destroyForcibly();
        throw new AssertionError("./quizbot did not finish within 120 s");
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
    return new Run(process.exitValue(), Files.readString(out, StandardCharsets.UTF_8));
  }

  private static List<String> concat(List<String> a, List<String> b) {
    List<String> all = new java.util.ArrayList<>(a);
    all.addAll(b);
    return all;
  }
}
