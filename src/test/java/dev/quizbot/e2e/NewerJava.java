package dev.quizbot.e2e;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * A Java runtime newer than the build's, for tests of "runs on Java 17 or later": {@code
 * -Dquizbot.it.javaHome=/path/to/jdk}, or else the newest JDK 22 or later under {@code
 * /usr/lib/jvm} (CI machines carry Temurin's beside the default JDK). JDK 22 is the first that
 * warns about libraries loading native code.
 */
final class NewerJava {
  private static final Pattern VERSION = Pattern.compile("JAVA_VERSION=\"(\\d+)");
  private static final int AT_LEAST = 22;

  private NewerJava() {}

  static Optional<Path> home() {
    String chosen = System.getProperty("quizbot.it.javaHome", "");
    if (!chosen.isBlank()) {
      return Optional.of(Path.of(chosen));
    }
    Path jvms = Path.of("/usr/lib/jvm");
    if (!Files.isDirectory(jvms)) {
      return Optional.empty();
    }
    try (Stream<Path> homes = Files.list(jvms)) {
      return homes
          .filter(home -> Files.isExecutable(home.resolve("bin").resolve("java")))
          .filter(home -> featureVersion(home) >= AT_LEAST)
          .max(Comparator.comparingInt(NewerJava::featureVersion));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The feature version from the JDK's {@code release} file; 0 when it cannot be read. */
  private static int featureVersion(Path home) {
    try {
      Matcher m = VERSION.matcher(Files.readString(home.resolve("release")));
      return m.find() ? Integer.parseInt(m.group(1)) : 0;
    } catch (IOException | RuntimeException e) {
      return 0;
    }
  }
}
