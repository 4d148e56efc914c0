package dev.quizbot.e2e;

import static dev.quizbot.e2e.JarWorld.TIMEOUT;
import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.fakediscord.FakeMessage;
import dev.quizbot.fakediscord.FakeUser;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * {@code docker stop} on the packaged jar with a round open: clean exit 0, the answer kept, and the
 * round finished by the next start. Real time: the answer window is the 10 s minimum.
 */
final class SigtermIT {
  private static final String TOKEN = "Mfake.SigtermIT-token.do-not-log";

  @RegisterExtension final JarWorld world = new JarWorld(TOKEN);

  @Test
  @DisplayName("SIGTERM with an open round exits 0, keeps the answer, and the next start closes it")
  void sigtermKeepsOpenRound() {
    // GIVEN a running bot with an open /quiz round that alice has answered
    FakeUser alice = world.createMember("alice");
    FakeMessage question;
    try (JarProcess first = JarProcess.start(environment())) {
      first.awaitOutput("ready in", TIMEOUT);
      question = world.quiz(alice, world.quizChannel());
      world.discord().react(alice, question, "🇦");
      Poll.until(() -> world.count("answers") == 1, TIMEOUT, "alice's answer stored");

      // WHEN the bot gets SIGTERM
      first.sigterm();

      // THEN it stops cleanly with status 0 (within the 20 s the docs tell Docker to allow),
      // leaving the round open
      int status = first.awaitExit(JarProcess.STOP_WAIT);
      assertThat(status).as("exit status; output:\n%s", first.output()).isZero();
      assertThat(first.output())
          .contains("stopped")
          .doesNotContain(TOKEN)
          .doesNotContain(" WARN ")
          .doesNotContain(" ERROR ");
    }
    assertThat(world.count("rounds WHERE closed_at IS NULL")).isEqualTo(1);

    // WHEN the bot starts again
    try (JarProcess second = JarProcess.start(environment())) {
      second.awaitOutput("ready in", TIMEOUT);

      // THEN the recovered round closes at its deadline into the reveal, counting alice once
      FakeMessage revealed = awaitReveal(question.id());
      List<String> fields = revealed.embeds().get(0).path("fields").findValuesAsText("value");
      assertThat(fields).contains("1 member");
      Poll.until(
          () -> world.count("rounds WHERE closed_at IS NOT NULL") == 1,
          TIMEOUT,
          "the round closed");
      assertThat(world.count("answers")).isEqualTo(1);
      assertThat(world.count("rounds")).isEqualTo(1);

      second.sigterm();
      assertThat(second.awaitExit(JarProcess.STOP_WAIT)).isZero();
      assertThat(second.output())
          .contains("recovering 1 open round(s)")
          .doesNotContain(TOKEN)
          .doesNotContain(" WARN ")
          .doesNotContain(" ERROR ");
    }
  }

  @Test
  @DisplayName("SIGTERM while start-up waits for the gateway stops the bot at once with status 0")
  void sigtermDuringStartup() throws Exception {
    // GIVEN a bot whose gateway URL leads nowhere, so start-up keeps waiting after the login
    Map<String, String> env = environment();
    try (java.net.ServerSocket closed = new java.net.ServerSocket(0)) {
      env.put("QUIZBOT_DISCORD_GATEWAY_URL", "ws://127.0.0.1:" + closed.getLocalPort() + "/");
    }
    try (JarProcess jar = JarProcess.start(env)) {
      jar.awaitOutput("Login Successful", TIMEOUT);

      // WHEN it gets SIGTERM
      jar.sigterm();

      // THEN it stops quickly and says so last (JDA's own log lines about the refused gateway
      // may come before it, but no thread dies with a raw stack trace): within 10 s, not
      // STOP_WAIT, since a start-up cut short has no grace to wait out
      assertThat(jar.awaitExit(Duration.ofSeconds(10))).isZero();
      assertThat(jar.output().strip()).endsWith("quizbot: stopped during start-up.");
      assertThat(jar.output()).doesNotContain("Exception in thread");
    }
  }

  @Test
  @DisplayName("SIGTERM while the slash commands are being registered lets that request finish")
  void sigtermDuringCommandRegistration() {
    // GIVEN a bot whose command registration Discord answers slowly: the body comes after 1.5 s
    world
        .discord()
        .faults()
        .stallBodyNext("PUT", ".*applications/\\d+/commands", Duration.ofMillis(1500));
    try (JarProcess jar = JarProcess.start(environment())) {
      Poll.until(
          () -> world.discord().faults().delayedArrivals() == 1,
          TIMEOUT,
          "the registration in flight");

      // WHEN it gets SIGTERM while JDA waits for that answer's body
      jar.sigterm();

      // THEN it waits for the answer (cutting it off made JDA log an ERROR with a stack trace
      // whenever the body came before the JVM was gone), exits 0 and says so last
      assertThat(jar.awaitExit(Duration.ofSeconds(10))).isZero();
      assertThat(world.discord().faults().stallsEnded())
          .as("the answer's body sent before the exit")
          .isOne();
      assertThat(jar.output().strip()).endsWith("quizbot: stopped during start-up.");
      assertThat(jar.output())
          .doesNotContain(" ERROR ")
          .doesNotContain("Exception")
          .doesNotContain(TOKEN);
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
                  .filter(SigtermIT::isReveal)
                  .orElse(null);
          return found[0] != null;
        },
        TIMEOUT,
        "the question message turned into the reveal");
    return found[0];
  }

  private static boolean isReveal(FakeMessage message) {
    return !message.embeds().isEmpty()
        && message.embeds().get(0).path("title").asText().startsWith("Answer:");
  }

  private Map<String, String> environment() {
    Map<String, String> env = world.environment();
    env.put("QUIZBOT_QUIZ_ANSWER_WINDOW", "10s");
    return env;
  }
}
