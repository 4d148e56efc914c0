package dev.quizbot.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

final class VersionProviderTest {

  /** The project's own version, read from the pom as a reader of it would. */
  private static String pomVersion() throws IOException {
    String pom = Files.readString(Path.of("pom.xml"));
    Matcher m =
        Pattern.compile("<artifactId>quizbot</artifactId>\\s*<version>([^<]+)</version>")
            .matcher(pom);
    assertThat(m.find()).as("pom.xml names the project's version").isTrue();
    return m.group(1);
  }

  @Test
  @DisplayName("quizbot --version prints the pom's version and exits 0")
  void versionOptionPrintsThePomVersion() throws IOException {
    // GIVEN the command line as the jar builds it
    StringWriter out = new StringWriter();
    CommandLine cli = QuizbotCommand.commandLine(BotStarter.NOT_WIRED, Path.of("questions"));
    cli.setOut(new PrintWriter(out, true));

    // WHEN --version is asked for
    int status = cli.execute("--version");

    // THEN it prints the pom's version, filled in by the build, and succeeds
    assertThat(status).isZero();
    assertThat(out.toString().strip()).isEqualTo("quizbot " + pomVersion());
  }

  @Test
  @DisplayName("the version is filled in by the build, never the raw placeholder")
  void versionIsFiltered() {
    assertThat(VersionProvider.version()).doesNotContain("${").isNotBlank();
  }
}
