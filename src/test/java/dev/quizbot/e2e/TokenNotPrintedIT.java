package dev.quizbot.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The packaged bot at its most verbose never prints the token. Text format only: the masking works
 * on the finished line of either format (LoggingSetupTest covers JSON), and each run costs seconds.
 */
final class TokenNotPrintedIT {
  private static final String TOKEN = "Mfake.TokenNotPrintedIT-token.do-not-log";

  @RegisterExtension final JarWorld world = new JarWorld(TOKEN, "text.db");

  @Test
  @DisplayName("A whole run at TRACE (login, gateway traffic, stop) never prints the token")
  void traceOutputHasNoToken() {
    String format = "text";
    // GIVEN the bot at log level TRACE
    Map<String, String> env = world.environment();
    env.put("QUIZBOT_LOG_LEVEL", "TRACE");
    env.put("QUIZBOT_LOG_FORMAT", format);

    // WHEN it logs in, gets ready and is stopped
    try (JarProcess jar = JarProcess.start(env)) {
      jar.awaitOutput("ready in", Duration.ofSeconds(30));
      jar.sigterm();
      assertThat(jar.awaitExit(JarProcess.STOP_WAIT)).isZero();

      // THEN it printed a lot at TRACE (JDA's own lines included) but never the token
      String output = jar.output();
      assertThat(output.lines().filter(l -> l.contains("TRACE")).count())
          .as(format)
          .isGreaterThan(20);
      assertThat(output.lines().filter(l -> l.contains("n.d.j") || l.contains("net.dv8tion")))
          .as(format)
          .hasSizeGreaterThan(10);
      assertThat(output).as(format).contains("Finished Loading").doesNotContain(TOKEN);
    }
  }
}
