package dev.quizbot.bench.suite;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The class-data sharing archive of the packaged jar, made the way the Dockerfile and the launcher
 * make it: a static dump ({@code -Xshare:dump}) of the classes in the committed class list {@link
 * CdsClassList#FILE}, recorded from a full start against the fake Discord, with the bot's JVM
 * options and the same class path as the bot's {@code -jar target/quizbot.jar}.
 */
final class CdsArchive {
  static final Path FILE = Path.of("target", "bench", "quizbot.jsa");

  private CdsArchive() {}

  /** Creates the archive unless one newer than both the jar and the class list exists. */
  static Path ensure(List<String> jvmOptions) throws Exception {
    if (Files.isRegularFile(FILE)
        && isNewer(FILE, BotProcess.JAR)
        && isNewer(FILE, CdsClassList.FILE)) {
      return FILE;
    }
    Files.createDirectories(FILE.getParent());
    Files.deleteIfExists(FILE);
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.addAll(jvmOptions);
    command.add("-Xshare:dump");
    command.add("-XX:SharedClassListFile=" + CdsClassList.FILE);
    command.add("-XX:SharedArchiveFile=" + FILE);
    command.addAll(List.of("-cp", BotProcess.JAR.toString()));
    Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
    String output = new String(process.getInputStream().readAllBytes());
    process.waitFor(120, TimeUnit.SECONDS);
    if (!Files.isRegularFile(FILE)) {
      throw new IllegalStateException("no CDS archive was written:\n" + output);
    }
    return FILE;
  }

  private static boolean isNewer(Path file, Path than) throws Exception {
    return !Files.exists(than)
        || Files.getLastModifiedTime(file).compareTo(Files.getLastModifiedTime(than)) > 0;
  }
}
