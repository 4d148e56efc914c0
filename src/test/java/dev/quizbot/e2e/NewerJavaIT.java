package dev.quizbot.e2e;

import static dev.quizbot.e2e.JarWorld.TIMEOUT;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.quizbot.fakediscord.FakeMessage;
import dev.quizbot.fakediscord.FakeUser;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The README says the bot runs on Java 17 or later. The suite itself runs on the build's JDK (17),
 * so this starts the packaged jar on the newest other JDK installed beside it (CI machines carry
 * Temurin's, seen at 25): it must start, post and grade a round and stop cleanly without a single
 * JVM warning. JDK 22+ warns at every start about a library loading native code (sqlite-jdbc)
 * unless the jar's manifest enables native access.
 *
 * <p>{@code -Dquizbot.it.javaHome=/path/to/jdk} chooses the runtime; without it the newest JDK 22
 * or later under {@code /usr/lib/jvm} is used, and the test is skipped when there is none.
 */
final class NewerJavaIT {
  private static final String TOKEN = "Mfake.NewerJavaIT-token.do-not-log";

  @RegisterExtension final JarWorld world = new JarWorld(TOKEN);

  @Test
  @DisplayName("On a newer Java the jar starts, grades a round and stops without any JVM warning")
  void runsOnNewerJavaWithoutWarnings() {
    // GIVEN a Java runtime newer than the one the project is built with
    Optional<Path> newer = NewerJava.home();
    assumeTrue(newer.isPresent(), "no JDK 22 or later under /usr/lib/jvm");

    // WHEN the packaged jar runs on it, and alice answers a /quiz round
    FakeUser alice = world.createMember("alice");
    try (JarProcess jar = JarProcess.start(newer.get(), List.of(), world.environment())) {
      jar.awaitOutput("ready in", TIMEOUT);
      FakeMessage question = world.quiz(alice, world.quizChannel());
      world.discord().react(alice, question, "🇦");
      Poll.until(() -> world.count("answers") == 1, TIMEOUT, "alice's answer graded and stored");
      jar.sigterm();

      // THEN it stops cleanly, and printed nothing but its own log lines: no JVM warning
      assertThat(jar.awaitExit(JarProcess.STOP_WAIT))
          .as("exit status on %s; output:\n%s", newer.get(), jar.output())
          .isZero();
      assertThat(jar.output())
          .as("output on %s", newer.get())
          .contains("stopped")
          .doesNotContain("WARNING:")
          .doesNotContain(" WARN ")
          .doesNotContain(" ERROR ")
          .doesNotContain(TOKEN);
    }
  }
}
