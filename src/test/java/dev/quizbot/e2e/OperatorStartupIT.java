package dev.quizbot.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import org.assertj.core.api.InstanceOfAssertFactories;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Start-up failures a self-hosting admin meets in practice, seen through the packaged jar: each
 * must end in one line that says what is wrong and what to do (README "When start-up fails").
 */
final class OperatorStartupIT {
  private static final String TOKEN = "Mfake.OperatorStartupIT-token.do-not-log";
  private static final Duration EXIT_TIMEOUT = Duration.ofSeconds(30);

  @TempDir Path dir;

  @Test
  @DisplayName("A question folder without any deck makes the bot name the folder it searched")
  void emptyBankNamesTheFolder() throws IOException {
    // GIVEN bank.paths pointing at an existing folder with no deck in it (e.g. a wrong mount)
    Path empty = Files.createDirectories(dir.resolve("my-questions"));
    Map<String, String> env = environment(closedPort());
    env.put("QUIZBOT_BANK_PATHS", empty.toString());

    // WHEN the jar starts
    JarExit run = JarExit.run(env, EXIT_TIMEOUT);

    // THEN it exits 3 with a line that says no questions were found, and where it looked
    assertThat(run.status()).isEqualTo(3);
    assertThat(run.quizbotLines())
        .singleElement(InstanceOfAssertFactories.STRING)
        .as("the line must say where it looked for questions")
        .contains(empty.toString());
  }

  @Test
  @DisplayName("Discord out of reach at start-up is named as such, not as a bug to report")
  void discordUnreachableIsNamed() throws IOException {
    // GIVEN a Discord address nothing answers on (no network yet, a firewall, an outage)
    Map<String, String> env = environment(closedPort());

    // WHEN the jar starts
    JarExit run = JarExit.run(env, EXIT_TIMEOUT);

    // THEN it fails with one line saying Discord could not be reached, not "report it"
    assertThat(run.status()).as("README: exit 6, Discord could not be reached").isEqualTo(6);
    assertThat(run.quizbotLines())
        .singleElement(InstanceOfAssertFactories.STRING)
        .containsIgnoringCase("discord")
        .doesNotContain("unexpected failure")
        .doesNotContain("report it")
        .doesNotContain("Exception");
  }

  /** A working set-up except that Discord is at {@code port}. */
  private Map<String, String> environment(int port) {
    return JarWorld.environment(
        TOKEN,
        "http://127.0.0.1:" + port + "/api/v10/",
        "ws://127.0.0.1:" + port + "/",
        dir.resolve("data").resolve("quizbot.db"));
  }

  /** A loopback port that was free a moment ago: connecting to it is refused. */
  private static int closedPort() throws IOException {
    try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      return socket.getLocalPort();
    }
  }
}
