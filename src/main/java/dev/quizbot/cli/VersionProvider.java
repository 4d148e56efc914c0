package dev.quizbot.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;
import picocli.CommandLine.IVersionProvider;

/**
 * {@code quizbot --version}: the pom's version, which the build writes into {@code
 * version.properties} beside this class. One source of truth, so a release only edits the pom.
 */
public final class VersionProvider implements IVersionProvider {
  static final String RESOURCE = "version.properties";

  @Override
  public String[] getVersion() {
    return new String[] {"quizbot " + version()};
  }

  /** The version the jar was built as, e.g. {@code 1.0.0}. */
  public static String version() {
    try (InputStream in = VersionProvider.class.getResourceAsStream(RESOURCE)) {
      if (in == null) {
        // Only a build that skipped resource processing lacks it; say so rather than guess.
        return "unknown (no " + RESOURCE + " in the build)";
      }
      Properties properties = new Properties();
      properties.load(in);
      return properties.getProperty("version", "unknown");
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
