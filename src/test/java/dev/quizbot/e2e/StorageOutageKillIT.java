package dev.quizbot.e2e;

import static dev.quizbot.e2e.JarWorld.TIMEOUT;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.quizbot.fakediscord.FakeMessage;
import dev.quizbot.fakediscord.FakeUser;
import dev.quizbot.testing.RealFaults;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The packaged jar killed with {@code kill -9} while its SQLite files are immutable ({@code chattr
 * +i}, root only: CI) and started again once they are writable: the answer it held in memory is
 * graded from the member's reaction, the round revealed once, nothing counted twice.
 */
final class StorageOutageKillIT {
  private static final String TOKEN = "Mfake.StorageOutageKillIT-token.do-not-log";

  @RegisterExtension final JarWorld world = new JarWorld(TOKEN);

  @Test
  @DisplayName("kill -9 during a storage fault, restart after it: nothing lost, nothing doubled")
  void killedDuringTheFault() throws Exception {
    assumeTrue(RealFaults.canChattr(), RealFaults.CHATTR_NEEDS);
    FakeUser alice = world.createMember("alice");
    FakeUser bob = world.createMember("bob");
    FakeMessage question;
    try (JarProcess first = JarProcess.start(environment())) {
      first.awaitOutput("ready in", TIMEOUT);
      question = world.quiz(alice, world.quizChannel());
      world.discord().react(alice, question, "🇦");
      Poll.until(() -> world.count("answers") == 1, TIMEOUT, "alice's answer stored");

      // WHEN the database files become immutable and bob answers
      RealFaults.immutable(world.database(), true);
      try {
        world.discord().react(bob, question, "🇧");
        first.awaitOutput("storing answers fails", TIMEOUT);
        assertThat(first.output()).contains("chattr +i");

        // AND the process is killed (kill -9) while it holds bob's answer in memory
        ProcessHandle.of(first.pid()).orElseThrow().destroyForcibly();
        first.awaitExit(Duration.ofSeconds(10));
      } finally {
        RealFaults.immutable(world.database(), false);
      }
    }
    assertThat(world.count("answers")).isEqualTo(1);

    // WHEN it starts again with the files writable
    try (JarProcess second = JarProcess.start(environment())) {
      second.awaitOutput("ready in", TIMEOUT);

      // THEN bob's answer is graded from his reaction, and the round revealed once with both
      FakeMessage revealed = awaitReveal(question.id());
      List<String> fields = revealed.embeds().get(0).path("fields").findValuesAsText("value");
      assertThat(fields).contains("2 members");
      Poll.until(
          () -> world.count("rounds WHERE closed_at IS NOT NULL") == 1,
          TIMEOUT,
          "the round closed");
      assertThat(world.count("answers")).isEqualTo(2);
      assertThat(world.count("answers WHERE recovered = 1")).isEqualTo(1);
      assertThat(world.count("rounds")).isEqualTo(1);
      second.sigterm();
      assertThat(second.awaitExit(JarProcess.STOP_WAIT)).isZero();
    }
  }

  private FakeMessage awaitReveal(String messageId) {
    FakeMessage[] found = new FakeMessage[1];
    Poll.until(
        () -> {
          found[0] =
              world
                  .discord()
                  .message(world.quizChannel(), messageId)
                  .filter(
                      m ->
                          !m.embeds().isEmpty()
                              && m.embeds().get(0).path("title").asText().startsWith("Answer:"))
                  .orElse(null);
          return found[0] != null;
        },
        TIMEOUT,
        "the question message turned into the reveal");
    return found[0];
  }

  private Map<String, String> environment() {
    Map<String, String> env = world.environment();
    env.put("QUIZBOT_QUIZ_ANSWER_WINDOW", "10s");
    return env;
  }
}
