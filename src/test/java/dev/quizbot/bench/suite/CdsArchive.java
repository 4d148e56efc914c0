package dev.quizbot.bench.suite;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The application class-data sharing archive of the packaged jar, made the way the Dockerfile makes
 * it: one start of the bot with {@code -XX:ArchiveClassesAtExit} against a Discord address where
 * nothing listens, so everything up to the login (settings, bank, database migration, JDA, HTTP
 * client) is loaded and archived, then the failed login ends the process.
 */
final class CdsArchive {
  static final Path FILE = Path.of("target", "bench", "quizbot.jsa");

  private CdsArchive() {}

  /** Creates the archive for the current jar unless an archive newer than the jar exists. */
  static Path ensure(List<String> jvmOptions) throws Exception {
    if (Files.isRegularFile(FILE)
        && Files.getLastModifiedTime(FILE).compareTo(Files.getLastModifiedTime(BotProcess.JAR))
            > 0) {
      return FILE;
    }
    Files.createDirectories(FILE.getParent());
    Files.deleteIfExists(FILE);
    Path dir = Files.createTempDirectory("quizbot-cds");
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.addAll(jvmOptions);
    command.add("-XX:ArchiveClassesAtExit=" + FILE);
    command.addAll(List.of("-jar", BotProcess.JAR.toString(), "run"));
    ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
    builder.environment().put("DISCORD_TOKEN", "cds.training.token");
    builder.environment().put("QUIZBOT_DISCORD_API_URL", "http://127.0.0.1:9/api/v10/");
    builder.environment().put("QUIZBOT_DISCORD_GATEWAY_URL", "ws://127.0.0.1:9/");
    builder.environment().put("QUIZBOT_DATABASE_URL", "jdbc:sqlite:" + dir.resolve("cds.db"));
    Process process = builder.start();
    String output = new String(process.getInputStream().readAllBytes());
    process.waitFor(60, TimeUnit.SECONDS);
    if (!Files.isRegularFile(FILE)) {
      throw new IllegalStateException("no CDS archive was written:\n" + output);
    }
    return FILE;
  }
}
